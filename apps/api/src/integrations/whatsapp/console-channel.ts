/**
 * The local WhatsApp channel (the demo, tests): "sends" by logging one line and keeps what it sent, template, language,
 * parameters and buttons with their payloads, in a bounded memory the demo outbox (GET dev/outbox) shows beside SMS.
 * Like a phone that is always on, it reports each message delivered at once.
 */
import type { WhatsAppButton, WhatsAppChannel, WhatsAppResult } from './interface.ts';

export type WhatsAppOutboxEntry = {
  to: string;
  /** null for a free-form answer (no template). */
  template: string | null;
  language: string | null;
  parameters: string[];
  buttons: WhatsAppButton[];
  body: string;
  messageId: string;
  sentAt: string;
};

export type ConsoleWhatsApp = WhatsAppChannel & {
  outbox(to?: string): WhatsAppOutboxEntry[];
  clear(): void;
};

export function createConsoleWhatsApp(
  options: { log?: (line: string) => void; capacity?: number; now?: () => Date } = {},
): ConsoleWhatsApp {
  const { log = console.log, capacity = 500, now = () => new Date() } = options;
  let entries: WhatsAppOutboxEntry[] = [];
  let counter = 0;
  const keep = (entry: Omit<WhatsAppOutboxEntry, 'messageId' | 'sentAt'>): WhatsAppResult => {
    counter += 1;
    const messageId = `wamid.console-${counter}`;
    entries.unshift({ ...entry, messageId, sentAt: now().toISOString() });
    if (entries.length > capacity) entries.length = capacity;
    log(`[whatsapp] to=${entry.to} template=${entry.template ?? '-'} body=${JSON.stringify(entry.body)}`);
    return { provider: 'console', messageId, delivered: true };
  };
  return {
    name: 'console',
    sendTemplate: async (m) =>
      keep({
        to: m.to,
        template: m.template,
        language: m.language,
        parameters: [...m.parameters],
        buttons: m.buttons.map((b) => ({ ...b })),
        body: m.body,
      }),
    sendText: async (m) =>
      keep({ to: m.to, template: null, language: null, parameters: [], buttons: [], body: m.body }),
    outbox: (to) =>
      entries
        .filter((e) => to === undefined || e.to === to)
        .map((e) => ({ ...e, parameters: [...e.parameters], buttons: e.buttons.map((b) => ({ ...b })) })),
    clear: () => {
      entries = [];
    },
  };
}
