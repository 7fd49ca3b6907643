/** OrderDetails (spec §3 Booking original order fields): the order plus what its customer may do with it. */
import { restRefusal } from '../deposits/index.ts';
import { policyText } from '../../lib/cancellation-policy.ts';
import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import type { Db } from '../../db/client.ts';
import { isoWithOffset, localTime } from '../../lib/zoned-time.ts';
import { loadBusiness } from '../settings/index.ts';
import * as h from './history-queries.ts';
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { giftedInfoFor, giftsOfOrders } from './gift-info.ts';
import { branchNames, paymentStatusFrom } from './queries.ts';
import { canRate, cancelability, firstStart } from './rules.ts';
import { serializeOrder } from './serialize.ts';
import type { InvoiceLinks } from '../invoices/index.ts';
import { deskCardProvider, refundTarget } from '../payments/index.ts';

export type DescribeOptions = { locale: Locale; now: Date; invoiceLinks: InvoiceLinks };

/** What is paid never shows to a gift's recipient: the amounts read zero and the summary is left out (ADR 0021). */
function withoutPrices(details: OrderDetails): OrderDetails {
  const zero = {
    sub_total: 0,
    tax_amount: 0,
    promo_discount: 0,
    extra_discount: 0,
    gift_card_discount: 0,
    order_service_fee_price: 0,
    redeem_points_price: 0,
    total: 0,
    deposit_amount: 0,
    due_at_visit: 0,
    rest_paid_at: null,
    rest_paid_method: null,
  };
  return {
    ...details,
    ...zero,
    products: details.products.map((p) => ({ ...p, unit_price: 0, total_price: 0, tax_amount: 0 })),
  };
}

/**
 * What a customer's cancel now would give back and where, as the payments participant does it (payments/participant.ts):
 * what is paid less a kept deposit; to the wallet when the business refunds there or the card was paid on the desk's
 * terminal, else back to where it came from (the card, or the STC Pay / Tabby / Tamara account).
 */
function cancelRefund(
  paid: { amount: number; method: string; provider: string }[],
  kept: number,
  business: { refundToWallet: boolean },
): OrderDetails['cancel_refund'] {
  const amount = paid.reduce((sum, p) => sum + p.amount, 0) - kept;
  if (paid.length === 0 || amount <= 0) return null;
  const toWallet = business.refundToWallet || paid.every((p) => p.provider === deskCardProvider);
  return { amount, to: toWallet ? 'wallet' : refundTarget(paid[0]!.method) };
}

/**
 * Details of several orders as `viewerId` sees them, with a fixed number of queries whatever their count (a page of
 * the list). A gift's recipient sees it without prices, invoice, cancel or rating (they decline instead).
 */
export async function describeOrders(
  db: Db,
  rows: OrderRow[],
  viewerId: number,
  { locale, now, invoiceLinks }: DescribeOptions,
): Promise<OrderDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [business, items, payments, paid, rated, names, links, gifts] = await Promise.all([
    loadBusiness(db),
    h.itemsByOrder(db, ids),
    h.paymentStatusesByOrder(db, ids),
    h.paidPaymentsByOrder(db, ids),
    h.ratedOrderIds(db, ids),
    h.userNames(
      db,
      rows.map((o) => o.userId),
    ),
    invoiceLinks(db, rows, now),
    giftsOfOrders(db, ids),
  ]);
  const branchIds = [...rows.map((o) => o.branchId), ...[...items.values()].flat().map((i) => i.branchId)];
  const branches = await branchNames(
    db,
    branchIds.filter((id): id is number => id !== null),
  );
  return rows.map((order) => {
    const lines = items.get(order.id) ?? [];
    const base = serializeOrder(
      {
        order,
        items: lines,
        branchNames: branches,
        paymentStatus: paymentStatusFrom(payments.get(order.id) ?? new Set(), order.status),
      },
      locale,
      business.timezone,
    );
    const cancel = cancelability(order, lines, business.cancelWindowHours, now);
    const hasRating = rated.has(order.id);
    const start = firstStart(lines);
    const gift = gifts.get(order.id);
    const giftedInfo = gift
      ? giftedInfoFor(gift, viewerId, order, lines, locale, now, business.timezone)
      : null;
    const refund = cancel.cancelable
      ? cancelRefund(paid.get(order.id) ?? [], cancel.keepsDeposit ? order.depositAmount : 0, business)
      : null;
    const details: OrderDetails = {
      ...base,
      user_name: names.get(order.userId) ?? '',
      time: localTime((start ?? order.createdAt).getTime(), business.timezone),
      can_rate: canRate(order, hasRating),
      has_rating: hasRating,
      is_cancelable: cancel.cancelable,
      cancelable_until:
        cancel.cancelable && cancel.until ? isoWithOffset(cancel.until.getTime(), business.timezone) : null,
      cancel_keeps_deposit: cancel.cancelable && cancel.keepsDeposit,
      can_pay_rest: restRefusal(order, start, now) === null,
      cancellation_policy: order.depositAmount > 0 ? policyText(locale, business.cancelWindowHours) : null,
      cancel_refund: refund,
      invoice_link: links.get(order.id) ?? null,
      gifted_info: giftedInfo,
    };
    if (!gift || giftedInfo?.is_sender) return details;
    return withoutPrices({
      ...details,
      user_name: giftedInfo!.receiver_user.full_name,
      can_rate: false,
      is_cancelable: false,
      cancelable_until: null,
      cancel_keeps_deposit: false,
      can_pay_rest: false,
      cancellation_policy: null,
      cancel_refund: null,
      invoice_link: null,
    });
  });
}
