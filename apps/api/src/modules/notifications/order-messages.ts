/**
 * A booking cancelled and a refund made, told to the customer through the messenger (ADR 0056): the
 * `order-messages` outbox consumer of `order.cancelled` (an order with a visit: a shop order's own page says it) and
 * `order.refunded`, in the language they ordered in.
 */
import { formatAmount } from '@hajz/contracts/money';
import type { RefundDestination } from '@hajz/contracts/orders';
import type { Db } from '../../db/client.ts';
import { giftEndedReasons } from '../../lifecycle/close-reasons.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { bookingLink } from '../../lib/customer-links.ts';
import { localized } from '../../lib/localized.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import type { Messenger } from '../messaging/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { firstVisit, localeOf, orderWithMobile } from './first-visit.ts';

const refundDestination: Record<RefundDestination, MessageKey> = {
  wallet: 'messaging.refund_wallet',
  card: 'messaging.refund_card',
  apple_pay: 'messaging.refund_apple_pay',
  stc_pay: 'messaging.refund_stc_pay',
  tabby: 'messaging.refund_tabby',
  tamara: 'messaging.refund_tamara',
};

export const orderMessagesConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'order-messages',
  events: ['order.cancelled', 'order.refunded'],
  handle: async (event) => {
    const orderId = Number(event.payload.order_id);
    const row = await orderWithMobile(deps.db, orderId);
    if (!row?.mobile) return;
    const locale = localeOf(row.order.locale);
    const business = localized(await loadBusiness(deps.db), 'name', locale);
    const base = { to: row.mobile, locale, key: `event-${event.id}`, orderId, userId: row.order.userId };
    if (event.type === 'order.cancelled') {
      // A gift that ended without its recipient is the gift's own news (with its refund text), not a cancelled visit.
      if (giftEndedReasons.includes(String(event.payload.reason))) return;
      // Cancelled bookings only: their times were freed (firstVisit still reads the lines).
      if (!(await firstVisit(deps.db, orderId, locale))) return;
      await deps.messenger.send({
        ...base,
        kind: 'booking_cancelled',
        params: { business, number: row.order.orderNumber, link: bookingLink(deps.origin, locale, orderId) },
      });
      return;
    }
    const amount = Number(event.payload.amount);
    if (!(amount > 0)) return;
    await deps.messenger.send({
      ...base,
      kind: 'refund',
      params: {
        business,
        amount: `${formatAmount(amount)}\u00a0${locale === 'ar' ? 'ر.س' : 'SAR'}`,
        number: row.order.orderNumber,
        // Back the way it was paid: the wallet, the card, Apple Pay, or STC Pay / Tabby / Tamara (ADR 0053).
        destination: format(
          locale,
          refundDestination[event.payload.to as RefundDestination] ?? 'messaging.refund_card',
          {},
        ),
      },
    });
  },
});
