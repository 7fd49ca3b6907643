import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkInvariants } from './invariants.ts';
import { ledgerAccounts, ledgerEntries, orderRedemptions, orders, reservations } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `tamper` in a transaction that is rolled back, answering what the checks found inside it. */
async function brokenBy(tamper: (tx: TestApp['database']['db']) => Promise<unknown>): Promise<string[]> {
  let found: string[] = [];
  await t.database.db
    .transaction(async (tx) => {
      await tamper(tx);
      found = await checkInvariants(tx);
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return found;
}

describe('invariants', () => {
  it('hold on the demo data', async () => {
    expect(await checkInvariants(t.database.db)).toEqual([]);
  });

  it('find a completed booking without its reservation', async () => {
    const found = await brokenBy((tx) => tx.delete(reservations).where(eq(reservations.kind, 'booking')));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^service line with the wrong number of bookings: .*"expected":1,"bookings":0/);
  });

  it('find a cancelled order that still holds its booking', async () => {
    const found = await brokenBy((tx) =>
      tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.giftCardDiscount, 0)),
    );
    expect(found).toEqual([expect.stringMatching(/wrong number of bookings: .*"expected":0,"bookings":1/)]);
  });

  it('find a gift card debit with no redemption, and a redemption the ledger does not match', async () => {
    const withoutRow = await brokenBy((tx) => tx.delete(orderRedemptions));
    expect(withoutRow).toEqual([
      expect.stringMatching(/^ledger debit for an order with no redemption: .*"reason":"gift_card_redeem"/),
      expect.stringMatching(
        /^order gift card discount differs from its redemptions: .*"order_says":5000,"redeemed":0/,
      ),
    ]);
    const released = await brokenBy((tx) => tx.update(orderRedemptions).set({ status: 'released' }));
    expect(released).toContainEqual(
      expect.stringMatching(
        /^redemption not matched by the ledger: .*"status":"released".*"ledger_net":-5000/,
      ),
    );
  });

  it('find an account whose balance is not the sum of its entries', async () => {
    const found = await brokenBy(async (tx) => {
      const [entry] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(sql`${ledgerEntries.amount} > 0`))
        .limit(1);
      await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + 1` })
        .where(eq(ledgerAccounts.id, entry!.accountId));
    });
    expect(found).toEqual([expect.stringMatching(/^ledger balance differs from its entries: /)]);
  });
});
