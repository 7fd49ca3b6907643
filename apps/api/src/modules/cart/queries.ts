import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityChangedIn } from '../booking/index.ts';
import { branches, carts, cartItems, products, reservations } from '../../db/schema.ts';

/**
 * The user's cart id, created when missing, with its row locked until the transaction ends: every write to one
 * customer's cart (add, edit, move, remove, clear) runs one at a time, so two edits of a line cannot both keep
 * their holds.
 */
/**
 * Every cart write starts here: the cart row locked (created on first use). A cart write may add, move or free
 * holds, so the availability answers cached in this process start anew once it commits.
 */
export async function lockCart(tx: Db, userId: number): Promise<number> {
  availabilityChangedIn(tx);
  const [row] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return row!.id;
}

export type CartItemRow = typeof cartItems.$inferSelect;

export async function findItem(tx: Db, cartId: number, itemId: number): Promise<CartItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .limit(1);
  return row;
}

/**
 * The cart's first line matching `same` (a shop product of the same size and branch, a gift card of the same design
 * and amount), to add to instead of writing a second one.
 */
export async function findLineLike(tx: Db, cartId: number, ...same: SQL[]) {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), ...same))
    .orderBy(asc(cartItems.id))
    .limit(1);
  return row;
}

export const findShopLine = (tx: Db, cartId: number, productId: number, branchId: number, size: string) =>
  findLineLike(
    tx,
    cartId,
    eq(cartItems.productId, productId),
    eq(cartItems.branchId, branchId),
    eq(cartItems.size, size),
  );

export type ItemValues = Omit<typeof cartItems.$inferInsert, 'id' | 'cartId' | 'createdAt' | 'updatedAt'>;

/** Inserts the line, or overwrites `itemId`; returns its id. */
export async function saveItem(tx: Db, cartId: number, values: ItemValues, itemId?: number): Promise<number> {
  if (itemId !== undefined) {
    await tx
      .update(cartItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(cartItems.id, itemId));
    return itemId;
  }
  const [row] = await tx
    .insert(cartItems)
    .values({ ...values, cartId })
    .returning({ id: cartItems.id });
  return row!.id;
}

const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** Releases a line's holds (moving or removing it). */
export const releaseHolds = (tx: Db, itemId: number) =>
  tx.delete(reservations).where(and(eq(reservations.cartItemId, itemId), eq(reservations.kind, 'hold')));

/**
 * Deletes dead holds (expired) on these resources that overlap the period, so the exclusion constraint only
 * ever meets live rows. No cron is needed: whatever is dead and in the way goes here.
 */
export const deleteExpiredHolds = (tx: Db, resourceIds: number[], start: Date, end: Date, now: Date) =>
  tx
    .delete(reservations)
    .where(
      and(
        inArray(reservations.resourceId, resourceIds),
        eq(reservations.kind, 'hold'),
        lte(reservations.expiresAt, now),
        sql`${reservations.period} && ${range(start, end)}`,
      ),
    );

/** One hold per resource, in resource id order (a fixed lock order between concurrent multi-visitor holds). */
export const insertHolds = (
  tx: Db,
  itemId: number,
  resourceIds: number[],
  start: Date,
  end: Date,
  expiresAt: Date,
) =>
  tx.insert(reservations).values(
    [...resourceIds]
      .sort((a, b) => a - b)
      .map((resourceId) => ({
        resourceId,
        cartItemId: itemId,
        kind: 'hold',
        period: range(start, end),
        expiresAt,
      })),
  );

/** The user's lines with what the cart shows about them, oldest first. */
export function listLines(db: Db, userId: number) {
  return db
    .select({
      item: cartItems,
      product: {
        type: products.type,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        image: products.image,
        duration: products.duration,
        categoryId: products.categoryId,
      },
      branch: { nameEn: branches.nameEn, nameAr: branches.nameAr },
      /** Epoch ms of the earliest expiry of the line's holds, null when it has none. */
      holdExpiresAt: sql<
        number | null
      >`(select (extract(epoch from min(${reservations.expiresAt})) * 1000)::float8 from ${reservations} where ${reservations.cartItemId} = ${cartItems.id} and ${reservations.kind} = 'hold')`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(branches, eq(branches.id, cartItems.branchId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
}

/** Deletes the user's line (its holds go with it: cascade); false when it is not theirs. */
export async function deleteItem(tx: Db, cartId: number, itemId: number): Promise<boolean> {
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/**
 * Deletes the user's line, or every part of the visit it belongs to (ADR 0063); holds go with them (cascade).
 * False when the line is not theirs.
 */
export async function deleteItemOrVisit(tx: Db, cartId: number, itemId: number): Promise<boolean> {
  const line = await findItem(tx, cartId, itemId);
  if (!line) return false;
  if (line.visitId === null) return deleteItem(tx, cartId, itemId);
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.visitId, line.visitId)));
  return true;
}

export const deleteAllItems = (tx: Db, cartId: number) =>
  tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
