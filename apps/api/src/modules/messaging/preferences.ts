/**
 * A customer's message choices (issue 29 item 5, ADR 0056): the channel for booking messages (WhatsApp or SMS) and
 * marketing (off after STOP on either channel). Each change is also a record — what, where from, when — never
 * overwritten (messaging_consents).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagingConsents, users } from '../../db/schema.ts';

export type ConsentSource = 'signup' | 'profile' | 'whatsapp_stop' | 'whatsapp_reply' | 'sms_reply';

/** A STOP from this number: its account (if any) gets no more marketing; the record is kept either way. */
export async function stopMarketing(db: Db, mobile: string, source: ConsentSource): Promise<void> {
  await setMarketingByNumber(db, mobile, false, source);
}

async function setMarketingByNumber(db: Db, mobile: string, marketing: boolean, source: ConsentSource) {
  const [user] = await db
    .update(users)
    .set({ marketingMessages: marketing })
    .where(and(eq(users.mobileNumber, mobile), isNull(users.deletedAt)))
    .returning({ id: users.id });
  await db
    .insert(messagingConsents)
    .values({ userId: user?.id ?? null, mobile, marketing: marketing ? 'in' : 'out', source });
}

/**
 * What a customer types to stop offers, or to take them again, in both languages (Meta's opt-out guidance, the
 * operators' STOP keyword; PDPL). Compared after folding case, Arabic letter forms (إ أ آ → ا, ة → ه, ى → ي),
 * tatweel, diacritics and every space: " Stop ", "STOP", "إيقاف" and "ايقاف" are one word.
 */
const stopWords = ['stop', 'stopall', 'unsubscribe', 'optout', 'ايقاف', 'توقف', 'الغاءالاشتراك'];
const startWords = ['start', 'subscribe', 'unstop', 'اشتراك', 'ابدا', 'تفعيل'];

export function foldWord(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[\s\p{P}]/gu, '');
}

export type ConsentWord = 'stop' | 'start';

/** STOP, START (either language) or nothing: the whole message must be the word. */
export function consentWord(text: string): ConsentWord | null {
  const word = foldWord(text);
  if (stopWords.includes(word)) return 'stop';
  if (startWords.includes(word)) return 'start';
  return null;
}

/**
 * Acts on a STOP or START texted from `mobile` (WhatsApp or SMS, ADR 0056 and 0065): STOP turns marketing off on
 * every channel, START back on; each is recorded with its source and time. Answers which, or null for other text.
 * Booking messages are service messages: neither word changes them.
 */
export async function applyConsentWord(
  db: Db,
  mobile: string,
  text: string,
  channel: 'whatsapp' | 'sms',
): Promise<ConsentWord | null> {
  const word = consentWord(text);
  if (word === null) return null;
  const source: ConsentSource =
    channel === 'sms' ? 'sms_reply' : word === 'stop' ? 'whatsapp_stop' : 'whatsapp_reply';
  await setMarketingByNumber(db, mobile, word === 'start', source);
  return word;
}

/** The profile's choices (or the sign-up's box, `source` 'signup'); recorded only when they change. */
export async function setMessagePreferences(
  db: Db,
  userId: number,
  choice: { channel?: 'whatsapp' | 'sms'; marketing?: boolean },
  source: Extract<ConsentSource, 'profile' | 'signup'> = 'profile',
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
    source,
  });
}
