/** `booking.reminder` → a text message in the customer's language with the branch, the time and a link. */
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../integrations/sms/interface.ts';
import { format } from '../../i18n/messages.ts';
import { hoursText } from '../../lib/hours-text.ts';
import { localized } from '../../lib/localized.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { localeOf, orderWithMobile } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { stillRemindable } from './job.ts';
import { bookingLink, giftLink } from '../../lib/customer-links.ts';

export const reminderSmsConsumer = (deps: { db: Db; sms: SmsProvider; origin: string }): Consumer => ({
  name: 'reminder-sms',
  events: ['booking.reminder'],
  handle: async (event) => {
    const orderId = Number(event.payload.order_id);
    if (!(await stillRemindable(deps.db, orderId))) return;
    const row = await orderWithMobile(deps.db, orderId);
    if (!row) return;
    // A gift's reminder goes to its recipient, in the language of the gift, linking to the gift.
    const p = event.payload;
    const giftId = p.gift_id === undefined ? null : Number(p.gift_id);
    const to = giftId === null ? row.mobile : String(p.visitor_mobile);
    if (!to) return;
    const locale = localeOf(giftId === null ? row.order.locale : p.locale);
    const business = await loadBusiness(deps.db);
    const body = format(locale, 'reminders.sms', {
      business: localized(business, 'name', locale),
      number: row.order.orderNumber,
      in: hoursText(locale, Number(event.payload.lead_hours)),
      date: String(event.payload.date),
      time: String(event.payload.time),
      branch: String(event.payload.branch),
      link:
        giftId === null ? bookingLink(deps.origin, locale, orderId) : giftLink(deps.origin, locale, giftId),
    });
    await deps.sms.send({ to, body, correlationId: `event-${event.id}` });
  },
});
