/**
 * Texts customers send to our SMS number (ADR 0065): a STOP (or START) acts exactly as on WhatsApp — one rule,
 * `applyConsentWord` — recorded with the source `sms_reply`, and is answered by SMS. Each text is claimed once by the
 * gateway's id (`message_replies`, `sms:<gateway>:<id>`): a redelivery changes nothing twice. Any other text is
 * recorded and left (SMS takes no buttons).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageReplies } from '../../db/schema.ts';
import type { InboundSms, InboundSmsProvider } from '../../integrations/sms/inbound.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { loadBusiness } from '../settings/index.ts';
import type { Messenger } from './messenger.ts';
import { applyConsentWord } from './preferences.ts';
import { consentAnswer } from './webhook.ts';

export type SmsInboundDeps = { db: Db; messenger: Messenger };
export type SmsInboundOutcome = 'stopped' | 'started' | 'ignored' | 'unknown_number' | 'replayed';

export async function handleInboundSms(
  deps: SmsInboundDeps,
  provider: InboundSmsProvider,
  sms: InboundSms,
): Promise<SmsInboundOutcome> {
  const mobile = normalizeSaudiMobile(sms.from);
  const [claimed] = await deps.db
    .insert(messageReplies)
    .values({
      providerMessageId: `sms:${provider}:${sms.id}`,
      from: mobile ?? sms.from,
      payload: sms.text.slice(0, 200),
    })
    .onConflictDoNothing({ target: messageReplies.providerMessageId })
    .returning({ id: messageReplies.id });
  if (!claimed) return 'replayed';
  let outcome: SmsInboundOutcome;
  try {
    outcome = await decide(deps, mobile, sms.text);
  } catch (error) {
    // Not acted on: the claim goes, so the gateway's next delivery acts (as the WhatsApp webhook does).
    await deps.db.delete(messageReplies).where(eq(messageReplies.id, claimed.id));
    throw error;
  }
  await deps.db.update(messageReplies).set({ outcome }).where(eq(messageReplies.id, claimed.id));
  return outcome;
}

async function decide(deps: SmsInboundDeps, mobile: string | null, text: string): Promise<SmsInboundOutcome> {
  // Not a Saudi mobile (a short code, a foreign number): nothing of ours is sent there.
  if (mobile === null) return 'unknown_number';
  const word = await applyConsentWord(deps.db, mobile, text, 'sms');
  if (word === null) return 'ignored';
  const business = await loadBusiness(deps.db);
  await deps.messenger.answer(mobile, consentAnswer(word, text, business), 'sms');
  return word === 'stop' ? 'stopped' : 'started';
}
