/**
 * The one counter of messages per recipient phone per business day (issue 29 item 6, ADR 0057). Every request that
 * makes us text someone (a gift, the desk's "send the confirmation again", a move, a ticket answer) takes a slot in
 * its own transaction, so a request that fails gives its slot back; the messaging seam may ask `slotsLeft`.
 * Exact under concurrency: one conditional upsert per request, which the row's lock serialises.
 */
import { messageRules, type CappedMessageKind } from '@hajz/contracts/message-rules';
import { and, desc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/retry.ts';
import { messageCaps } from '../../db/schema.ts';
import { addDays, localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';

/** The 429 for a recipient at the cap: `Retry-After` is the time left until the business's next midnight. */
export class MessageCapReached extends HttpError {
  constructor(
    readonly mobile: string,
    readonly day: string,
    readonly kind: CappedMessageKind,
    retryAfterSeconds: number,
  ) {
    super(429, 'messages.cap_reached', undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

async function businessDay(db: Db, now: Date) {
  const { timezone } = await loadBusiness(db);
  const day = localDate(now.getTime(), timezone);
  const nextMidnight = zonedInstant(addDays(day, 1), 0, timezone);
  return { day, retryAfter: Math.max(1, Math.ceil((nextMidnight - now.getTime()) / 1000)) };
}

/**
 * Takes one of today's slots for a message to `mobile` (international digits, e.g. 9665…), or throws
 * `MessageCapReached` (429) when the day's are all taken. Call it inside the transaction of the action that will
 * send the message.
 */
export async function takeMessageSlot(
  tx: Db,
  input: { mobile: string; kind: CappedMessageKind; now: Date },
): Promise<void> {
  const { day, retryAfter } = await businessDay(tx, input.now);
  const taken = rowsOf<{ sent: number }>(
    await tx.execute(sql`
      insert into ${messageCaps} (mobile, day, sent) values (${input.mobile}, ${day}, 1)
      on conflict (mobile, day) do update set sent = ${messageCaps}.sent + 1
        where ${messageCaps}.sent < ${messageRules.perRecipientPerDay}
      returning sent`),
  );
  if (taken.length === 0) throw new MessageCapReached(input.mobile, day, input.kind, retryAfter);
}

/** How many more messages `mobile` may be sent today (for a sender that checks rather than refuses). */
export async function slotsLeft(db: Db, mobile: string, now: Date): Promise<number> {
  const { day } = await businessDay(db, now);
  const [row] = await db
    .select({ sent: messageCaps.sent })
    .from(messageCaps)
    .where(and(eq(messageCaps.mobile, mobile), eq(messageCaps.day, day)));
  return Math.max(0, messageRules.perRecipientPerDay - (row?.sent ?? 0));
}

/** A refused request, counted for the owner once its transaction has rolled back (the plugin's onError hook). */
export async function recordRefusal(db: Db, refusal: MessageCapReached, now: Date): Promise<void> {
  await db
    .insert(messageCaps)
    .values({
      mobile: refusal.mobile,
      day: refusal.day,
      sent: messageRules.perRecipientPerDay,
      refused: 1,
      lastRefusedKind: refusal.kind,
      lastRefusedAt: now,
    })
    .onConflictDoUpdate({
      target: [messageCaps.mobile, messageCaps.day],
      set: {
        refused: sql`${messageCaps.refused} + 1`,
        lastRefusedKind: refusal.kind,
        lastRefusedAt: now,
      },
    });
}

/** The numbers that reached the cap on business dates `from`..`to`, most refused first (the owner's report). */
export async function cappedRecipients(db: Db, from: string, to: string) {
  const rows = await db
    .select()
    .from(messageCaps)
    .where(
      and(
        gte(messageCaps.day, from),
        sql`${messageCaps.day} <= ${to}`,
        or(gt(messageCaps.refused, 0), gte(messageCaps.sent, messageRules.perRecipientPerDay)),
      ),
    )
    .orderBy(desc(messageCaps.day), desc(messageCaps.refused), messageCaps.mobile)
    .limit(200);
  return rows.map((r) => ({
    mobile: r.mobile,
    date: r.day,
    sent: r.sent,
    refused: r.refused,
    last_refused_kind: (r.lastRefusedKind as CappedMessageKind | null) ?? null,
    last_refused_at: r.lastRefusedAt?.toISOString() ?? null,
  }));
}
