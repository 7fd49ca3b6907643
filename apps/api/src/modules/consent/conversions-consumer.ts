/**
 * Server-side conversion copies (issue 15): one outbox consumer per configured vendor (listed in app-context.ts), so a
 * vendor that is down is retried alone and the others are not sent twice. Runs after the order's commit; sends only
 * when the customer's latest consent record, for the current consent version, grants the vendor's purpose
 * (marketing for the ad pixels, analytics for GA4) and the business has set that vendor's id. The event id is the
 * order number, the same the browser's pixel used, so each vendor counts the purchase once.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema.ts';
import type { ConversionEvent, ConversionSender } from '../../integrations/tracking/interface.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { loadBusiness } from '../settings/index.ts';
import { latestConsent } from './service.ts';

type Business = Awaited<ReturnType<typeof loadBusiness>>;

const destinationOf = (business: Business, sender: ConversionSender) =>
  ({
    meta: business.metaPixelId,
    snap: business.snapPixelId,
    tiktok: business.tiktokPixelId,
    ga4: business.ga4MeasurementId,
  })[sender.name];

/** The purchase as the browser's data layer saw it: SAR with two decimals, a line's quantity counts its people. */
export async function purchaseConversion(db: Db, orderId: number, origin: string) {
  const [row] = await db
    .select({ order: orders, mobile: users.mobileNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const event: ConversionEvent = {
    name: 'purchase',
    eventId: row.order.orderNumber,
    time: row.order.confirmedAt ?? row.order.createdAt,
    sourceUrl: `${origin}${row.order.locale === 'ar' ? '/ar' : ''}/cart`,
    user: {
      ...(row.mobile ? { phone: `+${row.mobile}` } : {}),
      externalId: String(row.order.userId),
    },
    value: row.order.total / 100,
    currency: 'SAR',
    items: lines.map((line) => ({
      id: String(line.productId),
      name: row.order.locale === 'ar' ? line.nameAr : line.nameEn,
      quantity: line.quantity * line.visitors,
      price: line.unitPrice / 100,
    })),
  };
  return { event, userId: row.order.userId };
}

export const conversionsConsumer = (deps: {
  db: Db;
  sender: ConversionSender;
  origin: string;
}): Consumer => ({
  name: `conversions-${deps.sender.name}`,
  events: ['order.confirmed'],
  handle: async (event) => {
    const business = await loadBusiness(deps.db);
    const destination = destinationOf(business, deps.sender);
    if (!destination) return;
    const purchase = await purchaseConversion(deps.db, Number(event.payload.order_id), deps.origin);
    if (!purchase) return;
    const consent = await latestConsent(deps.db, purchase.userId);
    if (!consent || consent.version !== business.consentVersion || !consent[deps.sender.purpose]) return;
    await deps.sender.send(
      { ...purchase.event, user: { ...purchase.event.user, clientId: consent.visitorId } },
      destination,
    );
  },
});
