/** The real web-push sender against a local push service that checks the protocol and decrypts like a browser. */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService } from './fake-push-service.ts';
import { isAllowedPushEndpoint } from './interface.ts';
import { createWebPushSender } from './web-push-sender.ts';

let service: Awaited<ReturnType<typeof startFakePushService>>;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@hajz.example' };
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => service.close());

describe('web push sender', () => {
  it('delivers an encrypted, VAPID-signed message the browser can read', async () => {
    const sender = createWebPushSender(vapid, { ttlSeconds: 600, agent: service.agent });
    const subscription = service.subscribe(vapid.publicKey);
    const message = {
      title: 'تم تأكيد حجزك',
      body: 'HZ100001 — 09:00',
      url: '/ar/notifications',
      tag: 'n-1',
    };
    expect(await sender.send(subscription, message)).toEqual({ status: 'sent' });
    expect(service.received.at(-1)).toMatchObject({ id: subscription.id, payload: message, ttl: 600 });
  });

  it('a subscription made with another application server key is refused (403), not delivered', async () => {
    const other = webpush.generateVAPIDKeys();
    const subscription = service.subscribe(other.publicKey);
    const before = service.received.length;
    await expect(
      createWebPushSender(vapid, { agent: service.agent }).send(subscription, {
        title: 't',
        body: 'b',
        url: '/',
      }),
    ).rejects.toMatchObject({ retryable: false });
    expect(service.received.length).toBe(before);
  });

  it('a subscription the push service dropped answers gone (404/410), so it can be forgotten', async () => {
    const subscription = service.subscribe(vapid.publicKey);
    service.expire(subscription.id);
    expect(
      await createWebPushSender(vapid, { agent: service.agent }).send(subscription, {
        title: 't',
        body: 'b',
        url: '/',
      }),
    ).toEqual({
      status: 'gone',
    });
  });

  it('only known push services (and loopback in tests) are accepted as endpoints', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com', '127.0.0.1:9999'];
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-db5p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/1', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.example/fcm.googleapis.com', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', hosts)).toBe(false);
  });
});
