/**
 * Texts customers send to our SMS number (mobile originated, "MO"), as each gateway hands them to us (ADR 0065): a
 * POST to the callback URL set in the gateway's dashboard, a form or a JSON object naming the message's id, the
 * sender's number and the text. The gateways sign nothing we could check, so the callback URL carries a shared secret
 * (`?secret=`, `SMS_INBOUND_SECRET`); anything without it is refused before the body is read.
 *
 * Field names: no public description of either gateway's inbound callback was found (ADR 0065 says where we looked).
 * What is read is the names each gateway gives the same things in its documented outbound API (Unifonic `MessageID`,
 * `Body`; Taqnyat `messageId`, `body`, `sender`), with the usual alternatives (`from`, `text`, `message`); they are
 * to be confirmed against the gateway when its callback is set up. The fakes below post what we read.
 */
import { timingSafeEqual } from 'node:crypto';

export const inboundSmsProviders = ['unifonic', 'taqnyat', 'console'] as const;
export type InboundSmsProvider = (typeof inboundSmsProviders)[number];

export type InboundSms = {
  /** The gateway's id of the text: a redelivery of it is acted on once. */
  id: string;
  /** The sender's number as the gateway wrote it (normalised by the caller). */
  from: string;
  text: string;
};

const fields: Record<InboundSmsProvider, { id: string[]; from: string[]; text: string[] }> = {
  unifonic: {
    id: ['MessageID', 'messageId', 'message_id', 'id'],
    from: ['Sender', 'sender', 'from', 'From', 'originator'],
    text: ['Body', 'body', 'message', 'Message', 'text'],
  },
  taqnyat: {
    id: ['id', 'messageId', 'message_id', 'msgId'],
    from: ['from', 'mobile', 'sender', 'msisdn'],
    text: ['body', 'text', 'message', 'msg'],
  },
  console: { id: ['id'], from: ['from'], text: ['text'] },
};

const pick = (body: Record<string, unknown>, names: string[]) => {
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
};

/** The text in a gateway's post, or null when it is not an inbound text (a delivery report, an empty body). */
export function parseInboundSms(provider: InboundSmsProvider, body: unknown): InboundSms | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const names = fields[provider];
  const record = body as Record<string, unknown>;
  const id = pick(record, names.id);
  const from = pick(record, names.from);
  const text = pick(record, names.text);
  if (id === null || from === null || text === null) return null;
  return { id: id.slice(0, 100), from: from.slice(0, 30), text: text.slice(0, 500) };
}

/** Whether the request carries our secret (constant time; an unset secret lets nothing in). */
export function validInboundSecret(given: unknown, secret: string | undefined): boolean {
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What each gateway posts for one inbound text: the fake gateways of the tests and the demo's console send exactly
 * this (Unifonic a form, Taqnyat and the console JSON).
 */
export function inboundSmsRequest(
  provider: InboundSmsProvider,
  message: InboundSms & { to?: string },
): { contentType: string; payload: string } {
  switch (provider) {
    case 'unifonic':
      return {
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams({
          MessageID: message.id,
          Sender: `+${message.from}`,
          Recipient: message.to ?? 'HAJZ',
          Body: message.text,
        }).toString(),
      };
    case 'taqnyat':
      return {
        contentType: 'application/json',
        payload: JSON.stringify({
          id: message.id,
          from: message.from,
          to: message.to ?? 'HAJZ',
          body: message.text,
        }),
      };
    case 'console':
      return {
        contentType: 'application/json',
        payload: JSON.stringify({ id: message.id, from: message.from, text: message.text }),
      };
  }
}
