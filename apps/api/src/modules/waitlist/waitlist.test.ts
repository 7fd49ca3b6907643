import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, reservations, staffBranches, staffMembers, waitlistOffers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, overlappingReservations } from '../../test/booking.ts';
import { checkout, slotDate } from '../../test/orders.ts';
import { local, minutes, waitlistCalls, type Person } from '../../test/waitlist.ts';

/** The waitlist on a fake clock (`test/waitlist.ts`): `drain` runs the reactions, `refill(at)` the minute's job. */
const ctx = {} as { t: TestApp; people: Person[] };
const { refill, drain, join, mine, answer, fullAt, cancel } = waitlistCalls(ctx);
let t: TestApp;
let people: Person[];
beforeAll(async () => {
  t = ctx.t = await createTestApp({ outbox: { start: false } });
  people = ctx.people = await createCustomers(t, 40);
});
afterAll(() => t.close());

describe('joining', () => {
  it('joins a taken time once; a free time is booked instead (422); a date outside the calendar is 422', async () => {
    const { f } = await fullAt('10:00');
    const b = people.shift()!;
    const res = await join(b, f, { start_at: local('10:00') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('You are on the waitlist. We will tell you when a time frees up');
    expect(res.body.data.entry).toMatchObject({ status: 'waiting', date: slotDate, offer_expires_at: null });
    const twice = await join(b, f, { start_at: local('10:00') });
    expect(twice.status).toBe(409);
    const free = await join(b, f, { start_at: local('13:00') }, 'ar');
    expect(free.status).toBe(422);
    expect(free.body.errors.start_at).toEqual(['توجد أوقات متاحة لهذا. احجز أحدها بدلًا من الانتظار']);
    const anyTime = await join(b, f);
    expect(anyTime.status).toBe(422);
    const far = await join(b, f, { date: '2099-01-01' });
    expect(far.status).toBe(422);
    const anonymous = await call(t, 'POST', '/api/v1/waitlist', {
      product_id: f.productId,
      branch_id: f.branchId,
      date: slotDate,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a freed time', () => {
  it('is offered to the first in line within a minute after a crash, once, held; declined → next; expiry → free', async () => {
    const { f, owners } = await fullAt('10:00');
    const [b, c, e] = [people.shift()!, people.shift()!, people.shift()!];
    const bEntry = (await join(b, f, { start_at: local('10:00') })).body.data.entry.id as number;
    const cEntry = (await join(c, f, { start_at: local('10:00') })).body.data.entry.id as number;
    // A cancellation frees 10:00; the process "crashes" before its reactions run (nothing drained).
    expect((await cancel(owners[0]!)).status).toBe(200);
    expect((await mine(b))[0]).toMatchObject({ status: 'waiting' });
    // Back up: the minute's job offers it to the first in line, and the pending reaction adds no second offer.
    const now = new Date();
    expect(await refill(minutes(1))).toBe(1);
    await drain();
    expect(await refill(minutes(1))).toBe(0);
    const offers = await t.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.productId, f.productId));
    expect(offers).toHaveLength(1);
    const [offered] = await mine(b);
    expect(offered).toMatchObject({
      id: bEntry,
      status: 'offered',
      offer_start_at: new Date(local('10:00')).toISOString(),
    });
    const expires = Date.parse(String(offered!.offer_expires_at));
    expect(expires - now.getTime()).toBeGreaterThan(15 * 60_000);
    expect(expires - now.getTime()).toBeLessThan(17 * 60_000);
    // Told: a notification (and through it web push) and, through the messenger (no WhatsApp here), an SMS.
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(note).toMatchObject({ kind: 'waitlist_offered' });
    expect(
      t.sms.outbox().some((m) => m.body.includes('a time for') && m.body.includes('/dashboard/waitlist')),
    ).toBe(true);
    // Held: nobody else can take it, not even with the calendar open.
    const taken = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: f.productId, branch_id: f.branchId, date: slotDate, selectedTime: '10:00' },
      { token: e.token },
    );
    expect(taken.status).toBe(409);
    // B declines: C, next in line, is offered it at once.
    const declined = await answer(b, bEntry, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.data.entry.status).toBe('expired');
    expect((await mine(c))[0]).toMatchObject({ id: cEntry, status: 'offered' });
    // C lets it run out (16 minutes on the fake clock): the offer ends and the time is free again.
    await refill(minutes(17));
    expect((await mine(c))[0]).toMatchObject({ status: 'expired', offer_expires_at: null });
    const held = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.waitlistEntryId, cEntry));
    expect(held).toEqual([]);
    // C accepting too late is told clearly.
    const late = await answer(c, cEntry, 'accept', 'ar');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/انتهت مدة هذا العرض/);
    const booked = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: f.productId, branch_id: f.branchId, date: slotDate, selectedTime: '10:00' },
      { token: e.token },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const outcomes = (
      await t.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.productId, f.productId))
    ).map((o) => o.outcome);
    expect(outcomes.sort()).toEqual(['declined', 'expired']);
  });

  it('accepting puts the held time in the cart; it books; a second accept answers the same; nobody else can accept it', async () => {
    const { f, owners } = await fullAt('12:00');
    const [b, c] = [people.shift()!, people.shift()!];
    const bEntry = (await join(b, f, { start_at: local('12:00') })).body.data.entry.id as number;
    const cEntry = (await join(c, f, { start_at: local('12:00') })).body.data.entry.id as number;
    expect((await cancel(owners[1]!)).status).toBe(200);
    // The cancellation's own reaction offers it (no job needed).
    await drain();
    expect((await mine(b))[0]).toMatchObject({ status: 'offered' });
    expect((await mine(c))[0]).toMatchObject({ status: 'waiting' });
    const stranger = await answer(c, bEntry, 'accept');
    expect(stranger.status).toBe(404);
    const notOffered = await answer(c, cEntry, 'accept');
    expect(notOffered.status).toBe(409);
    const [first, second] = await Promise.all([answer(b, bEntry, 'accept'), answer(b, bEntry, 'accept')]);
    for (const r of [first, second]) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.entry.status).toBe('booked');
    }
    const cart = await call(t, 'GET', '/api/v1/cart', undefined, { token: b.token });
    const lines = JSON.stringify(cart.body.data);
    expect(lines).toContain(String(first!.body.data.entry.cart_product_id));
    const order = await checkout(t, b.token, 'cash');
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await overlappingReservations(t)).toEqual([]);
    const [offer] = await t.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.entryId, bEntry));
    expect(offer!.outcome).toBe('accepted');
  });

  it('leaving while offered passes the time on', async () => {
    const { f, owners } = await fullAt('14:00');
    const [b, c] = [people.shift()!, people.shift()!];
    const bEntry = (await join(b, f, { start_at: local('14:00') })).body.data.entry.id as number;
    await join(c, f, { start_at: local('14:00') });
    await cancel(owners[0]!);
    await drain();
    expect((await mine(b))[0]).toMatchObject({ status: 'offered' });
    const left = await call(t, 'DELETE', `/api/v1/waitlist/${bEntry}`, undefined, { token: b.token });
    expect(left.status).toBe(200);
    expect(left.body.data.entries).toEqual([]);
    expect((await mine(c))[0]).toMatchObject({ status: 'offered' });
  });
});

describe('the back office', () => {
  it("lists a branch's waitlist for a day and offers a time by hand", async () => {
    const { f } = await fullAt('09:00');
    const [b, staff, outsider] = [people.shift()!, people.shift()!, people.shift()!];
    await t.database.db.insert(staffMembers).values([
      { userId: staff.id, role: 'receptionist' },
      { userId: outsider.id, role: 'receptionist' },
    ]);
    await t.database.db.insert(staffBranches).values({ userId: staff.id, branchId: f.branchId });
    const entry = (await join(b, f, { start_at: local('09:00') })).body.data.entry.id as number;
    const list = await call(
      t,
      'GET',
      `/api/v1/admin/waitlist?branch_id=${f.branchId}&date=${slotDate}`,
      undefined,
      {
        token: staff.token,
      },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.entries).toEqual([expect.objectContaining({ id: entry, status: 'waiting' })]);
    const forbidden = await call(
      t,
      'GET',
      `/api/v1/admin/waitlist?branch_id=${f.branchId}&date=${slotDate}`,
      undefined,
      {
        token: outsider.token,
      },
    );
    expect(forbidden.status).toBe(403);
    const taken = await call(
      t,
      'POST',
      `/api/v1/admin/waitlist/${entry}/offer`,
      { start_at: local('09:00') },
      { token: staff.token },
    );
    expect(taken.status).toBe(409);
    const res = await call(
      t,
      'POST',
      `/api/v1/admin/waitlist/${entry}/offer`,
      { start_at: local('11:00') },
      { token: staff.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.entry).toMatchObject({
      status: 'offered',
      offer_start_at: new Date(local('11:00')).toISOString(),
    });
    const [offer] = await t.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.entryId, entry));
    expect(offer!.offeredBy).toBe(staff.id);
  });
});
