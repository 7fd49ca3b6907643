/**
 * The local default when no VAPID keys are configured: push is off for browsers (no public key is offered, so the
 * notification centre does not ask), and anything sent is kept in memory for tests and the demo log.
 */
import type { PushMessage, PushSender, PushSubscription } from './interface.ts';

export type MemorySender = PushSender & { sent: { endpoint: string; message: PushMessage }[] };

export function createMemorySender(log: (line: string) => void = () => undefined): MemorySender {
  const sent: MemorySender['sent'] = [];
  return {
    name: 'memory',
    publicKey: null,
    sent,
    async send(subscription: PushSubscription, message: PushMessage) {
      sent.push({ endpoint: subscription.endpoint, message });
      if (sent.length > 200) sent.shift();
      log(`[push] ${message.title}: ${message.body}`);
      return { status: 'sent' };
    },
  };
}
