import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBranches, staffMembers } from '../../db/schema.ts';
import { localDate } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture, overlappingReservations, tz } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { local, minutes, waitlistCalls, type Person } from '../../test/waitlist.ts';

/**
 * Every way a time frees up reaches the waitlist (issue 28 item 4, ADR 0055): a customer's own reschedule, the desk's
 * move, a cart hold that runs out; an offer that runs out passes to the next in line, and two customers accepting the
 * time at once get one winner. The fill rate in the reports counts what happened (item 6).
 */
const ctx = {} as { t: TestApp; people: Person[] };
const { refill, drain, joinAt, mine, answer, cancel, fullAt } = waitlistCalls(ctx);
let t: TestApp;
let staff: Person;
beforeAll(async () => {
  t = ctx.t = await createTestApp({ outbox: { start: false } });
  ctx.people = await createCustomers(t, 30);
  staff = ctx.people.pop()!;
  await t.database.db.insert(staffMembers).values({ userId: staff.id, role: 'owner' });
});
afterAll(() => t.close());

const offeredAt = async (who: Person, time: string) =>
  expect((await mine(who))[0]).toMatchObject({
    status: 'offered',
    offer_start_at: new Date(local(time)).toISOString(),
  });

describe('what frees a time', () => {
  it('a customer moving their booking: the old time is offered to the first in line', async () => {
    const { f, owners } = await fullAt('10:00', 1);
    const b = ctx.people.shift()!;
    await joinAt(b, f, '10:00');
    const moved = await call(
      t,
      'POST',
      `/api/v1/orders/${owners[0]!.orderId}/reschedule`,
      { order_product_id: owners[0]!.lineId, start_at: local('13:00') },
      { token: owners[0]!.who.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await drain();
    await offeredAt(b, '10:00');
  });

  it('the desk moving a booking: the old time is offered', async () => {
    const { f, owners } = await fullAt('11:00', 1);
    await t.database.db.insert(staffBranches).values({ userId: staff.id, branchId: f.branchId });
    const b = ctx.people.shift()!;
    await joinAt(b, f, '11:00');
    const moved = await call(
      t,
      'POST',
      `/api/v1/admin/bookings/${owners[0]!.lineId}/move`,
      { start_at: local('15:00') },
      { token: staff.token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await drain();
    await offeredAt(b, '11:00');
  });

  it("a cart hold that runs out: nothing while it holds, offered by the minute's job once it has run out", async () => {
    const f = await createFixture(t, { resources: 1 });
    const [a, b] = [ctx.people.shift()!, ctx.people.shift()!];
    await holdService(t, f, a.token, '12:00');
    await joinAt(b, f, '12:00');
    expect(await refill(minutes(1))).toBe(0);
    expect((await mine(b))[0]).toMatchObject({ status: 'waiting' });
    expect(await refill(minutes(16))).toBe(1);
    expect((await mine(b))[0]).toMatchObject({ status: 'offered' });
    // A's checkout comes too late: the time is B's now.
    const late = await checkout(t, a.token, 'cash');
    expect(late.status).not.toBe(201);
    expect(await overlappingReservations(t)).toEqual([]);
  });
});

describe('an offer that runs out, and two customers at once', () => {
  it('passes to the next in line; the late one and the new holder accept together: one wins, the other is told', async () => {
    const { f, owners } = await fullAt('14:00', 1);
    const [b, c, d] = [ctx.people.shift()!, ctx.people.shift()!, ctx.people.shift()!];
    const bEntry = await joinAt(b, f, '14:00');
    const cEntry = await joinAt(c, f, '14:00');
    await joinAt(d, f, '14:00');
    expect((await cancel(owners[0]!)).status).toBe(200);
    await drain();
    await offeredAt(b, '14:00');
    // B lets it run out: at the next run, C (second in line) is offered it; D still waits.
    await refill(minutes(17));
    expect((await mine(b))[0]).toMatchObject({ status: 'expired' });
    await offeredAt(c, '14:00');
    expect((await mine(d))[0]).toMatchObject({ status: 'waiting' });
    // B (late) and C accept at the same moment: C wins, B is told in words.
    const [late, taken] = await Promise.all([answer(b, bEntry, 'accept', 'ar'), answer(c, cEntry, 'accept')]);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data.entry.status).toBe('booked');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/انتهت مدة هذا العرض/);
    expect((await checkout(t, c.token, 'cash')).status).toBe(201);
    expect(await overlappingReservations(t)).toEqual([]);

    // The fill rate of this branch: one time freed, offered twice, taken once (100 %), on screen and in the CSV.
    const day = localDate(Date.now(), tz);
    const query = `from=${day}&to=${day}&branch_id=${f.branchId}`;
    const report = await call(t, 'GET', `/api/v1/admin/reports?${query}`, undefined, { token: staff.token });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data.waitlist.totals).toEqual({
      freed_times: 1,
      offers: 2,
      accepted: 1,
      per_mille: 1000,
    });
    expect(report.body.data.waitlist.by_service).toEqual([
      expect.objectContaining({
        product_id: f.productId,
        freed_times: 1,
        offers: 2,
        accepted: 1,
        per_mille: 1000,
      }),
    ]);
    const csv = await call(t, 'GET', `/api/v1/admin/reports/waitlist/csv?${query}`, undefined, {
      token: staff.token,
    });
    expect(csv.status).toBe(200);
    const rows = csv.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows.at(-1)).toMatch(/,1,2,1,100(\.0+)?%?$/);
  });

  it('a time freed and offered but never taken counts as freed, not filled', async () => {
    const { f, owners } = await fullAt('16:00', 1);
    const b = ctx.people.shift()!;
    const bEntry = await joinAt(b, f, '16:00');
    await cancel(owners[0]!);
    await drain();
    expect((await answer(b, bEntry, 'decline')).status).toBe(200);
    const day = localDate(Date.now(), tz);
    const report = await call(
      t,
      'GET',
      `/api/v1/admin/reports?from=${day}&to=${day}&branch_id=${f.branchId}`,
      undefined,
      { token: staff.token },
    );
    expect(report.body.data.waitlist.totals).toEqual({
      freed_times: 1,
      offers: 1,
      accepted: 0,
      per_mille: 0,
    });
  });
});
