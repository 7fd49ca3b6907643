/**
 * The confirmation message, in the language the customer ordered in: the `confirmation-sms` outbox consumer of
 * `order.confirmed`, and of `order.confirmation_resent` when the desk sends it again (listed in app-context.ts). It
 * goes through the messenger (ADR 0056): WhatsApp with Reschedule and Cancel buttons for a booking, or SMS. It throws
 * when sending fails, so the outbox tries again; the event id makes the message's key.
 */
import type { Db } from '../../db/client.ts';
import { localized } from '../../lib/localized.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import type { Messenger } from '../messaging/index.ts';
import { firstVisit, localeOf, orderWithMobile } from './first-visit.ts';
import { loadBusiness } from '../settings/index.ts';

export async function sendOrderConfirmation(
  deps: { db: Db; messenger: Messenger },
  orderId: number,
  key: string,
): Promise<void> {
  const row = await orderWithMobile(deps.db, orderId);
  if (!row?.mobile) return;
  const locale = localeOf(row.order.locale);
  const business = localized(await loadBusiness(deps.db), 'name', locale);
  const visit = await firstVisit(deps.db, orderId, locale);
  const base = { to: row.mobile, locale, key, orderId, userId: row.order.userId };
  await deps.messenger.send(
    visit
      ? {
          ...base,
          kind: 'booking_confirmed',
          target: orderId,
          params: {
            business,
            number: row.order.orderNumber,
            date: visit.date,
            time: visit.time,
            branch: visit.branch,
          },
        }
      : { ...base, kind: 'order_confirmed', params: { business, number: row.order.orderNumber } },
  );
}

/** The desk asked for the confirmation again (issue 16 item 5, POST admin/bookings/{id}/resend-confirmation). */
export const confirmationResent = 'order.confirmation_resent';

export const confirmationSmsConsumer = (deps: { db: Db; messenger: Messenger }): Consumer => ({
  name: 'confirmation-sms',
  events: ['order.confirmed', confirmationResent],
  handle: (event) => sendOrderConfirmation(deps, Number(event.payload.order_id), `event-${event.id}`),
});
