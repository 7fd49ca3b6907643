/**
 * Which of a branch's zones an address falls in, and what the trip costs there (ADR 0023). Read-only: pricing asks
 * it for the cart and, under the order's transaction, for the order; the home-visits participant for travel time.
 */
import { distanceMetres, insideRing } from '@hajz/contracts/geo';
import { formatAmount } from '@hajz/contracts/money';
import type { Locale } from '@hajz/contracts/locale';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, serviceZones } from '../../db/schema.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import { localized } from '../../lib/localized.ts';

export type ZoneRow = typeof serviceZones.$inferSelect;
type Point = { latitude: number; longitude: number };

export function zoneContains(zone: ZoneRow, point: Point): boolean {
  if (zone.kind === 'polygon') return insideRing(point.latitude, point.longitude, zone.polygon ?? []);
  const centre = { latitude: zone.centreLatitude ?? 0, longitude: zone.centreLongitude ?? 0 };
  return distanceMetres(centre, point) <= (zone.radiusMetres ?? 0);
}

/** The active zones of these branches, in the order that decides overlaps (sort, then id). */
export const zonesOf = (db: Db, branchIds: number[]) =>
  branchIds.length === 0
    ? Promise.resolve([] as ZoneRow[])
    : db
        .select()
        .from(serviceZones)
        .where(and(inArray(serviceZones.branchId, branchIds), eq(serviceZones.active, true)))
        .orderBy(asc(serviceZones.sort), asc(serviceZones.id));

/** The first zone of the branch that holds the point, or null: the branch does not go there. */
export const zoneFor = (zones: ZoneRow[], branchId: number, point: Point) =>
  zones.find((z) => z.branchId === branchId && zoneContains(z, point)) ?? null;

/** The customer's own saved address (another customer's id reads as none, like everywhere else). */
export type AddressSummary = { title: string; full_address: string };
export async function ownAddressPoint(db: Db, userId: number, addressId: number) {
  const [row] = await db
    .select({
      id: addresses.id,
      title: addresses.title,
      full_address: addresses.fullAddress,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row ?? null;
}

/** The trip's price for items worth `itemsTotal` (VAT included): nothing once they reach the zone's free-above. */
export const tripFee = (zone: ZoneRow, itemsTotal: number) =>
  zone.freeAbove !== null && itemsTotal >= zone.freeAbove ? 0 : zone.fee;

/** The zone of each branch holding the point, or null when one of them does not go there. */
export async function zonesAt(db: Db, branchIds: number[], point: Point): Promise<ZoneRow[] | null> {
  const all = await zonesOf(db, branchIds);
  const found = branchIds.map((branchId) => zoneFor(all, branchId, point));
  return found.length === 0 || found.some((z) => z === null) ? null : (found as ZoneRow[]);
}

export type ZoneTerms = {
  name: string;
  /** The trip for these items (0 from free-above). */
  fee: number;
  min_order: number;
  free_above: number | null;
  travel_minutes: number;
};

/** What the customer is told before paying: one trip per branch, the strictest minimum, the highest threshold. */
export const zoneTerms = (zones: ZoneRow[], locale: Locale, itemsTotal: number): ZoneTerms => ({
  name: zones.map((z) => localized(z, 'name', locale)).join(' + '),
  fee: zones.reduce((n, z) => n + tripFee(z, itemsTotal), 0),
  min_order: Math.max(...zones.map((z) => z.minOrder)),
  free_above: zones.every((z) => z.freeAbove !== null) ? Math.max(...zones.map((z) => z.freeAbove!)) : null,
  travel_minutes: Math.max(...zones.map((z) => z.travelMinutes)),
});

/** "{zone}: travel / delivery {fee} SAR, free from … Minimum order …" in the customer's language. */
export function termsMessage(locale: Locale, key: MessageKey, terms: ZoneTerms): string {
  const free =
    terms.free_above === null
      ? ''
      : format(locale, 'zones.applied_free', { amount: formatAmount(terms.free_above) });
  return format(locale, key, {
    zone: terms.name,
    fee: formatAmount(terms.fee),
    free,
    minimum: formatAmount(terms.min_order),
  });
}

/** Below the zone's minimum: the reason with its values (the order's refusal says them too). */
export const belowMinimum = (terms: ZoneTerms) => ({
  zone: terms.name,
  amount: formatAmount(terms.min_order),
});
