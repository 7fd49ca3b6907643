/**
 * The SMS fallback (ADR 0056): a WhatsApp message with a `failed` status, or without `delivered` within the business's
 * minutes (`whatsapp_fallback_minutes`), is marked due once (`fallback_due_at`) and its `message.fallback_due` event
 * written in the same transaction; the `message-fallback` consumer sends the SMS copy (once: its key).
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { Consumer, Publish } from '../../outbox/outbox.ts';
import { loadBusiness } from '../settings/index.ts';
import type { Messenger } from './messenger.ts';

/** The periodic job: WhatsApp messages sent and not delivered within the business's minutes. Returns how many. */
export async function dueFallbacks(db: Db, publish: Publish, now: Date): Promise<number> {
  const { whatsappFallbackMinutes } = await loadBusiness(db);
  const before = new Date(now.getTime() - whatsappFallbackMinutes * 60_000);
  return transaction(db, async (tx) => {
    const due = await tx
      .update(messages)
      .set({ fallbackDueAt: now })
      .where(
        and(
          eq(messages.channel, 'whatsapp'),
          eq(messages.status, 'sent'),
          isNull(messages.fallbackDueAt),
          lt(messages.sentAt, before),
        ),
      )
      .returning({ id: messages.id });
    for (const { id } of due) await publish(tx, 'message.fallback_due', { message_id: id });
    return due.length;
  });
}

/** A `failed` status (webhook): in the caller's transaction, the fallback is asked for once. */
export async function failedStatus(tx: Db, publish: Publish, messageId: number, error: string, now: Date) {
  const [row] = await tx
    .update(messages)
    .set({
      status: 'failed',
      error,
      costHalalas: 0,
      fallbackDueAt: sql`coalesce(${messages.fallbackDueAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(messages.id, messageId), isNull(messages.fallbackDueAt)))
    .returning({ id: messages.id });
  if (row) await publish(tx, 'message.fallback_due', { message_id: messageId });
}

export const fallbackConsumer = (messenger: Messenger): Consumer => ({
  name: 'message-fallback',
  events: ['message.fallback_due'],
  handle: (event) => messenger.fallBack(Number(event.payload.message_id)),
});
