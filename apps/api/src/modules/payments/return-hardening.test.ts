/** Issue 18 D5: the anonymous return and webhook routes write nothing unsigned and are rate limited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

const post = (url: string, payload: string, ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('payment return and webhook', () => {
  it('an unsigned return, however large, writes nothing and shows the failure page', async () => {
    const big = `reference=HZ1&junk=${'x'.repeat(900_000)}`;
    const res = await post('/api/v1/payments/return/sandbox', big, '203.0.113.10');
    expect(res.statusCode).toBeLessThan(500);
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
    const webhook = await post('/api/v1/payments/webhook/sandbox', big, '203.0.113.10');
    expect(webhook.statusCode).toBe(401);
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
  });

  it('one address sending returns in a loop gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await post('/api/v1/payments/return/sandbox', `n=${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true);
    const limited = await post('/api/v1/payments/return/sandbox', 'n=last');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().status).toBe(false);
    // Another address is not affected.
    expect((await post('/api/v1/payments/return/sandbox', 'n=1', '203.0.113.11')).statusCode).not.toBe(429);
  });
});

describe('the public origin (D4)', () => {
  it('comes from configuration: a crafted Host header does not change where the card page sends the browser', async () => {
    const { createCustomers, createFixture } = await import('../../test/booking.ts');
    const { checkout, holdService } = await import('../../test/orders.ts');
    // PUBLIC_URL unset (the demo): the server's own address, HOST and PORT from its configuration.
    const seeded = await createTestApp({ config: { HOST: '127.0.0.1', PORT: 3999 } });
    try {
      const fx = await createFixture(seeded, { resources: 1 });
      const [c] = await createCustomers(seeded, 1);
      await holdService(seeded, fx, c!.token, '10:00');
      const url = (await checkout(seeded, c!.token, 'card')).body.data.payment.create_token_url.url as string;
      // The page that creates the payment with the provider is opened with a crafted Host…
      const page = await seeded.app.inject({
        method: 'GET',
        url,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(page.statusCode).toBe(303);
      // …and the provider still sends the browser (and the card token) back to the configured origin.
      const { walk, testCards } = await import('../../test/payments-browser.ts');
      const landing = await walk(seeded, String(page.headers.location), { card: testCards.success });
      const trail = landing.visited.join(' ');
      expect(trail).toContain('http://127.0.0.1:3999/api/v1/payments/return/sandbox');
      expect(trail).not.toContain('evil.example');
    } finally {
      await seeded.close();
    }
  });
});
