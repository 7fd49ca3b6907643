/**
 * Web push end to end on the API: a customer saves this browser's subscription, a booking is confirmed, the
 * notification reaches the browser through a local push service that checks VAPID and decrypts like a browser.
 */
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import { startFakePushService } from '../../integrations/push/fake-push-service.ts';
import { createWebPushSender } from '../../integrations/push/web-push-sender.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';

let t: TestApp;
let fx: Fixture;
let service: Awaited<ReturnType<typeof startFakePushService>>;
let customers: { id: number; token: string }[];
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@hajz.example' };
beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({
    push: createWebPushSender(vapid, { agent: service.agent }),
    config: { PUSH_ENDPOINT_HOSTS: new URL(service.origin).host },
  });
  fx = await createFixture(t, { resources: 2 });
  customers = await createCustomers(t, 3);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const subscribe = (token: string, body: unknown) =>
  call(t, 'POST', '/api/v1/push/subscriptions', body, { token });

describe('web push', () => {
  it('offers the VAPID public key to subscribe with', async () => {
    const res = await call(t, 'GET', '/api/v1/push/config');
    expect(res.body.data).toEqual({ public_key: vapid.publicKey });
  });

  it('refuses guests, malformed keys and push services we do not know (no requests to arbitrary URLs)', async () => {
    const sub = service.subscribe(vapid.publicKey);
    const body = { endpoint: sub.endpoint, keys: sub.keys };
    expect((await call(t, 'POST', '/api/v1/push/subscriptions', body)).status).toBe(401);
    const c = customers[0]!;
    expect((await subscribe(c.token, { ...body, keys: { ...sub.keys, auth: 'short' } })).status).toBe(422);
    const foreign = await subscribe(c.token, { ...body, endpoint: 'https://169.254.169.254/push/1' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.endpoint).toBeDefined();
    const ar = await call(
      t,
      'POST',
      '/api/v1/push/subscriptions',
      { ...body, endpoint: 'https://evil.example/x' },
      {
        token: c.token,
        lang: 'ar',
      },
    );
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a confirmed booking reaches the subscribed browser, encrypted and signed; a gone subscription is forgotten', async () => {
    const c = customers[1]!;
    const sub = service.subscribe(vapid.publicKey);
    expect((await subscribe(c.token, { endpoint: sub.endpoint, keys: sub.keys })).status).toBe(200);
    await holdService(t, fx, c.token, '10:00');
    const order = (await checkout(t, c.token, 'cash', { lang: 'ar' })).body.data.order;
    await t.app.context.outbox.drain();
    await t.app.context.outbox.drain();
    const mine = service.received.filter((r) => r.id === sub.id);
    expect(mine).toHaveLength(1);
    const payload = mine[0]!.payload as { title: string; body: string; url: string };
    expect(payload.url).toMatch(/\/ar\/notifications$/);
    expect(`${payload.title} ${payload.body}`).toContain(order.order_number);

    service.expire(sub.id);
    await holdService(t, fx, c.token, '12:00');
    await checkout(t, c.token, 'cash');
    await t.app.context.outbox.drain();
    await t.app.context.outbox.drain();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, c.id));
    expect(left).toEqual([]);
  });

  it('only the customer’s own subscription can be removed', async () => {
    const [a, b] = [customers[2]!, customers[0]!];
    const sub = service.subscribe(vapid.publicKey);
    await subscribe(a.token, { endpoint: sub.endpoint, keys: sub.keys });
    await call(t, 'DELETE', '/api/v1/push/subscriptions', { endpoint: sub.endpoint }, { token: b.token });
    const rows = () =>
      t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(await rows()).toHaveLength(1);
    await call(t, 'DELETE', '/api/v1/push/subscriptions', { endpoint: sub.endpoint }, { token: a.token });
    expect(await rows()).toEqual([]);
  });
});
