/**
 * A fee that needs an address (a home visit, `requires_address`) is priced by the zone the chosen address falls in
 * (ADR 0023): the fee's own price plus the zone's trip fee (waived from the zone's free-above), refused below the
 * zone's minimum order or outside every zone of the branches being visited. The cart shows why; the order refuses
 * anything not applied.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import type { serviceFees } from '../../db/schema.ts';
import { priceTrip, type TripOutcome } from './trip.ts';

type FeeRow = typeof serviceFees.$inferSelect;

export type AddressFeeOutcome = TripOutcome & {
  id: number;
  /** The fee's price plus the trip (VAT included), when applied. */
  price: number;
};

export type AddressFeeInput = {
  userId: number;
  locale: Locale;
  row: FeeRow;
  addressId: number | null;
  /** The branches whose staff would travel (those of the cart's services). */
  branchIds: number[];
  /** What the items cost, VAT included. */
  itemsTotal: number;
};

const homeVisitTexts = {
  required: 'zones.address_required',
  outside: 'zones.outside',
  belowMinimum: 'zones.below_minimum',
  applied: 'zones.applied',
} as const;

export async function priceAddressFee(db: Db, input: AddressFeeInput): Promise<AddressFeeOutcome> {
  const trip = await priceTrip(db, input, homeVisitTexts);
  return { ...trip, id: input.row.id, price: trip.applied ? input.row.price + trip.zone!.fee : 0 };
}
