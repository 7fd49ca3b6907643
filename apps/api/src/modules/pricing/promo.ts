/**
 * Whether a promo code applies to a cart, and if not why (a translated reason). Usage is counted from the
 * order_redemptions rows that are not released; with `lock` the code's row is locked first, so concurrent
 * checkouts count one after another and the last use is never given twice.
 */
import { formatAmount } from '@hajz/contracts/money';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRedemptions, orders, promoCodes } from '../../db/schema.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { paidStatuses } from '../loyalty/index.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoLine = {
  productId: number;
  categoryId: number | null;
  gross: number;
  discountable: boolean;
};
export type PromoCheck =
  | { ok: true; promo: PromoRow; eligible: (line: PromoLine) => boolean }
  | { ok: false; promo: PromoRow | null; reason: MessageKey; values?: Record<string, string> };

export type PromoContext = {
  userId: number;
  lines: PromoLine[];
  now: Date;
  lock: boolean;
  /** Orders whose uses do not count: the unpaid order of this very cart (a new checkout replaces it). */
  ignoreOrderIds: number[];
};

const appliesTo = (promo: PromoRow) => (line: PromoLine) =>
  line.discountable &&
  ((!promo.productIds?.length && !promo.categoryIds?.length) ||
    (promo.productIds ?? []).includes(line.productId) ||
    (line.categoryId !== null && (promo.categoryIds ?? []).includes(line.categoryId)));

async function uses(tx: Db, promoId: number, context: PromoContext) {
  const live = and(
    eq(orderRedemptions.promoCodeId, promoId),
    ne(orderRedemptions.status, 'released'),
    context.ignoreOrderIds.length > 0
      ? sql`${orderRedemptions.orderId} not in (${sql.join(
          context.ignoreOrderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined,
  );
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${orderRedemptions.userId} = ${context.userId})::int`,
    })
    .from(orderRedemptions)
    .where(live);
  return { total: Number(row?.total ?? 0), mine: Number(row?.mine ?? 0) };
}

async function hasPaidOrder(tx: Db, userId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...paidStatuses])))
    .limit(1);
  return row !== undefined;
}

export async function checkPromo(tx: Db, code: string, context: PromoContext): Promise<PromoCheck> {
  const query = tx.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()));
  const [promo] = context.lock ? await query.for('update') : await query;
  const no = (reason: MessageKey, values?: Record<string, string>): PromoCheck => ({
    ok: false,
    promo: promo ?? null,
    reason,
    values,
  });
  if (!promo || !promo.active) return no('promo.unknown');
  const now = context.now.getTime();
  if (promo.startsAt && promo.startsAt.getTime() > now) return no('promo.not_yet_valid');
  if (promo.endsAt && promo.endsAt.getTime() <= now) return no('promo.expired');
  if (promo.firstOrderOnly && (await hasPaidOrder(tx, context.userId))) return no('promo.first_order_only');
  // Counted only for a code with a limit (an unlimited code's uses grow with its success and limit nothing).
  if (promo.perCustomerLimit !== null || promo.usageLimit !== null) {
    const used = await uses(tx, promo.id, context);
    if (promo.perCustomerLimit !== null && used.mine >= promo.perCustomerLimit)
      return no('promo.already_used');
    if (promo.usageLimit !== null && used.total >= promo.usageLimit) return no('promo.limit_reached');
  }
  const eligible = appliesTo(promo);
  if (!context.lines.some(eligible)) return no('promo.not_for_items');
  const base = context.lines.filter((l) => l.discountable).reduce((n, l) => n + l.gross, 0);
  if (base < promo.minSubtotal) return no('promo.below_minimum', { amount: formatAmount(promo.minSubtotal) });
  return { ok: true, promo, eligible };
}
