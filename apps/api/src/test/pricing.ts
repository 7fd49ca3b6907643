/** Test helper (not a test file): promo codes, fees and priced carts for the pricing and redemption tests. */
import { randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Cart } from '@hajz/contracts/cart';
import { selectionParams, type CartSelection } from '@hajz/contracts/pricing-rules';
import { ledgerAccounts, ledgerEntries, orderRedemptions, promoCodes, serviceFees } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { call, type Json } from './call.ts';
import { accountOf, post } from '../modules/ledger/ledger.ts';

export async function createPromo(t: TestApp, values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(promoCodes)
    .values({ code: `T${randomInt(1e9)}`, kind: 'percent', value: 10, ...values })
    .returning();
  return row!;
}

export async function createFee(t: TestApp, values: Partial<typeof serviceFees.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(serviceFees)
    .values({ nameEn: 'Private room', nameAr: 'غرفة خاصة', price: 5000, sort: 50, ...values })
    .returning();
  return row!;
}

export const selection = (s: Partial<CartSelection>): Record<string, string> =>
  selectionParams({ promo_code: '', gift_cards: [], use_points: false, service_fees: [], ...s });

/** GET cart with a selection; expects 200 and returns the cart. */
export async function pricedCart(t: TestApp, token: string, s: Partial<CartSelection>, lang?: 'en' | 'ar') {
  const query = new URLSearchParams(selection(s)).toString();
  const res = await call(t, 'GET', `/api/v1/cart?${query}`, undefined, { token, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.cart as Cart;
}

/** The order body fields for a selection (the same flat keys as the cart query). */
export const orderBody = (s: Partial<CartSelection>): Json => selection(s);

export async function givePoints(t: TestApp, userId: number, points: number) {
  await t.database.db.transaction(async (tx) =>
    post(tx, {
      accountId: await accountOf(tx, userId, 'points'),
      amount: points,
      reason: 'adjustment',
      idempotencyKey: `test:${randomInt(1e9)}`,
    }),
  );
}

export async function balanceOf(t: TestApp, accountId: number) {
  const [row] = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  const entries = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  // The ledger adds up: the balance is the sum of the entries, and no entry ever left it below zero.
  expect(entries.reduce((n, e) => n + e.amount, 0)).toBe(row!.balance);
  for (const e of entries) expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
  return row!.balance;
}

export async function pointsOf(t: TestApp, userId: number) {
  const [row] = await t.database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'points')));
  return row ? balanceOf(t, row.id) : 0;
}

export const liveUses = (t: TestApp, promoId: number) =>
  t.database.db
    .select()
    .from(orderRedemptions)
    .where(and(eq(orderRedemptions.promoCodeId, promoId), ne(orderRedemptions.status, 'released')));
