/** The local default SMS provider: "sends" by logging one line and keeps what it sent in a bounded in-memory outbox. */
import type { SmsMessage, SmsProvider, SmsResult } from './interface.ts';

export type OutboxEntry = { to: string; body: string; messageId: string; sentAt: string };

export type ConsoleProvider = SmsProvider & {
  /** Sent messages, latest first; only those to `to` when given. */
  outbox(to?: string): OutboxEntry[];
  clear(): void;
};

export type ConsoleProviderOptions = {
  log?: (line: string) => void;
  /** Most messages kept; older ones are dropped. */
  capacity?: number;
  now?: () => Date;
};

export function createConsoleProvider(options: ConsoleProviderOptions = {}): ConsoleProvider {
  const { log = console.log, capacity = 500, now = () => new Date() } = options;
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new Error(`console SMS capacity must be a positive integer, got ${capacity}`);
  // Newest first, so reading is a filter and trimming drops from the end.
  let entries: OutboxEntry[] = [];
  let counter = 0;

  return {
    name: 'console',
    async send(message: SmsMessage): Promise<SmsResult> {
      counter += 1;
      const entry: OutboxEntry = {
        to: message.to,
        body: message.body,
        messageId: `console-${counter}`,
        sentAt: now().toISOString(),
      };
      entries.unshift(entry);
      if (entries.length > capacity) entries.length = capacity;
      // JSON-quoting keeps a multi-line body on one log line; Arabic stays readable (not \u-escaped).
      log(`[sms] to=${message.to} body=${JSON.stringify(message.body)}`);
      return { provider: 'console', messageId: entry.messageId };
    },
    outbox(to?: string): OutboxEntry[] {
      return entries.filter((e) => to === undefined || e.to === to).map((e) => ({ ...e }));
    },
    clear(): void {
      entries = [];
    },
  };
}
