/** Test helper (not a test file): rewards set by the business, codes, claims, first bookings and completion. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessSettings, ledgerAccounts, referrals } from '../db/schema.ts';
import { invalidateReads } from '../lib/read-cache.ts';
import type { TestApp } from './test-app.ts';
import { call, type Json } from './call.ts';
import type { Fixture } from './booking.ts';
import { completeFinishedOrders } from '../modules/orders/completion.ts';
import { checkout, holdService } from './orders.ts';

export type Customer = { id: number; token: string };

export async function setRewards(
  t: TestApp,
  o: { friend?: number; inviter?: number; cap?: number; days?: number } = {},
) {
  await t.database.db.update(businessSettings).set({
    referralFriendReward: o.friend ?? 2500,
    referralInviterReward: o.inviter ?? 5000,
    referralMonthlyCap: o.cap ?? 10,
    referralRewardDays: o.days ?? 90,
    refundToWallet: false,
  });
  invalidateReads(t.database.db);
}

export async function codeOf(t: TestApp, c: Customer, lang: 'en' | 'ar' = 'en'): Promise<Json> {
  const res = await call(t, 'GET', '/api/v1/settings/invite-friend', undefined, { token: c.token, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

export const claimCode = (t: TestApp, c: Customer, code: string, lang?: 'en' | 'ar') =>
  call(t, 'POST', '/api/v1/referrals/claim', { invitation_code: code }, { token: c.token, lang });

/** One booking paid in cash: confirmed at once (the friend's first order). */
export async function book(t: TestApp, fx: Fixture, c: Customer, time = '10:00'): Promise<Json> {
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order as Json;
}

/** Completes the customer's confirmed orders as the job would once their time has passed. */
export const completeOrders = (t: TestApp, userId: number, now = new Date(Date.now() + 10 * 86_400_000)) =>
  completeFinishedOrders(t.app.context.lifecycle, t.database.db, now, { userId });

export async function walletOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'wallet')));
  return row?.balance ?? 0;
}

export async function referralOf(t: TestApp, friendId: number) {
  const [row] = await t.database.db.select().from(referrals).where(eq(referrals.friendId, friendId));
  return row;
}
