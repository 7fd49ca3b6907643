/**
 * How this cart's order would reach the customer (ADR 0024), decided on the server in the pricing pass: bookings at
 * the branch or at home (a home-visit fee applied), products delivered (to a saved address inside a zone of their
 * branch: the zone's fee, free-above and minimum), picked up (ready after the business's preparation time) or, for
 * food, eaten in. A cart with services takes its products along to the appointment.
 */
import type { BusinessType, DeliveryMethod } from '@hajz/contracts/app-settings';
import { businessFulfilments, type FulfilmentKind } from '@hajz/contracts/fulfilment';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { priceTrip, type TripOutcome } from '../zones/index.ts';
import type { AddressSummary } from '../zones/index.ts';

export type FulfilmentInput = {
  userId: number;
  locale: Locale;
  businessType: BusinessType;
  deliveryMethod: DeliveryMethod;
  /** The address a delivery goes to (`delivery_address_id`), or null. */
  addressId: number | null;
  /** The home visit's address, when a home-visit fee is applied. */
  homeVisit: { address_id: number | null; address: AddressSummary | null } | null;
  lines: { type: string; branchId: number | null; gross: number }[];
  prepMinutes: number;
  now: Date;
};

export type Fulfilment = TripOutcome & {
  kind: FulfilmentKind;
  /** The kinds this cart may choose between (empty: nothing to choose). */
  available: FulfilmentKind[];
  /** The delivery fee (VAT included), 0 unless a delivery is applied. */
  fee: number;
  ready_at: string | null;
};

const productKinds = (type: BusinessType): FulfilmentKind[] =>
  (businessFulfilments[type] as readonly FulfilmentKind[]).filter(
    (k) => k !== 'at_branch' && k !== 'home_visit',
  );

const deliveryTexts = {
  required: 'delivery.address_required',
  outside: 'delivery.outside',
  belowMinimum: 'delivery.below_minimum',
  applied: 'delivery.applied',
} as const;

const asked = (method: DeliveryMethod): FulfilmentKind =>
  method === 'delivery' || method === 'dine_in' ? method : 'pickup';

export async function chooseFulfilment(db: Db, input: FulfilmentInput): Promise<Fulfilment> {
  const { locale } = input;
  const base = {
    address_id: null,
    applied: true,
    reason: null,
    values: {},
    message: '',
    zone: null,
    address: null,
    fee: 0,
    ready_at: null,
  };
  if (input.lines.some((l) => l.type === 'service')) {
    const visit = input.homeVisit;
    if (!visit) return { ...base, kind: 'at_branch', available: [] };
    return {
      ...base,
      kind: 'home_visit',
      available: [],
      address_id: visit.address_id,
      address: visit.address,
    };
  }
  const products = input.lines.filter((l) => l.type === 'product');
  if (products.length === 0) return { ...base, kind: 'at_branch', available: [] };
  const available = productKinds(input.businessType);
  const wanted = asked(input.deliveryMethod);
  const kind = available.includes(wanted) ? wanted : 'pickup';
  if (kind === 'pickup') {
    const readyAt = new Date(input.now.getTime() + input.prepMinutes * 60_000).toISOString();
    return { ...base, kind, available, ready_at: readyAt };
  }
  if (kind === 'dine_in') return { ...base, kind, available };

  const branchIds = [...new Set(products.flatMap((l) => (l.branchId === null ? [] : [l.branchId])))];
  const itemsTotal = input.lines.reduce((n, l) => n + l.gross, 0);
  const trip = await priceTrip(
    db,
    { userId: input.userId, locale, addressId: input.addressId, branchIds, itemsTotal },
    deliveryTexts,
  );
  return { ...base, kind, available, ...trip, fee: trip.applied ? trip.zone!.fee : 0 };
}
