/**
 * Home visits as an order lifecycle participant (listed in app-context.ts, before bookings; ADR 0023): an order with a home
 * visit widens its held times by the zone's travel minutes on each side, so the staff member's calendar keeps the
 * trip free and the exclusion constraint refuses the order (409, said in words) when the trip no longer fits. When
 * the holds go back to the cart (a new checkout replaces the order) they shrink to the appointment again.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/retry.ts';
import { orderServiceFees, reservations } from '../../db/schema.ts';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { HttpError } from '../../plugins/errors.ts';
import { ownAddressPoint, zoneFor, zonesOf } from './zones.ts';

/** The longest trip among the branches visited (0: no home visit). */
async function travelMinutesFor(tx: Db, userId: number, orderId: number, branchIds: number[]) {
  const fees = await tx
    .select({ addressId: orderServiceFees.addressId })
    .from(orderServiceFees)
    .where(and(eq(orderServiceFees.orderId, orderId), isNotNull(orderServiceFees.addressId)));
  const all = await zonesOf(tx, branchIds);
  let minutes = 0;
  for (const { addressId } of fees) {
    const point = await ownAddressPoint(tx, userId, addressId!);
    if (!point) continue;
    for (const branchId of branchIds)
      minutes = Math.max(minutes, zoneFor(all, branchId, point)?.travelMinutes ?? 0);
  }
  return minutes;
}

/** Sets each row's travel to `minutes`, moving both ends of its period by the difference. */
const setTravel = (tx: Db, orderItemIds: number[], minutes: number) =>
  tx
    .update(reservations)
    .set({
      period: sql`tstzrange(lower(${reservations.period}) - make_interval(mins => ${minutes} - ${reservations.travelMinutes}),
        upper(${reservations.period}) + make_interval(mins => ${minutes} - ${reservations.travelMinutes}), '[)')`,
      travelMinutes: minutes,
    })
    .where(and(inArray(reservations.orderItemId, orderItemIds), eq(reservations.kind, 'hold')));

/** Someone else's lapsed hold in the way of the trip is gone (as when a time is held). */
const clearLapsedHolds = (tx: Db, orderItemIds: number[], minutes: number, now: Date) =>
  tx.execute(sql`delete from ${reservations} r using ${reservations} mine
    where mine.order_item_id in (${sql.join(orderItemIds, sql`, `)}) and r.resource_id = mine.resource_id
      and r.id <> mine.id and r.kind = 'hold' and r.expires_at <= ${now.toISOString()}
      and r.period && tstzrange(lower(mine.period) - make_interval(mins => ${minutes}),
        upper(mine.period) + make_interval(mins => ${minutes}), '[)')`);

export const homeVisitsParticipant: Participant = {
  name: 'home-visits',
  created: async ({ tx, order, items, now }) => {
    const services = items.filter((i) => i.type === 'service');
    if (services.length === 0) return;
    const branchIds = [...new Set(services.flatMap((i) => (i.branchId === null ? [] : [i.branchId])))];
    const minutes = await travelMinutesFor(tx, order.userId, order.id, branchIds);
    if (minutes === 0) return;
    const ids = services.map((i) => i.id);
    await clearLapsedHolds(tx, ids, minutes, now);
    try {
      await setTravel(tx, ids, minutes);
    } catch (error) {
      if (sqlState(error) !== '23P01') throw error;
      throw new HttpError(409, 'zones.travel_conflict', undefined, undefined, undefined, {
        minutes: String(minutes),
      });
    }
  },
  /** Holds going back to the cart are the appointment alone again; bookings cancelled are deleted by bookings. */
  released: async ({ tx, items, keepHolds }) => {
    if (keepHolds || items.length === 0) return;
    await setTravel(
      tx,
      items.map((i) => i.id),
      0,
    );
  },
};
