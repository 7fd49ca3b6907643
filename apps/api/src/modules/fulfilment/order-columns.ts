/** What an order keeps of its fulfilment when it is created (ADR 0024): the kind, the address as it was, a ready time. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, type DeliveryAddress } from '../../db/schema.ts';
import { fulfilmentMessages } from '../../i18n/fulfilment-messages.ts';
import type { Fulfilment } from './choose.ts';

async function addressSnapshot(tx: Db, userId: number, addressId: number): Promise<DeliveryAddress | null> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) return null;
  return {
    address_id: row.id,
    title: row.title,
    full_address: row.fullAddress,
    description: row.description,
    building_number: row.buildingNumber,
    street_name: row.streetName,
    neighborhood: row.neighborhood,
    city_name: row.cityName,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function fulfilmentColumns(tx: Db, userId: number, fulfilment: Fulfilment) {
  const address =
    fulfilment.address_id === null ? null : await addressSnapshot(tx, userId, fulfilment.address_id);
  return {
    fulfilment: fulfilment.kind,
    deliveryAddress: address,
    readyAt: fulfilment.ready_at === null ? null : new Date(fulfilment.ready_at),
  };
}

/** A delivery's fee as an order fee line (after the chosen fees, in the pricing's order). */
export const deliveryFeeLine = (fulfilment: Fulfilment) =>
  fulfilment.kind === 'delivery' && fulfilment.applied
    ? [
        {
          id: null,
          address_id: fulfilment.address_id,
          nameEn: fulfilmentMessages.en['delivery.fee_name'],
          nameAr: fulfilmentMessages.ar['delivery.fee_name'],
          price: fulfilment.fee,
        },
      ]
    : [];
