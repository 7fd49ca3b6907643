/**
 * Saved addresses (spec §2–§7, issue 14). Every write locks the customer's row first, so concurrent writes of one
 * customer run one after another and "one preferred address" holds (the partial unique index is the last word).
 * The first address becomes the preferred one; deleting the preferred one passes it to the newest left.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { maxAddressesPerCustomer, type Address, type AddressBody } from '@hajz/contracts/addresses';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';

type Row = typeof addresses.$inferSelect;

export const toAddress = (row: Row): Address => ({
  id: row.id,
  title: row.title,
  full_address: row.fullAddress,
  description: row.description,
  building_number: row.buildingNumber,
  street_name: row.streetName,
  city_name: row.cityName,
  neighborhood: row.neighborhood,
  latitude: row.latitude,
  longitude: row.longitude,
  is_preferred: row.isPreferred ? 1 : 0,
});

const values = (body: AddressBody) => ({
  title: body.title,
  fullAddress: body.full_address,
  description: body.description,
  buildingNumber: body.building_number,
  streetName: body.street_name,
  cityName: body.city_name,
  neighborhood: body.neighborhood,
  latitude: body.latitude,
  longitude: body.longitude,
});

/** Spec §2: preferred first, then newest. */
export const listAddresses = async (db: Db, userId: number) =>
  (
    await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isPreferred), desc(addresses.id))
  ).map(toAddress);

const lockCustomer = (tx: Db, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

const samePlace = (userId: number, body: AddressBody) =>
  and(
    eq(addresses.userId, userId),
    sql`lower(btrim(${addresses.fullAddress})) = lower(btrim(${body.full_address}))`,
    sql`round(${addresses.latitude}::numeric, 6) = round(${body.latitude}::numeric, 6)`,
    sql`round(${addresses.longitude}::numeric, 6) = round(${body.longitude}::numeric, 6)`,
  );

async function makePreferred(tx: Db, userId: number, id: number) {
  await tx
    .update(addresses)
    .set({ isPreferred: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.isPreferred, true), ne(addresses.id, id)));
  await tx
    .update(addresses)
    .set({ isPreferred: true, updatedAt: sql`now()` })
    .where(eq(addresses.id, id));
}

/** Spec §5: the same place saved again answers the saved address (`created: false`), preferred if asked. */
export async function createAddress(db: Db, userId: number, body: AddressBody) {
  return transaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    const [existing] = await tx.select().from(addresses).where(samePlace(userId, body));
    if (existing) {
      if (body.is_preferred && !existing.isPreferred) await makePreferred(tx, userId, existing.id);
      const [row] = await tx.select().from(addresses).where(eq(addresses.id, existing.id));
      return { address: toAddress(row!), created: false };
    }
    const [{ n }] = (await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))) as [
      { n: number },
    ];
    if (n >= maxAddressesPerCustomer) throw new HttpError(422, 'addresses.too_many');
    const [row] = await tx
      .insert(addresses)
      .values({ ...values(body), userId })
      .returning();
    if (body.is_preferred || n === 0) await makePreferred(tx, userId, row!.id);
    const [saved] = await tx.select().from(addresses).where(eq(addresses.id, row!.id));
    return { address: toAddress(saved!), created: true };
  });
}

async function ownRow(tx: Db, userId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound('addresses.not_found');
  return row;
}

/** Spec §7 PUT addresses/{id}: the same fields; editing it into another saved place is a 409. */
export async function updateAddress(db: Db, userId: number, id: number, body: AddressBody): Promise<Address> {
  return transaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    const current = await ownRow(tx, userId, id);
    const [twin] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(samePlace(userId, body), ne(addresses.id, id)));
    if (twin) throw new HttpError(409, 'addresses.duplicate');
    await tx
      .update(addresses)
      .set({ ...values(body), updatedAt: sql`now()` })
      .where(eq(addresses.id, id));
    // Unticking the preferred address keeps it preferred: there is always one while any exists.
    if (body.is_preferred && !current.isPreferred) await makePreferred(tx, userId, id);
    return toAddress(await ownRow(tx, userId, id));
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    const row = await ownRow(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!row.isPreferred) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (newest) await makePreferred(tx, userId, newest.id);
  });
}
