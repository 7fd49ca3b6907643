/**
 * A message is a typed intent (ADR 0056): what happened, to whom, in which language, with its named parameters — never
 * a finished text. The messenger renders it per channel (a WhatsApp template, or an SMS text) when it sends it.
 * Nothing customer-typed goes in a parameter but a name cut short (`safeName`): no personal message, no link but ours.
 */
import type { Locale } from '@hajz/contracts/locale';
import type { IntentKind, IntentParams } from './templates.ts';

export type Intent<K extends IntentKind = IntentKind> = {
  [P in K]: {
    kind: P;
    /** 9665XXXXXXXX */
    to: string;
    locale: Locale;
    params: IntentParams<P>;
    /** Idempotency: the same key is sent once (the outbox event and what it is about). */
    key: string;
    orderId?: number | null;
    userId?: number | null;
    /** What the buttons act on: the booking's order (reschedule, cancel) or the waitlist offer (take). */
    target?: number;
    /** A guest's ticket answer carries its text: SMS only, never a template (the text is the business's). */
    smsBody?: string;
  };
}[K];

/** Button payloads: what Meta hands back when a quick reply is tapped. */
export const payloadOf = (button: 'reschedule' | 'cancel' | 'take', target: number) =>
  button === 'take' ? `waitlist.take:${target}` : `booking.${button}:${target}`;

export function parsePayload(
  payload: string,
): { action: 'reschedule' | 'cancel' | 'take'; target: number } | null {
  const match = /^(?:booking\.(reschedule|cancel)|waitlist\.(take)):(\d{1,12})$/.exec(payload);
  if (!match) return null;
  return { action: (match[1] ?? match[2]) as 'reschedule' | 'cancel' | 'take', target: Number(match[3]) };
}

/**
 * A person's name as a message may carry it: letters, marks, spaces, apostrophes and hyphens only (no digits, dots,
 * slashes: nothing that reads as a link or a number to call), at most 40 characters.
 */
export function safeName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{M}\s'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, 40).join('').trim();
}
