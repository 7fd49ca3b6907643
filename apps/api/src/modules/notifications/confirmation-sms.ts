/**
 * The confirmation text message, in the language the customer ordered in: the `confirmation-sms` outbox consumer
 * of `order.confirmed`, and of `order.confirmation_resent` when the desk sends it again (listed in app-context.ts). It
 * throws when the provider fails, so the outbox tries again; the event id is the message's correlation id.
 */
import type { SmsProvider } from '../../integrations/sms/interface.ts';
import type { Db } from '../../db/client.ts';
import { format } from '../../i18n/messages.ts';
import { localized } from '../../lib/localized.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { firstVisit, localeOf, orderWithMobile } from './first-visit.ts';
import { loadBusiness } from '../settings/index.ts';

export async function sendOrderConfirmation(
  deps: { db: Db; sms: SmsProvider },
  orderId: number,
  correlationId: string,
): Promise<void> {
  const row = await orderWithMobile(deps.db, orderId);
  if (!row?.mobile) return;
  const locale = localeOf(row.order.locale);
  const business = await loadBusiness(deps.db);
  const visit = await firstVisit(deps.db, orderId, locale);
  const when = visit
    ? format(locale, 'orders.sms_first_visit', { date: visit.date, time: visit.time, branch: visit.branch })
    : '';
  const body = format(locale, 'orders.sms_confirmed', {
    business: localized(business, 'name', locale),
    number: row.order.orderNumber,
    when,
  });
  await deps.sms.send({ to: row.mobile, body, correlationId });
}

/** The desk asked for the confirmation again (issue 16 item 5, POST admin/bookings/{id}/resend-confirmation). */
export const confirmationResent = 'order.confirmation_resent';

export const confirmationSmsConsumer = (deps: { db: Db; sms: SmsProvider }): Consumer => ({
  name: 'confirmation-sms',
  events: ['order.confirmed', confirmationResent],
  handle: (event) => sendOrderConfirmation(deps, Number(event.payload.order_id), `event-${event.id}`),
});
