import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import { branches, orderItems, orders, users } from '../../db/schema.ts';
import { format } from '../../i18n/messages.ts';
import { localized } from '../../lib/localized.ts';
import { localDate, localTime } from '../booking/zoned-time.ts';
import { loadBusiness } from '../settings/service.ts';
import type { PaymentsContext } from './context.ts';

/** The confirmation text message, in the language the customer ordered in. Never throws: it is a courtesy. */
export async function sendOrderConfirmation(ctx: PaymentsContext, orderId: number): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({ order: orders, mobile: users.mobileNumber })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    // Stored in international form (9665XXXXXXXX).
    if (!row?.mobile) return;
    const locale = (row.order.locale === 'ar' ? 'ar' : 'en') as Locale;
    const business = await loadBusiness(ctx.db);
    const [first] = await ctx.db
      .select({ startAt: orderItems.startAt, nameEn: branches.nameEn, nameAr: branches.nameAr })
      .from(orderItems)
      .innerJoin(branches, eq(branches.id, orderItems.branchId))
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.startAt)))
      .orderBy(asc(orderItems.startAt))
      .limit(1);
    const when = first?.startAt
      ? format(locale, 'orders.sms_first_visit', {
          date: localDate(first.startAt.getTime(), business.timezone),
          time: localTime(first.startAt.getTime(), business.timezone),
          branch: localized(first, 'name', locale),
        })
      : '';
    const body = format(locale, 'orders.sms_confirmed', {
      business: localized(business, 'name', locale),
      number: row.order.orderNumber,
      when,
    });
    await ctx.sms.send({ to: row.mobile, body, correlationId: `order-${row.order.orderNumber}` });
  } catch (error) {
    ctx.log.warn({ err: error, orderId }, 'order confirmation SMS not sent');
  }
}
