/** What the deposit tests share: a desk scene whose service asks 20 % of 123.45 SAR, and a deposit paid by card. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, ledgerEntries, products } from '../db/schema.ts';
import { invalidateReads } from '../lib/read-cache.ts';
import type { Json } from './call.ts';
import type { Fixture } from './booking.ts';
import { deskScene, type Person } from './staff.ts';
import type { SandboxTestApp } from './payments-sandbox-app.ts';
import { testCards, walk } from './payments-browser.ts';
import { checkout, holdService } from './orders.ts';

/** 20 % of 123.45 SAR: 24.69 SAR now, 98.76 SAR at the visit. */
export async function depositScene(t: SandboxTestApp, customers = 16) {
  const scene = await deskScene(t, { resources: 8, price: 12345, customers });
  await t.database.db
    .update(products)
    .set({ depositKind: 'percent', depositValue: 20 })
    .where(eq(products.id, scene.fx.productId));
  invalidateReads(t.database.db);
  return scene;
}

/** `c` books `time` at `fx` and pays its deposit by card in the sandbox's page: the checkout's answer. */
export async function paidDeposit(t: SandboxTestApp, fx: Fixture, c: Person, time: string) {
  await holdService(t, fx, c.token, time);
  const res = await checkout(t, c.token, 'card');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
  expect(landing.query.get('status')).toBe('success');
  return res.body as Json;
}

/** The order's entries on the deposit account (held, kept, refunded, applied), oldest first. */
export const depositEntries = (t: SandboxTestApp, orderId: number) =>
  t.database.db
    .select({ amount: ledgerEntries.amount, reason: ledgerEntries.reason })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerAccounts.kind, 'deposit')))
    .orderBy(ledgerEntries.id);
