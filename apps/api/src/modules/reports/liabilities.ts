/**
 * What the business owes in stored value — gift cards (halalas) and loyalty points — as the ledger says, and what
 * promo codes gave away: docs/decisions/0033-reports.md.
 */
import type { GiftCardLiability, PointsLiability, PromoCodeUse } from '@hajz/contracts/reports';
import { and, asc, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  invoices,
  ledgerAccounts,
  ledgerEntries,
  orderRedemptions,
  orders,
  promoCodes,
} from '../../db/schema.ts';
import { inBranches, type ReportScope } from './period.ts';

/** Σ amount of the kind's entries matching `where`, as a plain number. */
const total = (where: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${where}), 0)::bigint`;

async function movements(
  db: Db,
  scope: ReportScope,
  kind: 'gift_card' | 'points',
  buckets: Record<string, string[]>,
) {
  const start = sql`${scope.start.toISOString()}::timestamptz`;
  const end = sql`${scope.end.toISOString()}::timestamptz`;
  const during = sql`${ledgerEntries.createdAt} >= ${start} and ${ledgerEntries.createdAt} < ${end}`;
  const named = Object.values(buckets).flat();
  const reasonIn = (reasons: string[]) =>
    sql`${ledgerEntries.reason} in (${sql.join(
      reasons.map((r) => sql`${r}`),
      sql`, `,
    )})`;
  const columns: Record<string, ReturnType<typeof total>> = {
    opening: total(sql`${ledgerEntries.createdAt} < ${start}`),
    closing: total(sql`${ledgerEntries.createdAt} < ${end}`),
    other: total(sql`${during} and not ${reasonIn(named)}`),
  };
  for (const [bucket, reasons] of Object.entries(buckets))
    columns[bucket] = total(sql`${during} and ${reasonIn(reasons)}`);
  const [row] = await db
    .select({
      ...columns,
      credits: sql<string>`count(*) filter (where ${during} and ${reasonIn(buckets.credit!)})::bigint`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.kind, kind));
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v ?? 0)])) as Record<
    string,
    number
  >;
}

/**
 * Gift cards: issued (sold, and cards the business gave), redeemed net of what cancelled orders gave back, taken
 * back with a cancelled purchase, and any other ledger entry (adjustments); the closing balance is the liability.
 */
export async function giftCardLiability(db: Db, scope: ReportScope): Promise<GiftCardLiability> {
  const m = await movements(db, scope, 'gift_card', {
    credit: ['gift_card_issued'],
    redeem: ['gift_card_redeem', 'gift_card_returned'],
    revoke: ['gift_card_revoked'],
  });
  return {
    opening: m.opening!,
    sold: m.credit!,
    cards_sold: m.credits!,
    redeemed: -m.redeem!,
    revoked: -m.revoke!,
    adjusted: m.other!,
    closing: m.closing!,
  };
}

export async function pointsLiability(db: Db, scope: ReportScope): Promise<PointsLiability> {
  const m = await movements(db, scope, 'points', {
    credit: ['points_earned'],
    redeem: ['points_redeemed', 'points_returned'],
  });
  return {
    opening: m.opening!,
    earned: m.credit!,
    redeemed: -m.redeem!,
    adjusted: m.other!,
    closing: m.closing!,
    point_value: scope.pointValue,
    closing_value: m.closing! * scope.pointValue,
  };
}

/** Promo codes on the period's revenue (invoiced, not cancelled): uses and the discount they gave. */
export async function promoCodeUse(db: Db, scope: ReportScope): Promise<PromoCodeUse> {
  const rows = await db
    .select({
      code: promoCodes.code,
      uses: count(),
      discount: sql<string>`coalesce(sum(${orderRedemptions.amount}), 0)::bigint`,
    })
    .from(orderRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, orderRedemptions.promoCodeId))
    .innerJoin(orders, eq(orders.id, orderRedemptions.orderId))
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orderRedemptions.kind, 'promo'),
        eq(orderRedemptions.status, 'used'),
        ne(orders.status, 'cancelled'),
        gte(invoices.issuedAt, scope.start),
        lt(invoices.issuedAt, scope.end),
        inBranches(scope, orders.branchId),
      ),
    )
    .groupBy(promoCodes.code)
    .orderBy(asc(promoCodes.code));
  const codes = rows.map((r) => ({ code: r.code, uses: Number(r.uses), discount: Number(r.discount) }));
  return {
    codes,
    totals: {
      uses: codes.reduce((n, c) => n + c.uses, 0),
      discount: codes.reduce((n, c) => n + c.discount, 0),
    },
  };
}
