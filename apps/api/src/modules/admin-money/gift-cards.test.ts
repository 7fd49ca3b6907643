import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkInvariants } from '../../db/invariants.ts';
import { auditLog, ledgerAccounts, ledgerEntries, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, dayFromToday, type Fixture } from '../../test/booking.ts';
import { checkout, expireNow, holdService, orderRow } from '../../test/orders.ts';
import { reconcile } from '../orders/jobs.ts';
import { orderBody } from '../../test/pricing.ts';

let t: TestApp;
let fx: Fixture;
let owner: { id: number; token: string };
let holder: { id: number; token: string; mobile: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 3, price: 12000 });
  const [o, h] = await createCustomers(t, 2);
  owner = o!;
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
  const [row] = await t.database.db.select().from(users).where(eq(users.id, h!.id));
  holder = { ...h!, mobile: row!.mobileNumber! };
});
afterAll(() => t.close());

const admin = (
  method: 'GET' | 'POST',
  url: string,
  body?: Json,
  o: { lang?: 'en' | 'ar'; key?: string } = {},
) =>
  call(t, method, `/api/v1/admin/gift-cards${url}`, body, {
    token: owner.token,
    lang: o.lang,
    headers: o.key ? { 'idempotency-key': o.key } : {},
  });
const mine = (serial: string) =>
  call(t, 'GET', `/api/v1/vouchers/${serial}`, undefined, { token: holder.token });
const card = {
  value: 20000,
  group_name_en: 'Goodwill card',
  group_name_ar: 'بطاقة تقدير',
  reason: 'Sorry for the wait',
};

async function issued() {
  // The mobile in a spelling the desk might type: 05XXXXXXXX.
  const res = await admin('POST', '', {
    ...card,
    mobile: `0${holder.mobile.slice(3)}`,
    expires_on: dayFromToday(30),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.gift_card as { id: number; serial_number: string; balance: number };
}

describe('gift cards in the back office', () => {
  it('issues a card to a customer: given, not sold; its issue entry carries the reason', async () => {
    const given = await issued();
    expect(given.balance).toBe(20000);
    const seen = await mine(given.serial_number);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ remaining_amount: 20000, total: 0, tax: 0, status: 'Not Used' });
    const details = await admin('GET', `/${given.id}`);
    expect(details.body.data.entries).toEqual([
      expect.objectContaining({
        kind: 'issued',
        amount: 20000,
        balance_after: 20000,
        note: 'Sorry for the wait',
      }),
    ]);
  });

  it('an adjustment is a ledger entry with its reason, in the holder’s redeem history, and the ledger adds up', async () => {
    const given = await issued();
    // The holder spends 120.00 of it on a booking.
    await holdService(t, fx, holder.token, '10:00');
    const paid = await checkout(t, holder.token, 'cash', {
      body: orderBody({ gift_cards: [given.serial_number] }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const key = crypto.randomUUID();
    const add = await admin(
      'POST',
      `/${given.id}/adjustments`,
      { amount: 2550, reason: 'Compensation' },
      { key },
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.message).toBe('Balance adjusted');
    // The same key again is the same entry, never a second one.
    await admin('POST', `/${given.id}/adjustments`, { amount: 2550, reason: 'Compensation' }, { key });
    const take = await admin('POST', `/${given.id}/adjustments`, { amount: -550, reason: 'Typed too much' });
    expect(take.body.data.gift_card.balance).toBe(20000 - 12000 + 2550 - 550);
    expect(take.body.data.entries.map((e: Json) => [e.kind, e.amount, e.note])).toEqual([
      ['adjusted', -550, 'Typed too much'],
      ['adjusted', 2550, 'Compensation'],
      ['redeemed', -12000, null],
      ['issued', 20000, 'Sorry for the wait'],
    ]);

    const history = (await mine(given.serial_number)).body.data;
    expect(history.remaining_amount).toBe(10000);
    expect(history.redeem_history).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: 550, order_number: null }),
      expect.objectContaining({ kind: 'adjustment', amount: -2550, order_number: null }),
      expect.objectContaining({
        kind: 'order',
        amount: 12000,
        order_number: paid.body.data.order.order_number,
      }),
    ]);
    const [account] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.giftCardId, given.id));
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account!.id));
    expect(entries.reduce((n, e) => n + e.amount, 0)).toBe(account!.balance);
    expect(await checkInvariants(t.database.db)).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gift_card.adjust'), eq(auditLog.entityId, String(given.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [
        { serial_number: given.serial_number, balance: 8000 },
        { serial_number: given.serial_number, balance: 10550, amount: 2550, reason: 'Compensation' },
      ],
      [
        { serial_number: given.serial_number, balance: 10550 },
        { serial_number: given.serial_number, balance: 10000, amount: -550, reason: 'Typed too much' },
      ],
    ]);
  });

  it('never below zero, never without a reason: said on the field, in both languages', async () => {
    const given = await issued();
    const over = await admin('POST', `/${given.id}/adjustments`, { amount: -20001, reason: 'Too much' });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      amount: ['The card holds less than this: its balance cannot go below 0'],
    });
    const bare = await admin('POST', `/${given.id}/adjustments`, { amount: 0, reason: 'x' }, { lang: 'ar' });
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors).sort()).toEqual(['amount', 'reason']);
    expect(bare.body.errors.reason[0]).toMatch(arabicLetters);
    const noOne = await admin('POST', '', { ...card, mobile: '0599999999', expires_on: '2020-01-01' });
    expect(noOne.body.errors).toEqual({ mobile: ['Enter the mobile number of a customer with an account'] });
    const past = await admin('POST', '', { ...card, mobile: holder.mobile, expires_on: '2020-01-01' });
    expect(past.body.errors).toEqual({ expires_on: ['The last day must not be in the past'] });
    expect((await admin('GET', `/${given.id}`)).body.data.gift_card.balance).toBe(20000);
  });

  it('voiding takes off what is left with the reason; a void card takes no more changes', async () => {
    const given = await issued();
    const res = await admin('POST', `/${given.id}/void`, { reason: 'Reported stolen' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.gift_card).toMatchObject({ balance: 0, voided: true, status: 'Used' });
    const seen = (await mine(given.serial_number)).body.data;
    expect(seen.redeem_history).toEqual([expect.objectContaining({ kind: 'void', amount: 20000 })]);
    const again = await admin('POST', `/${given.id}/adjustments`, { amount: 100, reason: 'Undo' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This gift card is void');
    expect((await admin('POST', `/${given.id}/void`, { reason: 'Twice' })).status).toBe(409);
    expect((await admin('POST', '/99999999/void', { reason: 'Nobody' })).status).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gift_card.void'), eq(auditLog.entityId, String(given.id))))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      before: { balance: 20000 },
      after: { balance: 0, voided: true, reason: 'Reported stolen' },
    });
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('a card voided while an unpaid order holds part of it stays void when the order gives it back', async () => {
    const given = await issued();
    // 100.00 left: a 120.00 booking takes all of it and leaves 20.00 to pay by card (the order waits for it).
    await admin('POST', `/${given.id}/adjustments`, { amount: -10000, reason: 'Partly refunded' });
    await holdService(t, fx, holder.token, '11:00');
    const pending = await checkout(t, holder.token, 'card', {
      body: orderBody({ gift_cards: [given.serial_number] }),
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    const order = pending.body.data.order;
    expect((await admin('GET', `/${given.id}`)).body.data.gift_card.balance).toBe(0);
    expect((await admin('POST', `/${given.id}/void`, { reason: 'Fraud suspected' })).status).toBe(200);
    await expireNow(t, order.order_number);
    await reconcile(t.app.context);
    expect((await orderRow(t, order.order_number)).status).toBe('expired');
    const details = (await admin('GET', `/${given.id}`)).body.data;
    expect(details.gift_card.balance).toBe(0);
    expect((details.entries as Json[]).map((e) => [e.kind, e.amount])).toEqual([
      ['voided', -10000],
      ['returned', 10000],
      ['redeemed', -10000],
      ['adjusted', -10000],
      ['issued', 20000],
    ]);
    // The order took nothing in the end; the holder sees the adjustment and the void.
    const history = (await mine(given.serial_number)).body.data.redeem_history as Json[];
    expect(history.map((h) => [h.kind, h.amount])).toEqual([
      ['void', 10000],
      ['adjustment', 10000],
    ]);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('concurrent adjustments queue on the card: exactly as many take value off as it holds, and the ledger adds up', async () => {
    const given = await issued();
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin('POST', `/${given.id}/adjustments`, { amount: -2500, reason: `Correction ${i}` }),
      ),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(8);
    expect(tries.filter((r) => r.status === 422)).toHaveLength(4);
    const details = (await admin('GET', `/${given.id}`)).body.data;
    expect(details.gift_card.balance).toBe(0);
    const afters = (details.entries as Json[]).map((e) => e.balance_after).reverse();
    expect(afters).toEqual([20000, 17500, 15000, 12500, 10000, 7500, 5000, 2500, 0]);
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('finds cards by serial or the holder’s mobile', async () => {
    const given = await issued();
    const bySerial = await admin('GET', `?q=${given.serial_number.slice(0, 9)}`);
    expect(bySerial.body.data.gift_cards.map((c: Json) => c.id)).toContain(given.id);
    const byMobile = await admin('GET', `?q=0${holder.mobile.slice(3)}`);
    expect(byMobile.body.data.gift_cards.every((c: Json) => c.holder_id === holder.id)).toBe(true);
    expect((await admin('GET', '?page=0')).status).toBe(422);
  });
});
