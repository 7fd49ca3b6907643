/**
 * Waitlist fill rate (issue 28 item 6, ADR 0055): of the times freed and offered to the waitlist in the period
 * (by when the offer was made), how many a waiting customer took. A time offered twice (declined, then the next in
 * line) counts once as freed; it is filled when any of its offers was accepted.
 */
import type { WaitlistReport } from '@hajz/contracts/reports';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, waitlistOffers } from '../../db/schema.ts';
import { inBranches, type ReportScope } from './period.ts';

const perMille = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) : null);

export async function waitlistReport(db: Db, scope: ReportScope): Promise<WaitlistReport> {
  const rows = await db
    .select({
      productId: waitlistOffers.productId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      freed: sql<number>`count(distinct (${waitlistOffers.branchId}, ${waitlistOffers.startAt}))::int`,
      offers: sql<number>`count(*)::int`,
      accepted: sql<number>`count(distinct (${waitlistOffers.branchId}, ${waitlistOffers.startAt})) filter (where ${waitlistOffers.outcome} = 'accepted')::int`,
    })
    .from(waitlistOffers)
    .innerJoin(products, eq(products.id, waitlistOffers.productId))
    .where(
      and(
        gte(waitlistOffers.offeredAt, scope.start),
        lt(waitlistOffers.offeredAt, scope.end),
        inBranches(scope, waitlistOffers.branchId),
      ),
    )
    .groupBy(waitlistOffers.productId, products.nameEn, products.nameAr)
    .orderBy(asc(waitlistOffers.productId));
  const byService = rows.map((r) => ({
    product_id: r.productId,
    name: scope.locale === 'ar' ? r.nameAr : r.nameEn,
    freed_times: Number(r.freed),
    offers: Number(r.offers),
    accepted: Number(r.accepted),
    per_mille: perMille(Number(r.accepted), Number(r.freed)),
  }));
  const sum = (k: 'freed_times' | 'offers' | 'accepted') => byService.reduce((n, s) => n + s[k], 0);
  return {
    totals: {
      freed_times: sum('freed_times'),
      offers: sum('offers'),
      accepted: sum('accepted'),
      per_mille: perMille(sum('accepted'), sum('freed_times')),
    },
    by_service: byService,
  };
}
