/** POST payments/check-payment-status: what the web's polling reads (spec §4, §7). */
import type { Locale } from '@hajz/contracts/locale';
import type { PaymentFailureReason } from '@hajz/contracts/order-rules';
import type { PaymentStatusResponse } from '@hajz/contracts/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { format, translate, type MessageKey } from '../../i18n/messages.ts';
import { notFound } from '../../plugins/errors.ts';
import { findOwnOrder, latestPayment } from './queries.ts';
import type { AppContext } from '../../app-context.ts';
import { reconcilePayment } from '../payments/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { policyText } from '../../lib/cancellation-policy.ts';
import { expireOrder } from './jobs.ts';

/** An attempt at the provider (3-D Secure) for this long without news: ask the provider directly. */
const askProviderAfterMs = 30_000;

export async function checkPaymentStatus(
  ctx: AppContext,
  userId: number,
  reference: string,
  locale: Locale,
  now = new Date(),
): Promise<PaymentStatusResponse> {
  const found = await findOwnOrder(ctx.db, userId, reference);
  if (!found) throw notFound('orders.not_found');
  if (found.status === 'pending_payment') {
    if (found.paymentExpiresAt && found.paymentExpiresAt <= now) await expireOrder(ctx, found.id, now);
    const attempt = await latestPayment(ctx.db, found.id);
    if (attempt?.status === 'pending' && now.getTime() - attempt.updatedAt.getTime() > askProviderAfterMs) {
      await reconcilePayment(ctx, attempt.reference);
    }
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, found.id));
  const attempt = await latestPayment(ctx.db, found.id);
  const base = { order_number: order!.orderNumber, order_id: order!.id };
  const reasonMessage = (reason: PaymentFailureReason) =>
    translate(locale, `payment.reason.${reason}` as MessageKey);
  switch (order!.status) {
    case 'confirmed':
    case 'completed': {
      // A deposit booking's confirmation says the cancellation policy again, as the cart did before paying (issue 28).
      const policy =
        order!.depositAmount > 0 ? policyText(locale, (await loadBusiness(ctx.db)).cancelWindowHours) : null;
      return {
        ...base,
        status: true,
        reason: null,
        message: [format(locale, 'orders.paid', { number: base.order_number }), policy]
          .filter(Boolean)
          .join(' '),
      };
    }
    case 'pending_payment':
      if (attempt?.status === 'failed') {
        const reason = (attempt.failureReason as PaymentFailureReason | null) ?? 'declined';
        return { ...base, status: 'failed', reason, message: reasonMessage(reason) };
      }
      return {
        ...base,
        status: 'pending',
        reason: null,
        message: translate(locale, 'payment.status_pending'),
      };
    case 'cancelled':
      return { ...base, status: 'failed', reason: 'cancelled', message: reasonMessage('cancelled') };
    default:
      return {
        ...base,
        status: 'expired',
        reason: 'order_expired',
        message: translate(locale, 'payment.status_expired'),
      };
  }
}
