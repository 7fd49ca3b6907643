import { eq, sql } from 'drizzle-orm';
import { savedCards } from '../../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, orderRow } from '../../test/orders.ts';
import { testCards, walk, type Card } from '../../test/payments-browser.ts';

let t: TestApp;
let fx: Fixture;
let customers: { id: number; token: string }[];
const logs: string[] = [];
beforeAll(async () => {
  // Logs at debug level, kept in memory: the test below reads every line for card numbers.
  t = await createTestApp({
    config: { LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void logs.push(line) },
  });
  fx = await createFixture(t, { resources: 3 });
  customers = await createCustomers(t, 10);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;

const list = async (token: string) => {
  const res = await call(t, 'GET', '/api/v1/saved-cards', undefined, { token });
  expect(res.status).toBe(200);
  return res.body.data.saved_cards as { id: number; brand: string; last4: string; expiry: string | null }[];
};

async function addCard(token: string, card: Card, lang?: 'en' | 'ar') {
  const setup = await call(t, 'POST', '/api/v1/saved-cards/setup', undefined, { token, lang });
  expect(setup.status).toBe(200);
  expect(setup.body.data.url).toMatch(/^\/api\/v1\/payments\/card-setup\/CS[0-9A-F]+\?exp=\d+&sig=/);
  return walk(t, setup.body.data.url, { card });
}

describe('saved cards', () => {
  it('needs sign-in', async () => {
    expect((await call(t, 'GET', '/api/v1/saved-cards')).status).toBe(401);
    expect((await call(t, 'POST', '/api/v1/saved-cards/setup')).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/v1/saved-cards/1')).status).toBe(401);
  });

  it('adds a card in the create card frame (token, brand and last 4 only), lists it, and pays with it', async () => {
    const c = customer();
    const landing = await addCard(c.token, testCards.success, 'ar');
    expect(landing.path).toBe('/ar/secure-payment');
    expect(landing.query.get('kind')).toBe('card');
    expect(landing.query.get('status')).toBe('success');
    const cards = await list(c.token);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'VISA', last4: '1111' });
    expect(cards[0]!.expiry).toMatch(/^\d{2}\/\d{2}$/);
    // The same card again stays one card.
    await addCard(c.token, testCards.success);
    expect(await list(c.token)).toHaveLength(1);

    await holdService(t, fx, c.token, '09:00');
    const order = (await checkout(t, c.token, 'card')).body.data;
    expect(order.saved_cards).toEqual(cards);
    const paid = await walk(t, `${order.payment.create_token_url.url}&card=${cards[0]!.id}`);
    expect(paid.query.get('status')).toBe('success');
    expect(paid.visited.some((u) => u.includes('/sandbox-gateway/pay'))).toBe(false);
    expect((await orderRow(t, order.order.order_number)).status).toBe('confirmed');
  });

  it('a saved 3-D Secure card still asks for the code', async () => {
    const c = customer();
    await addCard(c.token, testCards.threeDSecure);
    const [card] = await list(c.token);
    await holdService(t, fx, c.token, '10:00');
    const order = (await checkout(t, c.token, 'card')).body.data;
    const paid = await walk(t, `${order.payment.create_token_url.url}&card=${card!.id}`, { code: '1234' });
    expect(paid.visited.some((u) => u.includes('/sandbox-gateway/3ds/'))).toBe(true);
    expect(paid.query.get('status')).toBe('success');
  });

  it('nobody else can see, delete or pay with my card', async () => {
    const me = customer();
    const other = customer();
    await addCard(me.token, testCards.mastercard);
    const [card] = await list(me.token);
    expect(await list(other.token)).toEqual([]);
    const del = await call(t, 'DELETE', `/api/v1/saved-cards/${card!.id}`, undefined, { token: other.token });
    expect(del.status).toBe(404);
    await holdService(t, fx, other.token, '11:00');
    const order = (await checkout(t, other.token, 'card')).body.data;
    const paid = await walk(t, `${order.payment.create_token_url.url}&card=${card!.id}`);
    expect(paid.query.get('status')).toBe('failed');
    expect(paid.query.get('reason')).toBe('invalid_card');
    expect((await orderRow(t, order.order.order_number)).status).toBe('pending_payment');
    expect(await list(me.token)).toHaveLength(1);
    const mine = await call(t, 'DELETE', `/api/v1/saved-cards/${card!.id}`, undefined, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.message).toBe('Card removed');
    expect(await list(me.token)).toEqual([]);
  });

  it('no card number appears in any table or any log line', async () => {
    const c = customer();
    await addCard(c.token, testCards.declined);
    await holdService(t, fx, c.token, '12:00');
    const order = (await checkout(t, c.token, 'card')).body.data;
    await walk(t, order.payment.create_token_url.url, { card: testCards.insufficientFunds });
    await walk(t, order.payment.create_token_url.url, { card: { number: '4111111111111112' } }); // fails Luhn
    await walk(t, order.payment.create_token_url.url, { card: testCards.success });

    const tables = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = ((tables as unknown as { rows: { table_name: string }[] }).rows ?? []).map(
      (r) => r.table_name,
    );
    expect(names).toContain('payments');
    let dump = '';
    for (const name of names) {
      const rows = await t.database.db.execute(sql.raw(`select row_to_json(x)::text as j from "${name}" x`));
      dump += ((rows as unknown as { rows: { j: string }[] }).rows ?? []).map((r) => r.j).join('\n');
    }
    expect(logs.length).toBeGreaterThan(10);
    const everything = `${dump}\n${logs.join('')}`.replace(/[\s-]/g, '');
    for (const card of Object.values(testCards)) {
      const digits = card.number.replace(/\s/g, '');
      expect(everything).not.toContain(digits);
      expect(everything).not.toContain(digits.slice(0, 12));
    }
    expect(everything).not.toContain('4111111111111112');
  });

  it('deleting the account erases its saved cards (token, holder, last 4, expiry), card setups, invitation code and addresses (D8)', async () => {
    const c = customer();
    await addCard(c.token, testCards.success);
    expect(
      (await call(t, 'GET', '/api/v1/settings/invite-friend', undefined, { token: c.token })).status,
    ).toBe(200);
    const saved = await call(
      t,
      'POST',
      '/api/v1/addresses',
      { title: 'Home', full_address: 'Olaya, Riyadh', latitude: 24.7, longitude: 46.68 },
      { token: c.token },
    );
    expect(saved.status).toBe(201);
    const rowsOf = async (table: string) =>
      (
        (await t.database.db.execute(
          sql.raw(`select count(*)::int as n from ${table} where user_id = ${c.id}`),
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    expect(await rowsOf('saved_cards')).toBe(1);
    expect(await rowsOf('card_setups')).toBeGreaterThan(0);
    expect(await rowsOf('referral_codes')).toBe(1);
    expect((await call(t, 'DELETE', '/api/v1/account/delete', undefined, { token: c.token })).status).toBe(
      200,
    );
    expect(await rowsOf('saved_cards')).toBe(0);
    expect(await rowsOf('card_setups')).toBe(0);
    expect(await rowsOf('referral_codes')).toBe(0);
    expect(await rowsOf('addresses')).toBe(0);
  });

  it('no card token, link signature or session token appears in any log line (D9)', async () => {
    const c = customer();
    await addCard(c.token, testCards.mastercard);
    await holdService(t, fx, c.token, '13:00');
    const order = (await checkout(t, c.token, 'card')).body.data;
    await walk(t, order.payment.create_token_url.url, { card: testCards.success });
    const tokens = await t.database.db.execute(sql`select token from saved_cards`);
    const secrets = [
      ...((tokens as unknown as { rows: { token: string }[] }).rows ?? []).map((r) => r.token),
      c.token,
      new URL(order.payment.create_token_url.url, 'http://x').searchParams.get('sig')!,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const all = logs.join('');
    expect(all).toContain('/api/v1/payments/'); // the requests are logged, just not their secrets
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});

describe('mada v2: a stored mada card is a stored credential only after full 3-D Secure (ADR 0062)', () => {
  const authenticatedAt = async (id: number) =>
    (
      await t.database.db
        .select({ at: savedCards.authenticatedAt })
        .from(savedCards)
        .where(eq(savedCards.id, id))
    )[0]!.at;
  const payWith = async (token: string, cardId: number, time: string, code?: string) => {
    await holdService(t, fx, token, time);
    const order = (await checkout(t, token, 'card')).body.data;
    const paid = await walk(t, `${order.payment.create_token_url.url}&card=${cardId}`, code ? { code } : {});
    return { paid, number: order.order.order_number as string };
  };

  it('a mada card saved without 3-D Secure goes through it again; once passed, the next payment does not', async () => {
    const c = customer();
    await addCard(c.token, testCards.mada);
    const [card] = await list(c.token);
    expect(card!.brand).toBe('MADA');
    expect(await authenticatedAt(card!.id)).toBeNull();

    const first = await payWith(c.token, card!.id, '11:00', '1234');
    expect(first.paid.visited.some((u) => u.includes('/sandbox-gateway/3ds/'))).toBe(true);
    expect(first.paid.query.get('status')).toBe('success');
    expect(await authenticatedAt(card!.id)).toBeInstanceOf(Date);

    const second = await payWith(c.token, card!.id, '12:00');
    expect(second.paid.visited.some((u) => u.includes('/sandbox-gateway/3ds/'))).toBe(false);
    expect((await orderRow(t, second.number)).status).toBe('confirmed');
  });

  it('abandoning the 3-D Secure step leaves the card unauthenticated; a Visa card saved the same way is charged as before', async () => {
    const c = customer();
    await addCard(c.token, testCards.mada);
    await addCard(c.token, testCards.success);
    const cards = await list(c.token);
    const mada = cards.find((x) => x.brand === 'MADA')!;
    const visa = cards.find((x) => x.brand === 'VISA')!;
    const failed = await payWith(c.token, mada.id, '13:00', 'cancel');
    expect(failed.paid.query.get('status')).toBe('failed');
    expect(await authenticatedAt(mada.id)).toBeNull();
    const byVisa = await payWith(c.token, visa.id, '14:00');
    expect(byVisa.paid.visited.some((u) => u.includes('/sandbox-gateway/3ds/'))).toBe(false);
    expect(await authenticatedAt(visa.id)).toBeNull();
  });
});
