/**
 * What Meta posts to our WhatsApp webhook (the `messages` field; developers.facebook.com/documentation/
 * business-messaging/whatsapp/webhooks/reference/messages): `statuses` of our messages (sent, delivered, read,
 * failed — not always in order) and `messages` customers send us: a tapped quick reply (`type: 'button'`, with the
 * payload we set) or a typed text (STOP). Each reply is acted on once (message_replies, unique by Meta's id), and only
 * from the booking's own number.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import { formatAmount } from '@hajz/contracts/money';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { messageReplies, messages, orders, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { format } from '../../i18n/messages.ts';
import { hoursText } from '../../lib/hours-text.ts';
import { bookingLink, cartLink } from '../../lib/customer-links.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { loadBusiness } from '../settings/index.ts';
import { failedStatus } from './fallback.ts';
import { parsePayload } from './intents.ts';
import type { Messenger } from './messenger.ts';
import { applyConsentWord, type ConsentWord } from './preferences.ts';

const status = z.looseObject({
  id: z.string(),
  status: z.string(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
const incoming = z.looseObject({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  button: z.looseObject({ payload: z.string(), text: z.string().optional() }).optional(),
  interactive: z.looseObject({ button_reply: z.looseObject({ id: z.string() }).optional() }).optional(),
  text: z.looseObject({ body: z.string() }).optional(),
});
export const webhookPayload = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      changes: z.array(
        z.looseObject({
          field: z.string().optional(),
          value: z.looseObject({
            statuses: z.array(status).optional(),
            messages: z.array(incoming).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

export type CancelOutcome =
  | { kind: 'cancelled' | 'already_cancelled' | 'not_allowed' }
  | { kind: 'too_late'; windowHours: number }
  /** Cancelled inside the window: the deposit (halalas) is kept (issue 28), the rest paid goes back. */
  | { kind: 'cancelled_deposit_kept'; deposit: number; windowHours: number };

/** What a reply can do, handed in by the app (the modules that own the rules; messaging imports none of them). */
export type ReplyActions = {
  /** Cancels by the app's own rules (orders: policy, refund, credit note). */
  cancelBooking: (userId: number, orderId: number) => Promise<CancelOutcome>;
  /**
   * Accepts the waitlist entry's offer for this number (waitlist: the held time into the owner's cart, ADR 0059);
   * `unavailable` for another number or an offer no longer standing, with the owner's language when known.
   */
  acceptWaitlistOffer: (
    entryId: number,
    mobile: string,
  ) => Promise<{ kind: 'accepted'; locale: Locale } | { kind: 'unavailable'; locale?: Locale }>;
};

export type WebhookDeps = {
  db: Db;
  publish: Publish;
  messenger: Messenger;
  origin: string;
  actions: ReplyActions;
};

const rank: Record<string, number> = { sending: 0, sent: 1, delivered: 2, read: 3 };

export async function handleWebhook(deps: WebhookDeps, payload: WebhookPayload, now = new Date()) {
  let statuses = 0;
  let replies = 0;
  for (const entry of payload.entry)
    for (const change of entry.changes) {
      for (const s of change.value.statuses ?? []) statuses += await recordStatus(deps, s, now);
      for (const m of change.value.messages ?? []) replies += await actOnReply(deps, m);
    }
  return { statuses, replies };
}

async function recordStatus(deps: WebhookDeps, s: z.infer<typeof status>, now: Date): Promise<number> {
  return transaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.providerMessageId, s.id), eq(messages.channel, 'whatsapp')))
      .for('update');
    if (!row) return 0;
    if (s.status === 'failed') {
      if (row.status === 'delivered' || row.status === 'read') return 0;
      const error = s.errors?.map((e) => `${e.code ?? ''} ${e.title ?? ''}`.trim()).join('; ') || 'failed';
      await failedStatus(tx, deps.publish, row.id, error.slice(0, 300), now);
      return 1;
    }
    const next = rank[s.status];
    // A later delivery beats an earlier failure (another of the customer's devices took it).
    if (next === undefined || (row.status !== 'failed' && (rank[row.status] ?? 0) >= next)) return 0;
    await tx
      .update(messages)
      .set({ status: s.status, deliveredAt: next >= 2 ? (row.deliveredAt ?? now) : row.deliveredAt })
      .where(eq(messages.id, row.id));
    return 1;
  });
}

async function actOnReply(deps: WebhookDeps, m: z.infer<typeof incoming>): Promise<number> {
  const payload = m.button?.payload ?? m.interactive?.button_reply?.id ?? m.text?.body ?? '';
  const [claimed] = await deps.db
    .insert(messageReplies)
    .values({ providerMessageId: m.id, from: m.from, payload: payload.slice(0, 200) })
    .onConflictDoNothing({ target: messageReplies.providerMessageId })
    .returning({ id: messageReplies.id });
  // Delivered again: it was acted on the first time.
  if (!claimed) return 0;
  let outcome: string;
  try {
    outcome = await decide(deps, m.from, m.type === 'text' ? null : payload, m.text?.body ?? '');
  } catch (error) {
    // Not acted on (a busy database): the claim goes, so Meta's next delivery of it acts.
    await deps.db.delete(messageReplies).where(eq(messageReplies.id, claimed.id));
    throw error;
  }
  await deps.db.update(messageReplies).set({ outcome }).where(eq(messageReplies.id, claimed.id));
  return 1;
}

async function decide(
  deps: WebhookDeps,
  from: string,
  payload: string | null,
  text: string,
): Promise<string> {
  const business = await loadBusiness(deps.db);
  if (payload === null) {
    const word = await applyConsentWord(deps.db, from, text, 'whatsapp');
    if (word === null) return 'ignored';
    await deps.messenger.answer(from, consentAnswer(word, text, business));
    return word === 'stop' ? 'stopped' : 'started';
  }
  const parsed = parsePayload(payload);
  if (!parsed) return 'ignored';
  if (parsed.action === 'take') {
    // The button names the waitlist entry; only its owner's number takes it, into their cart.
    const result = await deps.actions.acceptWaitlistOffer(parsed.target, from);
    const locale = result.locale ?? 'ar';
    await deps.messenger.answer(
      from,
      result.kind === 'accepted'
        ? format(locale, 'messaging.reply_taken', { link: cartLink(deps.origin, locale) })
        : format(locale, 'messaging.reply_unavailable', {}),
    );
    return `take_${result.kind}`;
  }
  const [order] = await deps.db
    .select({ id: orders.id, number: orders.orderNumber, locale: orders.locale, userId: orders.userId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, parsed.target), eq(users.mobileNumber, from), isNull(users.deletedAt)));
  // Another number's booking (or none): nothing changes, and nothing tells the sender whether it exists.
  if (!order?.userId) return 'wrong_number';
  const locale = order.locale === 'ar' ? 'ar' : 'en';
  const values = { number: order.number, link: bookingLink(deps.origin, locale, order.id) };
  if (parsed.action === 'reschedule') {
    await deps.messenger.answer(from, format(locale, 'messaging.reply_reschedule', values));
    return 'reschedule_link';
  }
  const result = await deps.actions.cancelBooking(order.userId, order.id);
  await deps.messenger.answer(from, cancelAnswer(locale, result, values));
  return result.kind;
}

/** What a Cancel tap is answered: what happened, with the hours of the window and a deposit kept where they apply. */
function cancelAnswer(locale: Locale, result: CancelOutcome, values: { number: string; link: string }) {
  switch (result.kind) {
    case 'too_late':
      return format(locale, 'messaging.reply_too_late', {
        ...values,
        hours: hoursText(locale, result.windowHours),
      });
    case 'cancelled_deposit_kept':
      return format(locale, 'messaging.reply_cancelled_deposit_kept', {
        ...values,
        amount: formatAmount(result.deposit),
        hours: hoursText(locale, result.windowHours),
      });
    default:
      return format(locale, `messaging.reply_${result.kind}`, values);
  }
}

/** The answer to a STOP or START, in the language it was typed in (Arabic letters: Arabic). */
export function consentAnswer(
  word: ConsentWord,
  text: string,
  business: { nameAr: string; nameEn: string },
): string {
  const locale = /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en';
  return format(locale, word === 'stop' ? 'messaging.reply_stopped' : 'messaging.reply_started', {
    business: locale === 'ar' ? business.nameAr : business.nameEn,
  });
}

/** Used by tests and reports: the replies acted on for these Meta ids. */
export const repliesOf = (db: Db, ids: string[]) =>
  db.select().from(messageReplies).where(inArray(messageReplies.providerMessageId, ids));
