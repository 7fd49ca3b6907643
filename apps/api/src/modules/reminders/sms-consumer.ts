/**
 * `booking.reminder` → a message in the customer's language with the branch, the time and a link, through the
 * messenger (ADR 0056): WhatsApp with Reschedule and Cancel buttons, or SMS. A gift's reminder goes to its
 * recipient, in the language of the gift, linking to the gift (no buttons: the booking is the sender's).
 */
import type { Db } from '../../db/client.ts';
import { hoursText } from '../../lib/hours-text.ts';
import { localized } from '../../lib/localized.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import type { Messenger } from '../messaging/index.ts';
import { localeOf, orderWithMobile } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { stillRemindable } from './job.ts';
import { bookingLink, giftLink } from '../../lib/customer-links.ts';

export const reminderSmsConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'reminder-sms',
  events: ['booking.reminder'],
  handle: async (event) => {
    const orderId = Number(event.payload.order_id);
    if (!(await stillRemindable(deps.db, orderId))) return;
    const row = await orderWithMobile(deps.db, orderId);
    if (!row) return;
    const p = event.payload;
    const giftId = p.gift_id === undefined ? null : Number(p.gift_id);
    const to = giftId === null ? row.mobile : String(p.visitor_mobile);
    if (!to) return;
    const locale = localeOf(giftId === null ? row.order.locale : p.locale);
    const business = await loadBusiness(deps.db);
    await deps.messenger.send({
      kind: 'booking_reminder',
      to,
      locale,
      key: `event-${event.id}`,
      orderId,
      userId: giftId === null ? row.order.userId : null,
      ...(giftId === null ? { target: orderId } : {}),
      params: {
        business: localized(business, 'name', locale),
        number: row.order.orderNumber,
        in: hoursText(locale, Number(p.lead_hours)),
        date: String(p.date),
        time: String(p.time),
        branch: String(p.branch),
        link:
          giftId === null ? bookingLink(deps.origin, locale, orderId) : giftLink(deps.origin, locale, giftId),
      },
    });
  },
});
