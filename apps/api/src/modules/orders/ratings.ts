/** Spec §6 rate and view rating: stars (1–5) and an optional comment, once per completed order. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRatings } from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { findVisibleOrder } from './history-queries.ts';

export type RatingView = { rating: number; comment: string | null; created_at: string };

const view = (row: typeof orderRatings.$inferSelect): RatingView => ({
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/** 422 before completion; 409 when rated already (the unique index decides a double submit, not a read). */
export async function rateOrder(
  db: Db,
  userId: number,
  orderId: number,
  input: { rating: number; comment?: string },
): Promise<RatingView> {
  const order = await findVisibleOrder(db, userId, orderId);
  if (!order) throw notFound('orders.not_found');
  if (order.status !== 'completed') throw new HttpError(422, 'orders.rate_not_completed');
  const [row] = await db
    .insert(orderRatings)
    .values({ orderId, userId, rating: input.rating, comment: input.comment || null })
    .onConflictDoNothing({ target: orderRatings.orderId })
    .returning();
  if (!row) throw new HttpError(409, 'orders.already_rated');
  return view(row);
}

export async function getRating(db: Db, userId: number, orderId: number): Promise<RatingView> {
  if (!(await findVisibleOrder(db, userId, orderId))) throw notFound('orders.not_found');
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
  if (!row) throw notFound('orders.rating_not_found');
  return view(row);
}
