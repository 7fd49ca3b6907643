/**
 * The one way a message goes out (ADR 0056). `send(intent)` picks the channel — WhatsApp where the business has it
 * and the recipient has not chosen SMS, SMS otherwise — records the message (idempotent by the intent's key: a
 * redelivered outbox event sends nothing twice), renders it for that channel and sends it. A WhatsApp send that fails
 * (Meta down, a number without WhatsApp) falls back to SMS at once; one that is accepted but later fails, or is not
 * delivered in time, falls back through `fallBack` (the `message.fallback_due` event). An SMS that fails throws, so
 * the outbox tries again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import type { SmsProvider } from '../../integrations/sms/interface.ts';
import type { WhatsAppChannel } from '../../integrations/whatsapp/interface.ts';
import type { Intent } from './intents.ts';
import { renderSms, renderWhatsApp } from './render.ts';

export type MessengerDeps = {
  db: Db;
  sms: SmsProvider;
  /** null: the business has no WhatsApp (every message by SMS). */
  whatsapp: WhatsAppChannel | null;
  /** What one message costs on each channel, in halalas. */
  costs: { sms: number; whatsapp: number };
};

export type Messenger = {
  send(intent: Intent): Promise<void>;
  /** The SMS copy of a WhatsApp message that failed or was not delivered in time; once, and never after delivery. */
  fallBack(messageId: number): Promise<void>;
  /**
   * A free-form answer to a customer who just wrote to us: on WhatsApp (a tapped button, a STOP there), or by SMS to
   * a text sent to our SMS number (ADR 0065).
   */
  answer(to: string, body: string, channel?: Channel): Promise<void>;
};

type Channel = 'whatsapp' | 'sms';

async function channelFor(deps: MessengerDeps, intent: Intent): Promise<Channel> {
  if (!deps.whatsapp || intent.smsBody !== undefined || intent.kind === 'sign_in_code') return 'sms';
  const [user] = await deps.db
    .select({ channel: users.messageChannel })
    .from(users)
    .where(and(eq(users.mobileNumber, intent.to), isNull(users.deletedAt)));
  return user?.channel === 'sms' ? 'sms' : 'whatsapp';
}

export function createMessenger(deps: MessengerDeps): Messenger {
  const { db } = deps;

  async function sendOn(channel: Channel, intent: Intent, key: string, fallbackOf?: number): Promise<void> {
    const rendered = channel === 'whatsapp' ? renderWhatsApp(intent) : null;
    const [inserted] = await db
      .insert(messages)
      .values({
        key,
        intent: intent.kind,
        payload: intent as unknown as Record<string, unknown>,
        channel,
        to: intent.to,
        locale: intent.locale,
        template: rendered?.template ?? null,
        orderId: intent.orderId ?? null,
        userId: intent.userId ?? null,
        fallbackOf: fallbackOf ?? null,
      })
      .onConflictDoNothing({ target: messages.key })
      .returning({ id: messages.id });
    let id = inserted?.id;
    if (id === undefined) {
      const [existing] = await db.select().from(messages).where(eq(messages.key, key));
      if (!existing) return;
      // Failed on WhatsApp before: its SMS copy is what is left to send — the SMS that followed at once may have
      // failed too (the outbox tries again because it threw). Once: the copy has its own key.
      if (existing.channel === 'whatsapp' && existing.status === 'failed')
        return sendOn('sms', intent, `${key}:sms`, existing.id);
      // Sent before (a redelivery): nothing more. Still `sending`: the last try crashed mid-way, send again.
      if (existing.status !== 'sending') return;
      if (existing.channel !== channel) return;
      id = existing.id;
    }
    const now = new Date();
    if (channel === 'sms') {
      const result = await deps.sms.send({ to: intent.to, body: renderSms(intent), correlationId: key });
      await db
        .update(messages)
        .set({
          status: 'sent',
          provider: result.provider,
          providerMessageId: result.messageId,
          sentAt: now,
          costHalalas: deps.costs.sms,
        })
        .where(eq(messages.id, id));
      return;
    }
    try {
      const result = await deps.whatsapp!.sendTemplate({ to: intent.to, ...rendered! });
      await db
        .update(messages)
        .set({
          status: result.delivered ? 'delivered' : 'sent',
          provider: result.provider,
          providerMessageId: result.messageId,
          sentAt: now,
          deliveredAt: result.delivered ? now : null,
          costHalalas: deps.costs.whatsapp,
        })
        .where(eq(messages.id, id));
    } catch (error) {
      await db
        .update(messages)
        .set({
          status: 'failed',
          error: error instanceof Error ? error.message.slice(0, 300) : 'failed',
          fallbackDueAt: now,
        })
        .where(eq(messages.id, id));
      await sendOn('sms', intent, `${key}:sms`, id);
    }
  }

  return {
    send: async (intent) => sendOn(await channelFor(deps, intent), intent, intent.key),
    async fallBack(messageId) {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      if (!row || row.channel !== 'whatsapp' || row.status === 'delivered' || row.status === 'read') return;
      await sendOn('sms', row.payload as unknown as Intent, `${row.key}:sms`, row.id);
    },
    async answer(to, body, channel = 'whatsapp') {
      if (channel === 'sms') await deps.sms.send({ to, body });
      else if (deps.whatsapp) await deps.whatsapp.sendText({ to, body });
    },
  };
}
