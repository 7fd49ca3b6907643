/**
 * Deposits beyond paying and cancelling by card (issue 28): "new customers only" reads the customer's history, a
 * rescheduled booking keeps its deposit held, and a refund before the window goes to the wallet when the business
 * refunds to the wallet.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessSettings, orders, products } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { call } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import type { Person } from '../../test/staff.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { depositEntries as depositEntriesOf, depositScene, paidDeposit } from '../../test/deposits.ts';
import { expectRefundedTo, getCart, holdService, paymentRows } from '../../test/orders.ts';
import { invoiceLinksWith } from '../invoices/service.ts';
import { cancelOwnOrder } from '../orders/cancel.ts';

let t: SandboxTestApp;
let fx: Fixture;
let customers: Person[];
const hour = 3_600_000;

beforeAll(async () => {
  t = await createSandboxTestApp();
  ({ fx, customers } = await depositScene(t, 8));
});
afterAll(() => t.close());

const customer = () => customers.shift()!;
const depositEntries = (orderId: number) => depositEntriesOf(t, orderId);

describe('deposit rules', () => {
  it('"new customers only": a customer with a completed visit pays nothing now; a new one pays the deposit', async () => {
    await t.database.db
      .update(products)
      .set({ depositNewCustomersOnly: true })
      .where(eq(products.id, fx.productId));
    invalidateReads(t.database.db);
    try {
      const [regular, newcomer] = [customer(), customer()];
      const first = await paidDeposit(t, fx, regular, '09:00');
      await t.database.db
        .update(orders)
        .set({ status: 'completed' })
        .where(eq(orders.id, first.data.order.id));
      await holdService(t, fx, regular.token, '11:00');
      const theirs = (await getCart(t, regular.token)).body.data.cart;
      expect(theirs.deposit).toMatchObject({ amount: 0, due_now: theirs.total });
      await holdService(t, fx, newcomer.token, '11:00');
      const new_ = (await getCart(t, newcomer.token)).body.data.cart;
      expect(new_.deposit).toMatchObject({ amount: 2469, due_now: 2469, due_at_visit: 9876 });
    } finally {
      await t.database.db
        .update(products)
        .set({ depositNewCustomersOnly: false })
        .where(eq(products.id, fx.productId));
      invalidateReads(t.database.db);
    }
  });

  it('a rescheduled booking keeps its deposit held, and its policy with it', async () => {
    const c = customer();
    const { data } = await paidDeposit(t, fx, c, '13:00');
    const line = data.order.products[0];
    const moved = await call(
      t,
      'POST',
      `/api/v1/orders/${data.order.id}/reschedule`,
      { order_product_id: line.order_product_id, start_at: `${line.start_at.slice(0, 10)}T15:00:00+03:00` },
      { token: c.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await depositEntries(data.order.id)).toEqual([{ amount: 2469, reason: 'deposit_held' }]);
    const details = await call(t, 'GET', `/api/v1/orders/${data.order.id}`, undefined, { token: c.token });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.data).toMatchObject({ deposit_amount: 2469, due_at_visit: 9876 });
    expect(details.body.data.cancellation_policy).toContain('6 hours');
  });

  it('cancelled before the window with refunds to the wallet: the deposit goes to the wallet, once, not the card', async () => {
    await t.database.db.update(businessSettings).set({ refundToWallet: true });
    invalidateReads(t.database.db);
    const refund = vi.spyOn(t.gateway.provider, 'refund');
    try {
      const c = customer();
      const { data } = await paidDeposit(t, fx, c, '16:00');
      const before = new Date(new Date(data.order.products[0].start_at).getTime() - 7 * hour);
      const options = {
        locale: 'en' as const,
        now: before,
        invoiceLinks: invoiceLinksWith(t.app.context.linkKey),
      };
      const first = await cancelOwnOrder(t.app.context, c.id, data.order.id, options);
      expect(first).toMatchObject({ kind: 'cancelled', keptDeposit: 0 });
      expect((await cancelOwnOrder(t.app.context, c.id, data.order.id, options)).kind).toBe(
        'already_cancelled',
      );
      expect(refund).not.toHaveBeenCalled();
      expect((await paymentRows(t, data.order.id)).map((p) => [p.status, p.providerCode])).toEqual([
        ['refunded', 'wallet'],
      ]);
      await expectRefundedTo(t, { id: data.order.id, userId: c.id }, 'wallet');
      const wallet = await call(t, 'GET', '/api/v1/wallet', undefined, { token: c.token });
      expect(wallet.body.data.wallet.balance).toBe(2469);
      expect(await depositEntries(data.order.id)).toEqual([
        { amount: 2469, reason: 'deposit_held' },
        { amount: -2469, reason: 'deposit_refunded' },
      ]);
    } finally {
      refund.mockRestore();
      await t.database.db.update(businessSettings).set({ refundToWallet: false });
      invalidateReads(t.database.db);
    }
  });
});
