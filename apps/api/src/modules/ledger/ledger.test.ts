import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import { accountOf, InsufficientBalanceError, post } from './ledger.ts';

let t: TestApp;
let customers: { id: number; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  customers = await createCustomers(t, 6);
});
afterAll(() => t.close());
const customer = () => customers.shift()!;
const db = () => t.database.db;

async function entriesOf(accountId: number) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(ledgerEntries.id);
}
async function balanceOf(accountId: number) {
  const [row] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row!.balance;
}

describe('ledger', () => {
  it('credits and debits with the balance after each entry; the account is created once', async () => {
    const c = customer();
    const wallet = await db().transaction((tx) => accountOf(tx, c.id, 'wallet'));
    expect(await db().transaction((tx) => accountOf(tx, c.id, 'wallet'))).toBe(wallet);
    await db().transaction((tx) =>
      post(tx, { accountId: wallet, amount: 5000, reason: 'refund', idempotencyKey: 'a' }),
    );
    await db().transaction((tx) =>
      post(tx, { accountId: wallet, amount: -1250, reason: 'order_payment', idempotencyKey: 'b' }),
    );
    const rows = await entriesOf(wallet);
    expect(rows.map((r) => [r.amount, r.balanceAfter])).toEqual([
      [5000, 5000],
      [-1250, 3750],
    ]);
    expect(await balanceOf(wallet)).toBe(3750);
  });

  it('the same idempotency key is the same entry (a retry never posts twice)', async () => {
    const c = customer();
    const wallet = await db().transaction((tx) => accountOf(tx, c.id, 'wallet'));
    const first = await db().transaction((tx) =>
      post(tx, { accountId: wallet, amount: 700, reason: 'refund', idempotencyKey: 'refund:payment:1' }),
    );
    const again = await db().transaction((tx) =>
      post(tx, { accountId: wallet, amount: 700, reason: 'refund', idempotencyKey: 'refund:payment:1' }),
    );
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(await balanceOf(wallet)).toBe(700);
  });

  it('refuses to go below zero, and the database refuses it too', async () => {
    const c = customer();
    const wallet = await db().transaction((tx) => accountOf(tx, c.id, 'wallet'));
    await db().transaction((tx) =>
      post(tx, { accountId: wallet, amount: 100, reason: 'refund', idempotencyKey: 'x' }),
    );
    await expect(
      db().transaction((tx) =>
        post(tx, { accountId: wallet, amount: -101, reason: 'order_payment', idempotencyKey: 'y' }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(
      db().update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, wallet)),
    ).rejects.toThrow();
    expect(await balanceOf(wallet)).toBe(100);
  });

  it('50 concurrent debits of 30 from 1000: exactly 33 succeed, never below zero, the entries add up', async () => {
    const c = customer();
    const wallet = await db().transaction((tx) => accountOf(tx, c.id, 'wallet'));
    await db().transaction((tx) =>
      post(tx, { accountId: wallet, amount: 1000, reason: 'refund', idempotencyKey: 'seed' }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db().transaction((tx) =>
          post(tx, { accountId: wallet, amount: -30, reason: 'order_payment', idempotencyKey: `debit-${i}` }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(33);
    expect(
      refused.every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientBalanceError),
    ).toBe(true);
    const rows = await entriesOf(wallet);
    expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(10);
    expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
    expect(rows.at(-1)!.balanceAfter).toBe(10);
    expect(await balanceOf(wallet)).toBe(10);
    // Each entry's balance follows from the one before it: no lost update.
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.balanceAfter).toBe(rows[i - 1]!.balanceAfter + rows[i]!.amount);
  });

  it('GET wallet: my balances and history only, paged, translated', async () => {
    const me = customer();
    const other = customer();
    const wallet = await db().transaction((tx) => accountOf(tx, me.id, 'wallet'));
    for (let i = 0; i < 25; i++) {
      await db().transaction((tx) =>
        post(tx, { accountId: wallet, amount: 100, reason: 'refund', idempotencyKey: `r${i}` }),
      );
    }
    const first = await call(t, 'GET', '/api/v1/wallet', undefined, { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body.data.wallet).toEqual({ balance: 2500, currency: 'SAR' });
    expect(first.body.data.points).toEqual({ balance: 0 });
    expect(first.body.data.entries).toHaveLength(20);
    expect(first.body.data.entries[0].balance_after).toBe(2500);
    expect(first.body.data.entries[0].reason_text).toBe('Refund of a cancelled order');
    expect(first.body.data.pagination_options).toMatchObject({
      total: 25,
      last_page: 2,
      next_page_url: '/api/v1/wallet?page=2',
    });
    const second = await call(t, 'GET', '/api/v1/wallet?page=2', undefined, { token: me.token });
    expect(second.body.data.entries).toHaveLength(5);
    const theirs = await call(t, 'GET', '/api/v1/wallet', undefined, { token: other.token });
    expect(theirs.body.data).toMatchObject({ wallet: { balance: 0 }, entries: [] });
    expect((await call(t, 'GET', '/api/v1/wallet')).status).toBe(401);
    expect((await call(t, 'GET', '/api/v1/wallet?page=0', undefined, { token: me.token })).status).toBe(422);
    const sum = await db().execute(
      sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where account_id = ${wallet}`,
    );
    expect((sum as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2500);
  });
});
