/**
 * `booking.moved` → a message (WhatsApp or SMS, through the messenger) to whoever comes to the visit: the customer, in the language they ordered in,
 * linking to the booking; for a gift its recipient, in the gift's language, linking to the gift (the sender hears of
 * it in their notification centre). Not sent for a booking cancelled since, nor for a time moved again since (the
 * later move's own message says the time that holds).
 */
import type { Db } from '../../db/client.ts';
import { bookingLink, giftLink } from '../../lib/customer-links.ts';
import { localized } from '../../lib/localized.ts';
import { localDate, localTime } from '../../lib/zoned-time.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { firstVisit, localeOf, orderWithMobile } from '../notifications/index.ts';
import { loadBusiness } from '../settings/index.ts';
import type { Messenger } from '../messaging/index.ts';

export const movedSmsConsumer = (deps: { db: Db; messenger: Messenger; origin: string }): Consumer => ({
  name: 'booking-moved-sms',
  events: ['booking.moved'],
  handle: async (event) => {
    const p = event.payload;
    const orderId = Number(p.order_id);
    const lineId = Number(p.order_product_id);
    const start = new Date(String(p.start_at));
    const row = await orderWithMobile(deps.db, orderId);
    if (!row || row.order.status !== 'confirmed') return;
    const giftId = p.gift_id == null ? null : Number(p.gift_id);
    const to = giftId === null ? row.mobile : String(p.visitor_mobile ?? '');
    if (!to) return;
    const locale = localeOf(giftId === null ? row.order.locale : p.visitor_locale);
    const visit = await firstVisit(deps.db, orderId, locale, lineId);
    if (visit?.startAt.getTime() !== start.getTime()) return;
    const business = await loadBusiness(deps.db);
    await deps.messenger.send({
      kind: 'booking_moved',
      to,
      locale,
      key: `event-${event.id}`,
      orderId,
      userId: giftId === null ? row.order.userId : null,
      params: {
        business: localized(business, 'name', locale),
        number: row.order.orderNumber,
        date: localDate(start.getTime(), business.timezone),
        time: localTime(start.getTime(), business.timezone),
        branch: visit.branch,
        link:
          giftId === null ? bookingLink(deps.origin, locale, orderId) : giftLink(deps.origin, locale, giftId),
      },
    });
  },
});
