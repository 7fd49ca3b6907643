/**
 * What a booking is and who performs it (issue 30 items 11 and 12): the service lines of each order and the staff
 * members its booked times are reserved with, in the reader's language. One query for many orders, so the desk's
 * check-in answer, the bookings list's rows and the booking page all name them the same way.
 */
import type { Locale } from '@hajz/contracts/locale';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, reservations, resources } from '../../db/schema.ts';

export type Performers = {
  /** The booked services' names, in line order, each once. */
  services: string[];
  /** The staff members reserved for them (not rooms or chairs), each once. */
  staff: string[];
};

const once = (list: string[], name: string | null) => {
  if (name && !list.includes(name)) list.push(name);
};

export async function performersOf(
  db: Db,
  orderIds: number[],
  locale: Locale,
): Promise<Map<number, Performers>> {
  const result = new Map<number, Performers>(orderIds.map((id) => [id, { services: [], staff: [] }]));
  if (!orderIds.length) return result;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      serviceEn: orderItems.nameEn,
      serviceAr: orderItems.nameAr,
      staffEn: resources.nameEn,
      staffAr: resources.nameAr,
    })
    .from(orderItems)
    .leftJoin(
      reservations,
      and(eq(reservations.orderItemId, orderItems.id), eq(reservations.kind, 'booking')),
    )
    .leftJoin(resources, and(eq(resources.id, reservations.resourceId), eq(resources.kind, 'staff')))
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.type, 'service')))
    .orderBy(asc(orderItems.id), asc(resources.id));
  for (const row of rows) {
    const entry = result.get(row.orderId)!;
    once(entry.services, locale === 'ar' ? row.serviceAr : row.serviceEn);
    once(entry.staff, locale === 'ar' ? row.staffAr : row.staffEn);
  }
  return result;
}
