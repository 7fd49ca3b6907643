/**
 * The cancellation and no-show policy's report (issue 28 item 6): of the confirmed bookings whose first visit falls
 * in the period, the no-shows and late cancels (a customer's cancel inside the window), per branch and per service,
 * and the deposits kept and refunded as the ledger's deposit accounts record them (ADR 0054).
 */
import type { PolicyReport } from '@hajz/contracts/reports';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, ledgerEntries, orderItems, orders } from '../../db/schema.ts';
import { depositReasons } from '../deposits/index.ts';
import { inBranches, type ReportScope } from './period.ts';

type Figures = Omit<PolicyReport['totals'], 'no_show_per_mille' | 'late_cancel_per_mille'>;
const empty = (): Figures => ({
  booked: 0,
  no_shows: 0,
  late_cancels: 0,
  deposits_kept: 0,
  deposits_refunded: 0,
});
const perMille = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) : null);
const withRates = <F extends Figures>(f: F) => ({
  ...f,
  no_show_per_mille: perMille(f.no_shows, f.booked),
  late_cancel_per_mille: perMille(f.late_cancels, f.booked),
});

export async function policyReport(db: Db, scope: ReportScope): Promise<PolicyReport> {
  const first = sql`min(${orderItems.startAt})`;
  const booked = await db
    .select({
      id: orders.id,
      branchId: orders.branchId,
      noShow: sql<boolean>`bool_or(${orders.noShowAt} is not null)`,
      late: sql<boolean>`bool_or(${orders.closeReason} = 'customer_late')`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(isNotNull(orderItems.startAt), isNotNull(orders.confirmedAt), inBranches(scope, orders.branchId)),
    )
    .groupBy(orders.id)
    .having(
      sql`${first} >= ${scope.start.toISOString()}::timestamptz and ${first} < ${scope.end.toISOString()}::timestamptz`,
    );
  const ids = booked.map((b) => b.id);
  const [lines, settled, branchRows] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            nameEn: orderItems.nameEn,
            nameAr: orderItems.nameAr,
            deposit: orderItems.depositAmount,
          })
          .from(orderItems)
          .where(and(inArray(orderItems.orderId, ids), eq(orderItems.type, 'service'))),
    ids.length === 0
      ? []
      : db
          .select({ orderId: ledgerEntries.orderId, reason: ledgerEntries.reason })
          .from(ledgerEntries)
          .where(
            and(
              inArray(ledgerEntries.orderId, ids),
              inArray(ledgerEntries.reason, [depositReasons.forfeited, depositReasons.refunded]),
            ),
          ),
    db.select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr }).from(branches),
  ]);
  const outcome = new Map(settled.map((s) => [s.orderId!, s.reason]));
  const ar = scope.locale === 'ar';
  const totals = empty();
  const byBranch = new Map<number | null, Figures & { name: string }>();
  const byService = new Map<number, Figures & { name: string }>();
  const count = (f: Figures, o: (typeof booked)[number]) => {
    f.booked += 1;
    if (o.noShow) f.no_shows += 1;
    if (o.late) f.late_cancels += 1;
  };
  const money = (f: Figures, orderId: number, amount: number) => {
    const reason = outcome.get(orderId);
    if (reason === depositReasons.forfeited) f.deposits_kept += amount;
    if (reason === depositReasons.refunded) f.deposits_refunded += amount;
  };
  for (const o of booked) {
    const orderLines = lines.filter((l) => l.orderId === o.id);
    const deposit = orderLines.reduce((n, l) => n + l.deposit, 0);
    const branch = branchRows.find((b) => b.id === o.branchId);
    const b =
      byBranch.get(o.branchId) ??
      byBranch
        .set(o.branchId, { ...empty(), name: branch ? (ar ? branch.nameAr : branch.nameEn) : '' })
        .get(o.branchId)!;
    for (const f of [totals, b]) {
      count(f, o);
      money(f, o.id, deposit);
    }
    for (const productId of new Set(orderLines.map((l) => l.productId))) {
      const mine = orderLines.filter((l) => l.productId === productId);
      const s =
        byService.get(productId) ??
        byService
          .set(productId, { ...empty(), name: ar ? mine[0]!.nameAr : mine[0]!.nameEn })
          .get(productId)!;
      count(s, o);
      money(
        s,
        o.id,
        mine.reduce((n, l) => n + l.deposit, 0),
      );
    }
  }
  return {
    by_branch: [...byBranch.entries()]
      .map(([branchId, f]) => ({ branch_id: branchId, ...withRates(f) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    by_service: [...byService.entries()]
      .map(([productId, f]) => ({ product_id: productId, ...withRates(f) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    totals: withRates(totals),
  };
}
