/** The real sender: the `web-push` library (VAPID-signed, aes128gcm-encrypted POST to the browser's push service). */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushMessage, PushResult, PushSender, PushSubscription } from './interface.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export function createWebPushSender(
  vapid: VapidKeys,
  options: {
    ttlSeconds?: number;
    /** Tests: trust the local push service's certificate. */ agent?: Agent;
  } = {},
): PushSender {
  return {
    name: 'web-push',
    publicKey: vapid.publicKey,
    async send(subscription: PushSubscription, message: PushMessage): Promise<PushResult> {
      try {
        await webpush.sendNotification(subscription, JSON.stringify(message), {
          vapidDetails: vapid,
          TTL: options.ttlSeconds ?? 86_400,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          ...(message.tag ? { topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
          timeout: 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { status: 'sent' };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { status: 'gone' };
        // 413, 400: our payload or request is wrong, retrying will not help.
        const retryable = status === undefined || status === 429 || status >= 500;
        throw Object.assign(new Error(`push service answered ${status ?? 'nothing'}`), { retryable });
      }
    },
  };
}
