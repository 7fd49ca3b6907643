/** Writing a notification: what outbox consumers call. Idempotent per event and kind (a redelivery adds nothing). */
import type { NotificationKind, NotificationParams } from '@hajz/contracts/notification-kinds';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { Publish } from '../../outbox/outbox.ts';

export type NewNotification<K extends NotificationKind = NotificationKind> = {
  userId: number;
  kind: K;
  params: NotificationParams[K];
  locale: 'en' | 'ar';
  orderId?: number | null;
  /** The outbox event it comes from; with the kind, its idempotency key. */
  eventId: number | null;
};

/** Returns true when it was written, false when this event already wrote it. */
export async function recordNotification<K extends NotificationKind>(
  db: Db,
  input: NewNotification<K>,
): Promise<boolean> {
  return (await insertNotification(db, input)) !== null;
}

/** The new row's id, or null when this event already wrote it. */
export async function insertNotification<K extends NotificationKind>(
  db: Db,
  input: NewNotification<K>,
): Promise<number | null> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      params: input.params as Record<string, string | number | null>,
      locale: input.locale,
      orderId: input.orderId ?? null,
      eventId: input.eventId,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows[0]?.id ?? null;
}

/**
 * Writes it once per event and hands it on to the other channels (`notification.created`: web push) in the same
 * transaction. True when it was written now.
 */
export const recordAndPublish = <K extends NotificationKind>(
  db: Db,
  publish: Publish,
  input: NewNotification<K>,
) =>
  transaction(db, async (tx) => {
    const id = await insertNotification(tx, input);
    if (id !== null)
      await publish(tx, 'notification.created', { notification_id: id, user_id: input.userId });
    return id !== null;
  });
