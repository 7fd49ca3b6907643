/**
 * A customer's message choices (issue 29 item 5, ADR 0056): the channel for booking messages (WhatsApp or SMS) and
 * marketing (off after STOP on either channel). Each change is also a record — what, where from, when — never
 * overwritten (messaging_consents).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagingConsents, users } from '../../db/schema.ts';

export type ConsentSource = 'profile' | 'whatsapp_stop' | 'sms_stop';

/** A STOP from this number: its account (if any) gets no more marketing; the record is kept either way. */
export async function stopMarketing(db: Db, mobile: string, source: ConsentSource): Promise<void> {
  const [user] = await db
    .update(users)
    .set({ marketingMessages: false })
    .where(and(eq(users.mobileNumber, mobile), isNull(users.deletedAt)))
    .returning({ id: users.id });
  await db.insert(messagingConsents).values({ userId: user?.id ?? null, mobile, marketing: 'out', source });
}

/** The profile's choices; recorded only when they change. */
export async function setMessagePreferences(
  db: Db,
  userId: number,
  choice: { channel?: 'whatsapp' | 'sms'; marketing?: boolean },
): Promise<void> {
  const [current] = await db
    .select({ channel: users.messageChannel, marketing: users.marketingMessages, mobile: users.mobileNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) return;
  const channel = choice.channel !== undefined && choice.channel !== current.channel ? choice.channel : null;
  const marketing =
    choice.marketing !== undefined && choice.marketing !== current.marketing ? choice.marketing : null;
  if (channel === null && marketing === null) return;
  await db
    .update(users)
    .set({
      ...(channel === null ? {} : { messageChannel: channel }),
      ...(marketing === null ? {} : { marketingMessages: marketing }),
    })
    .where(eq(users.id, userId));
  await db.insert(messagingConsents).values({
    userId,
    mobile: current.mobile,
    channel,
    marketing: marketing === null ? null : marketing ? 'in' : 'out',
    source: 'profile',
  });
}
