/** Every report for a period and branch scope, as GET admin/reports answers it (docs/decisions/0033-reports.md). */
import type { Locale } from '@hajz/contracts/locale';
import type { ReportQuery, ReportsResponse } from '@hajz/contracts/reports';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { bookingsReport, utilisationReport } from './activity.ts';
import { giftCardLiability, pointsLiability, promoCodeUse } from './liabilities.ts';
import { reportScope } from './period.ts';
import { policyReport } from './policy.ts';
import { revenueReport } from './revenue.ts';
import { waitlistReport } from './waitlist.ts';
import { messagingCosts } from '../messaging/index.ts';

export async function buildReports(
  db: Db,
  access: StaffAccess,
  query: ReportQuery,
  locale: Locale,
): Promise<ReportsResponse> {
  const scope = await reportScope(db, access, query, locale);
  const [revenue, bookings, utilisation, giftCards, points, promoCodes, waitlist, messaging, policy] =
    await Promise.all([
      revenueReport(db, scope),
      bookingsReport(db, scope),
      utilisationReport(db, scope),
      scope.businessWide ? giftCardLiability(db, scope) : null,
      scope.businessWide ? pointsLiability(db, scope) : null,
      promoCodeUse(db, scope),
      waitlistReport(db, scope),
      scope.businessWide ? messagingCosts(db, scope.start, scope.end) : null,
      policyReport(db, scope),
    ]);
  return {
    from: scope.from,
    to: scope.to,
    branch_id: scope.branchId,
    time_zone: scope.timeZone,
    revenue,
    bookings,
    utilisation,
    gift_cards: giftCards,
    points,
    promo_codes: promoCodes,
    waitlist,
    messaging,
    policy,
  };
}
