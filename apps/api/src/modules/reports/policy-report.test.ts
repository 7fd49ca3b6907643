/**
 * The policy report's figures (issue 28 item 6) against a known set of bookings made through the real flows on a
 * fake clock: per branch and per service, the no-show and late-cancel rates (per mille) and the deposits kept and
 * refunded — values, not only their presence — and the same figures in the CSV.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, staffMembers } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { call, type Json } from '../../test/call.ts';
import type { Fixture } from '../../test/booking.ts';
import { createCustomers } from '../../test/booking.ts';
import { deskScene, type Person } from '../../test/staff.ts';
import { createSandboxTestApp, type SandboxTestApp } from '../../test/payments-sandbox-app.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';
import { invoiceLinksWith } from '../invoices/service.ts';
import { cancelOwnOrder } from '../orders/cancel.ts';
import { markNoShow } from '../check-in/visit.ts';

let t: SandboxTestApp;
let fx: Fixture;
let elsewhere: Fixture;
let customers: Person[];
let desk: Person;
let owner: Person;
const hour = 3_600_000;

beforeAll(async () => {
  t = await createSandboxTestApp();
  ({ fx, elsewhere, customers, desk } = await deskScene(t, {
    resources: 4,
    elsewhereResources: 2,
    price: 12345,
    customers: 6,
  }));
  [owner] = (await createCustomers(t, 1)) as [Person];
  await t.database.db.insert(staffMembers).values({ userId: owner.id, role: 'owner' });
  // Branch A's service: 20 % (24.69 SAR of 123.45); branch B's: 10.00 SAR fixed.
  await t.database.db
    .update(products)
    .set({ depositKind: 'percent', depositValue: 20 })
    .where(eq(products.id, fx.productId));
  await t.database.db
    .update(products)
    .set({ depositKind: 'fixed', depositValue: 1000 })
    .where(eq(products.id, elsewhere.productId));
  invalidateReads(t.database.db);
});
afterAll(() => t.close());

const options = (now: Date) => ({
  locale: 'en' as const,
  now,
  invoiceLinks: invoiceLinksWith(t.app.context.linkKey),
});

async function book(at: Fixture, time: string) {
  const c = customers.shift()!;
  await holdService(t, at, c.token, time);
  const res = await checkout(t, c.token, 'card');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
  expect(landing.query.get('status')).toBe('success');
  const order = (res.body as Json).data.order;
  return { customer: c, id: order.id as number, start: new Date(order.products[0].start_at).getTime() };
}

describe('the policy report', () => {
  it('counts no-shows and late cancels per branch and service, and the deposits kept and refunded', async () => {
    const desker = { userId: desk.id, authorize: () => undefined };
    // Branch A: cancelled in time (refunded), cancelled late (kept), a no-show (kept), the rest paid at the desk.
    // Branch B: a no-show (kept), a booking still to come.
    const [early, late, missed, visited, missedB] = await Promise.all([
      book(fx, '09:00'),
      book(fx, '10:00'),
      book(fx, '11:00'),
      book(fx, '12:00'),
      book(elsewhere, '09:00'),
      book(elsewhere, '10:00'),
    ]);

    await cancelOwnOrder(
      t.app.context,
      early.customer.id,
      early.id,
      options(new Date(early.start - 7 * hour)),
    );
    const kept = await cancelOwnOrder(
      t.app.context,
      late.customer.id,
      late.id,
      options(new Date(late.start - 2 * hour)),
    );
    expect(kept).toMatchObject({ kind: 'cancelled', keptDeposit: 2469 });
    for (const o of [missed, missedB])
      await markNoShow(t.database.db, t.app.context.publish, desker, o.id, new Date(o.start + hour));
    const paid = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${visited.id}/visit-paid`,
      { method: 'cash' },
      { token: desk.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      deposit_status: 'applied',
      due_at_visit: 9876,
      paid_online: 2469,
    });

    const res = await call(t, 'GET', `/api/v1/admin/reports?from=${slotDate}&to=${slotDate}`, undefined, {
      token: owner.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const policy = res.body.data.policy;
    const a = {
      booked: 4,
      no_shows: 1,
      late_cancels: 1,
      no_show_per_mille: 250,
      late_cancel_per_mille: 250,
      deposits_kept: 2469 * 2,
      deposits_refunded: 2469,
    };
    const b = {
      booked: 2,
      no_shows: 1,
      late_cancels: 0,
      no_show_per_mille: 500,
      late_cancel_per_mille: 0,
      deposits_kept: 1000,
      deposits_refunded: 0,
    };
    const byBranch = new Map((policy.by_branch as Json[]).map((r) => [r.branch_id, r]));
    expect(byBranch.size).toBe(2);
    expect(byBranch.get(fx.branchId)).toMatchObject(a);
    expect(byBranch.get(elsewhere.branchId)).toMatchObject(b);
    const byService = new Map((policy.by_service as Json[]).map((r) => [r.product_id, r]));
    expect(byService.size).toBe(2);
    expect(byService.get(fx.productId)).toMatchObject(a);
    expect(byService.get(elsewhere.productId)).toMatchObject(b);
    expect(policy.totals).toEqual({
      booked: 6,
      no_shows: 2,
      late_cancels: 1,
      no_show_per_mille: 333,
      late_cancel_per_mille: 167,
      deposits_kept: 5938,
      deposits_refunded: 2469,
    });

    const csv = await call(
      t,
      'GET',
      `/api/v1/admin/reports/policy-by-branch/csv?from=${slotDate}&to=${slotDate}`,
      undefined,
      { token: owner.token },
    );
    expect(csv.status).toBe(200);
    const lines = csv.payload.slice(1).split('\r\n');
    // Branch rows are named by the fixtures; the figures are what the JSON says, rates as percents.
    expect(lines.filter((l) => l.endsWith(',4,1,25.0,1,25.0,49.38,24.69'))).toHaveLength(1);
    expect(lines.filter((l) => l.endsWith(',2,1,50.0,0,0.0,10.00,0.00'))).toHaveLength(1);
    expect(lines).toContain('All,6,2,33.3,1,16.7,59.38,24.69');
  }, 120_000);
});
