/**
 * The one way a trip to a customer's address is priced (ADR 0023/0024), for a home visit and for a delivery alike:
 * the address must be the customer's own, inside a zone of every branch the trip starts from, and the items must
 * reach the zone's minimum; the outcome says the zone's terms, or why not, in the customer's language.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { format, type MessageKey } from '../../i18n/messages.ts';
import {
  belowMinimum,
  ownAddressPoint,
  termsMessage,
  zonesAt,
  zoneTerms,
  type AddressSummary,
  type ZoneTerms,
} from './zones.ts';

export type TripOutcome = {
  address_id: number | null;
  applied: boolean;
  /** Why not; null when applied. */
  reason: MessageKey | null;
  values: Record<string, string>;
  /** What the customer reads: the zone's terms when applied, else why not. */
  message: string;
  zone: ZoneTerms | null;
  /** The chosen address as the customer named it (null: none, or not theirs). */
  address: AddressSummary | null;
};

/** The texts of one kind of trip: what to say without an address, outside every zone, below the minimum, applied. */
export type TripTexts = {
  required: MessageKey;
  outside: MessageKey;
  belowMinimum: MessageKey;
  applied: MessageKey;
};

export type TripInput = {
  userId: number;
  locale: Locale;
  addressId: number | null;
  branchIds: number[];
  /** What the items cost, VAT included (the zone's minimum and free-above compare with it). */
  itemsTotal: number;
};

export async function priceTrip(db: Db, input: TripInput, texts: TripTexts): Promise<TripOutcome> {
  const { locale, addressId } = input;
  const refused = (
    reason: MessageKey,
    address: AddressSummary | null = null,
    zone: ZoneTerms | null = null,
    values: Record<string, string> = {},
  ): TripOutcome => ({
    address_id: addressId,
    applied: false,
    reason,
    values,
    message: format(locale, reason, values),
    zone,
    address,
  });
  if (addressId === null) return refused(texts.required);
  const point = await ownAddressPoint(db, input.userId, addressId);
  if (!point) return refused('zones.address_unknown');
  const address = { title: point.title, full_address: point.full_address };
  const zones = await zonesAt(db, input.branchIds, point);
  if (!zones) return refused(texts.outside, address);
  const zone = zoneTerms(zones, locale, input.itemsTotal);
  if (input.itemsTotal < zone.min_order)
    return refused(texts.belowMinimum, address, zone, belowMinimum(zone));
  return {
    address_id: addressId,
    applied: true,
    reason: null,
    values: {},
    message: termsMessage(locale, texts.applied, zone),
    zone,
    address,
  };
}
