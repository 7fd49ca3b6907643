/** Browsers' push subscriptions: saved per customer, at most a few per customer, forgotten when gone. */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@hajz/contracts/push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/** A customer with more browsers than this loses the oldest subscription. */
export const maxSubscriptionsPerUser = 10;

/** Saves (or moves to this customer: one browser, another account) the subscription of an endpoint. */
export async function saveSubscription(db: Db, userId: number, body: PushSubscriptionBody): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth },
    });
  const keep = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(maxSubscriptionsPerUser);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        keep.map((k) => k.id),
      ),
    ),
  );
}

/** Only the customer's own subscription is removed; returns whether there was one. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export const subscriptionsOf = (db: Db, userId: number) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

export const forgetEndpoint = (db: Db, endpoint: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
