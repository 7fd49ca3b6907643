import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDocument } from '../modules/e-invoicing/index.ts';
import { invoiceDraft, issueOptions, productionUnit } from '../test/e-invoicing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkInvariants } from './invariants.ts';
import {
  eInvoiceDocuments,
  egsUnits,
  ledgerAccounts,
  ledgerEntries,
  orderRedemptions,
  orders,
  reservations,
  supportTicketMessages,
  supportTickets,
} from './schema.ts';

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

  it('find a support ticket without its first message, and a read marker beyond its messages', async () => {
    const found = await brokenBy(async (tx) => {
      const [bare] = await tx
        .insert(supportTickets)
        .values({ guestName: 'X', guestMobile: '966500000000', subject: 'Bare', category: 'other' })
        .returning();
      const [read] = await tx
        .insert(supportTickets)
        .values({ guestName: 'Y', guestMobile: '966500000001', subject: 'Read', category: 'other' })
        .returning();
      const [m] = await tx
        .insert(supportTicketMessages)
        .values({ ticketId: read!.id, side: 'customer', body: 'Hi' })
        .returning();
      await tx
        .update(supportTickets)
        .set({ staffReadId: m!.id + 1 })
        .where(eq(supportTickets.id, read!.id));
      return bare;
    });
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(
      expect.stringMatching(/^support ticket without its first message.*"last_message":null/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^support ticket without its first message.*"staff_read_id":(\d+),"last_message":\d+/,
      ),
    );
  });

  it('catch an e-invoicing chain with a forked PIH, a gap, or a head that names no document', async () => {
    const unit = await productionUnit(t.database.db, 'invariants');
    for (const n of [1, 2, 3])
      await issueDocument(t.database.db, unit, () => invoiceDraft(`INV-${n}`), issueOptions);
    expect(await checkInvariants(t.database.db)).toEqual([]);
    const second = and(eq(eInvoiceDocuments.unitId, unit), eq(eInvoiceDocuments.icv, 2));
    const forked = await brokenBy((tx) =>
      tx.update(eInvoiceDocuments).set({ pih: 'Zm9yaw==' }).where(second),
    );
    expect(forked).toEqual([expect.stringMatching(/^e-invoicing chain broken: .*"icv":2,"number":"INV-2"/)]);
    const gap = await brokenBy((tx) => tx.delete(eInvoiceDocuments).where(second));
    expect(gap).toEqual([expect.stringMatching(/^e-invoicing chain broken: .*"icv":3,"number":"INV-3"/)]);
    const head = await brokenBy((tx) => tx.update(egsUnits).set({ lastIcv: 4 }).where(eq(egsUnits.id, unit)));
    expect(head).toEqual([expect.stringMatching(/^e-invoicing chain broken: .*"icv":4,"number":"head"/)]);
    const behind = await brokenBy((tx) =>
      tx.update(egsUnits).set({ lastIcv: 2 }).where(eq(egsUnits.id, unit)),
    );
    expect(behind).toHaveLength(2); // the third document is beyond the head, and the head's hash is not the second's
  });
});
