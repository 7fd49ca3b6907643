import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  invoices,
  notifications,
  orderItems,
  orders,
  payments,
  reservations,
  resourceShifts,
  resources,
  resourceServices,
  staffBranches,
  staffMembers,
  users,
} from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../auth/test-helpers.ts';
import {
  createCustomers,
  createFixture,
  overlappingReservations,
  reservationRows,
  tz,
  type Fixture,
} from '../booking/test-fixtures.ts';
import { checkout, holdService, slotDate } from '../orders/test-support.ts';

type Person = { id: number; token: string };
let t: TestApp;
let fx: Fixture;
let elsewhere: Fixture;
let customers: Person[];
const desk = {} as Record<'receptionist' | 'manager' | 'member' | 'other', Person>;

/** 'HH:mm' on the slot date as the ISO instant the API takes. */
const at = (hhmm: string, date = slotDate) =>
  new Date(zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), tz)).toISOString();
const local = (hhmm: string, date = slotDate) => `${date}T${hhmm}:00+03:00`;

beforeAll(async () => {
  t = await createTestApp();
  // Three therapists; a 60-minute service with a 15-minute buffer.
  fx = await createFixture(t, { resources: 3, buffer: 15 });
  elsewhere = await createFixture(t, { resources: 1 });
  customers = await createCustomers(t, 16);
  const db = t.database.db;
  const staff = async (role: string, branchId: number, resourceId: number | null = null) => {
    const person = customers.pop()!;
    await db.insert(staffMembers).values({ userId: person.id, role, resourceId });
    await db.insert(staffBranches).values({ userId: person.id, branchId });
    return person;
  };
  desk.receptionist = await staff('receptionist', fx.branchId);
  desk.manager = await staff('manager', fx.branchId);
  desk.member = await staff('staff', fx.branchId, fx.resourceIds[0]!);
  desk.other = await staff('receptionist', elsewhere.branchId);
  await morningShift(fx.resourceIds[2]!);
});

/** The resource works mornings only (09:00–12:00) every day. */
async function morningShift(resourceId: number) {
  await t.database.db
    .insert(resourceShifts)
    .values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ resourceId, day, startAt: '09:00', endAt: '12:00' })));
  invalidateReads(t.database.db);
}

/** A branch of its own for one test (three therapists, 60 + 15 minutes), where the receptionist and manager work. */
async function fresh(): Promise<Fixture> {
  const f = await createFixture(t, { resources: 3, buffer: 15 });
  await t.database.db.insert(staffBranches).values([
    { userId: desk.receptionist.id, branchId: f.branchId },
    { userId: desk.manager.id, branchId: f.branchId },
  ]);
  return f;
}
afterAll(() => t.close());

/** A confirmed cash booking at the fixture's branch, by a customer of its own. */
async function booked(f: Fixture, time: string, extra: Record<string, unknown> = {}) {
  const c = customers.shift()!;
  await holdService(t, f, c.token, time, extra);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const order = res.body.data.order;
  return {
    customer: c,
    orderId: order.id as number,
    number: order.order_number as string,
    lineId: order.products[0].order_product_id as number,
  };
}

const calendarOf = (token: string, query: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', `/api/v1/admin/calendar?${query}`, undefined, { token, lang });
const move = (token: string, lineId: number, body: object, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/admin/bookings/${lineId}/move`, body, { token, lang });
const book = (token: string, body: object, o: { key?: string; lang?: 'en' | 'ar' } = {}) =>
  call(t, 'POST', '/api/v1/admin/bookings', body, {
    token,
    lang: o.lang,
    headers: o.key ? { 'idempotency-key': o.key } : {},
  });
const linesOf = async (lineId: number) => {
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, lineId));
  return line!;
};
const auditOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('the desk calendar', () => {
  it("shows the branch's resources with their shifts, and each booking on its resource with who comes", async () => {
    const { number, lineId, customer } = await booked(fx, '10:00', { visitors: 2 });
    const held = customers.shift()!;
    await holdService(t, fx, held.token, '15:00');
    const res = await calendarOf(
      desk.receptionist.token,
      `branch_id=${fx.branchId}&from=${slotDate}&to=${slotDate}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.timezone).toBe(tz);
    expect(data.resources.map((r: { id: number }) => r.id)).toEqual(fx.resourceIds);
    expect(data.resources[0]).toMatchObject({
      kind: 'staff',
      name_en: 'Therapist 0',
      name_ar: 'معالجة 0',
      service_ids: [fx.productId],
      shifts: [{ start_at: local('09:00'), end_at: local('17:00') }],
    });
    expect(data.resources[2].shifts).toEqual([{ start_at: local('09:00'), end_at: local('12:00') }]);
    expect(data.services).toEqual([
      expect.objectContaining({ id: fx.productId, duration: 60, buffer: 15, price: fx.price }),
    ]);
    const mine = data.bookings.filter((b: { order_number: string }) => b.order_number === number);
    expect(mine).toHaveLength(2);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(mine[0]).toMatchObject({
      order_product_id: lineId,
      customer: { name: 'Test Customer', mobile: `0${row!.mobileNumber!.slice(3)}` },
      is_gift: false,
      start_at: local('10:00'),
      end_at: local('11:00'),
      busy_from: local('10:00'),
      busy_until: local('11:15'),
      status: 'confirmed',
      arrived: false,
      visitors: 2,
      payment_status: 'due_at_branch',
    });
    expect(data.holds).toEqual([
      expect.objectContaining({ start_at: local('15:00'), end_at: local('16:15') }),
    ]);
  });

  it('a gift shows who comes: its recipient, by name and mobile', async () => {
    const f = await fresh();
    const sender = customers.shift()!;
    await holdService(t, f, sender.token, '11:00');
    const sent = await checkout(t, sender.token, 'cash', {
      body: {
        is_gifted_order: '1',
        gifted_order_data: {
          first_name: 'Noura',
          last_name: 'Ali',
          mobile_code: '966',
          mobile_number: '500000177',
        },
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const res = await calendarOf(
      desk.receptionist.token,
      `branch_id=${f.branchId}&from=${slotDate}&to=${slotDate}`,
    );
    expect(res.body.data.bookings).toEqual([
      expect.objectContaining({
        order_number: sent.body.data.order.order_number,
        is_gift: true,
        customer: { name: 'Noura Ali', mobile: '0500000177' },
      }),
    ]);
  });

  it('a staff member sees only their own column; another branch is refused; the range is checked', async () => {
    const q = `branch_id=${fx.branchId}&from=${slotDate}&to=${slotDate}`;
    const own = await calendarOf(desk.member.token, q);
    expect(own.status).toBe(200);
    expect(own.body.data.resources.map((r: { id: number }) => r.id)).toEqual([fx.resourceIds[0]]);
    expect(
      own.body.data.bookings.every((b: { resource_id: number }) => b.resource_id === fx.resourceIds[0]),
    ).toBe(true);
    const refused = await calendarOf(desk.other.token, q);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This belongs to a branch you do not work at');
    const week = await calendarOf(
      desk.manager.token,
      `branch_id=${fx.branchId}&from=2026-03-01&to=2026-03-07`,
    );
    expect(week.status).toBe(200);
    for (const [query, field] of [
      [`branch_id=${fx.branchId}&from=2026-03-01&to=2026-03-08`, 'to'],
      [`branch_id=${fx.branchId}&from=2026-03-02&to=2026-03-01`, 'to'],
      [`branch_id=${fx.branchId}&from=2026-3-1&to=2026-03-01`, 'from'],
      [`from=2026-03-01&to=2026-03-01`, 'branch_id'],
    ] as const) {
      const bad = await calendarOf(desk.manager.token, query, 'ar');
      expect(bad.status, query).toBe(422);
      expect(Object.keys(bad.body.errors), query).toContain(field);
    }
    expect((await calendarOf(customers[0]!.token, q)).status).toBe(403);
  });
});

describe('moving a booking', () => {
  it('moves it to a free time keeping its buffer, audited, and the customer is told the new time', async () => {
    const f = await fresh();
    const { lineId, orderId, number, customer } = await booked(f, '09:00');
    const res = await move(desk.receptionist.token, lineId, { start_at: local('13:30') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('The booking was moved');
    expect(res.body.data.bookings).toEqual([
      expect.objectContaining({
        start_at: local('13:30'),
        end_at: local('14:30'),
        busy_until: local('14:45'),
      }),
    ]);
    const line = await linesOf(lineId);
    expect(line.startAt!.toISOString()).toBe(at('13:30'));
    expect(line.endAt!.toISOString()).toBe(at('14:30'));
    const rows = (await reservationRows(t, f.resourceIds)).filter((r) => r.kind === 'booking');
    expect(rows.filter((r) => r.start === `${slotDate} 13:30`)).toEqual([
      expect.objectContaining({ end: `${slotDate} 14:45` }),
    ]);
    expect(rows.some((r) => r.start === `${slotDate} 09:00`)).toBe(false);
    const [entry] = await auditOf('order_item', lineId);
    expect(entry).toMatchObject({
      actorId: desk.receptionist.id,
      action: 'booking.move',
      branchId: f.branchId,
      before: { start_at: at('09:00'), end_at: at('10:00') },
      after: { start_at: at('13:30'), end_at: at('14:30') },
    });
    // The customer's own view and notification centre.
    const mine = await call(t, 'GET', `/api/v1/orders/${orderId}`, undefined, { token: customer.token });
    expect(mine.body.data.products[0].start_at).toBe(local('13:30'));
    await t.app.outbox.drain();
    const list = await call(t, 'GET', '/api/v1/notifications', undefined, { token: customer.token });
    expect(list.status).toBe(200);
    const moved = JSON.stringify(list.body.data);
    expect(moved).toContain(`Booking ${number} has a new time`);
    expect(moved).toContain(`Your booking moved to ${slotDate} at 13:30`);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.kind, 'booking_moved')));
    expect(note!.params).toMatchObject({ order_number: number, date: slotDate, time: '13:30' });
  });

  it('refuses a time taken by another booking or a customer’s hold (409, in words), changing nothing', async () => {
    const f = await fresh();
    const first = await booked(f, '12:00');
    const victim = await booked(f, '14:00');
    // Move the 14:00 booking onto the resource of the 12:00 one, at 12:30: it overlaps.
    const calendar = await calendarOf(
      desk.receptionist.token,
      `branch_id=${f.branchId}&from=${slotDate}&to=${slotDate}`,
    );
    const target = calendar.body.data.bookings.find(
      (b: { order_product_id: number }) => b.order_product_id === first.lineId,
    );
    const res = await move(desk.receptionist.token, victim.lineId, {
      start_at: local('12:30'),
      resource_id: target.resource_id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const name = `Therapist ${f.resourceIds.indexOf(target.resource_id)}`;
    expect(res.body.message).toBe(`${name} already has booking ${first.number} at this time`);
    const ar = await move(
      desk.receptionist.token,
      victim.lineId,
      { start_at: local('12:30'), resource_id: target.resource_id },
      'ar',
    );
    expect(ar.body.message).toContain(first.number);
    expect(ar.body.message).toContain('في هذا الوقت');
    expect((await linesOf(victim.lineId)).startAt!.toISOString()).toBe(at('14:00'));
    // A customer holding 15:30 on all three resources: the move onto it is refused as held.
    const holder = customers.shift()!;
    await holdService(t, f, holder.token, '15:30', { visitors: 3 });
    const onHold = await move(desk.receptionist.token, victim.lineId, { start_at: local('15:30') });
    expect(onHold.status).toBe(409);
    expect(onHold.body.message).toMatch(/^A customer is booking Therapist \d at this time right now$/);
    expect(await overlappingReservations(t)).toEqual([]);
    expect(await auditOf('order_item', victim.lineId)).toEqual([]);
  });

  it('outside the shift only when the desk says so; a resource that cannot do the service is refused', async () => {
    const f = await fresh();
    await morningShift(f.resourceIds[2]!);
    const { lineId } = await booked(f, '09:00');
    const morning = f.resourceIds[2]!;
    const off = await move(desk.manager.token, lineId, { start_at: local('13:00'), resource_id: morning });
    expect(off.status, JSON.stringify(off.body)).toBe(409);
    expect(off.body.message).toBe(
      'Therapist 2 is not working at this time. Choose another time, or book outside the shift',
    );
    const late = await move(desk.manager.token, lineId, {
      start_at: local('17:00'),
      resource_id: morning,
      outside_shift: true,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data.bookings).toEqual([
      expect.objectContaining({ resource_id: morning, start_at: local('17:00') }),
    ]);
    const [entry] = await auditOf('order_item', lineId);
    expect(entry!.after).toMatchObject({ resource_ids: [morning], outside_shift: true });
    // A room at the branch that does not perform the service.
    const [room] = await t.database.db
      .insert(resources)
      .values({
        slug: `room-${randomUUID()}`,
        branchId: f.branchId,
        nameEn: 'Room',
        nameAr: 'غرفة',
        kind: 'room',
      })
      .returning();
    invalidateReads(t.database.db);
    const cannot = await move(desk.manager.token, lineId, {
      start_at: local('17:00'),
      resource_id: room!.id,
    });
    expect(cannot.status).toBe(422);
    expect(cannot.body.errors).toEqual({
      resource_id: ['This resource does not perform this service at this branch'],
    });
    // Choosing the time and resource it already has changes nothing.
    const same = await move(desk.manager.token, lineId, { start_at: local('17:00'), resource_id: morning });
    expect(same.body.message).toBe('The booking already has this time and resource');
    expect(await auditOf('order_item', lineId)).toHaveLength(1);
    await t.database.db.delete(resourceServices).where(eq(resourceServices.resourceId, room!.id));
  });

  it('who may move what: another branch, a staff member and a customer are refused; bad input is a 422', async () => {
    const f = await fresh();
    const { lineId, orderId, customer } = await booked(f, '11:00');
    expect((await move(desk.other.token, lineId, { start_at: local('13:00') })).status).toBe(403);
    expect((await move(desk.member.token, lineId, { start_at: local('13:00') })).status).toBe(403);
    expect((await move(customer.token, lineId, { start_at: local('13:00') })).status).toBe(403);
    expect((await move(desk.receptionist.token, 99999999, { start_at: local('13:00') })).status).toBe(404);
    for (const body of [
      {},
      { start_at: '2026-01-01 10:00' },
      { start_at: local('13:00'), outside_shift: 'yes' },
    ]) {
      const res = await move(desk.receptionist.token, lineId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const past = await move(desk.receptionist.token, lineId, {
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ start_at: ['This time has passed'] });
    const stranger = await move(desk.receptionist.token, lineId, {
      start_at: local('13:00'),
      resource_id: f.resourceIds[1],
      from_resource_id: elsewhere.resourceIds[0],
    });
    expect(stranger.status).toBe(422);
    expect(Object.keys(stranger.body.errors)).toEqual(['from_resource_id']);
    // A cancelled booking does not move.
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    await t.database.db.delete(reservations).where(eq(reservations.orderItemId, lineId));
    const cancelled = await move(desk.receptionist.token, lineId, { start_at: local('13:00') });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('Only a confirmed booking can be moved');
  });
});

describe('a walk-in or phone booking', () => {
  const newMobile = () => `50${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

  it('a new customer paying cash: the same order as a customer’s (price, VAT, invoice), confirmed, audited, told by SMS', async () => {
    const f = await fresh();
    const mobile = `05${newMobile().slice(1)}`;
    const res = await book(
      desk.receptionist.token,
      {
        mobile_number: mobile,
        first_name: 'Maha',
        last_name: 'Alqahtani',
        product_id: f.productId,
        resource_id: f.resourceIds[1],
        start_at: local('13:00'),
        payment: 'cash',
      },
      { key: randomUUID() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('The booking is made');
    const { order, customer, bookings } = res.body.data;
    expect(customer).toMatchObject({ name: 'Maha Alqahtani', created: true });
    expect(order).toMatchObject({ total: f.price, payment_method: 'cash', payment_status: 'due_at_branch' });
    // 15% VAT included in the price, as for a customer's order.
    expect(order.tax_amount).toBe(Math.round(f.price - f.price / 1.15));
    expect(bookings).toEqual([
      expect.objectContaining({
        resource_id: f.resourceIds[1],
        start_at: local('13:00'),
        busy_until: local('14:15'),
        customer: { name: 'Maha Alqahtani', mobile },
        payment_status: 'due_at_branch',
      }),
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'cash',
      userId: customer.id,
      branchId: f.branchId,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({ mobileNumber: `966${mobile.slice(1)}`, isCompleted: false });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    const [entry] = await auditOf('order', order.id);
    expect(entry).toMatchObject({
      action: 'booking.create',
      actorId: desk.receptionist.id,
      branchId: f.branchId,
    });
    await expect.poll(() => t.sms.outbox().filter((m) => m.body.includes(order.order_number)).length).toBe(1);
  });

  it('an existing customer paying by card at the desk: paid, no card data; a cancel refunds to the wallet', async () => {
    const f = await fresh();
    const regular = customers.shift()!;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, regular.id));
    const key = randomUUID();
    const body = {
      mobile_number: `+966 ${row!.mobileNumber!.slice(3)}`,
      product_id: f.productId,
      resource_id: f.resourceIds[0],
      start_at: local('15:00', addDay(slotDate)),
      payment: 'desk_card',
    };
    const res = await book(desk.manager.token, body, { key, lang: 'ar' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('تم الحجز');
    expect(res.body.data.customer).toEqual({ id: regular.id, name: 'Test Customer', created: false });
    const orderId = res.body.data.order.id as number;
    expect(res.body.data.order).toMatchObject({ payment_method: 'desk_card', payment_status: 'paid' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'desk',
        method: 'card',
        status: 'paid',
        transactionId: null,
        savedCardId: null,
      }),
    ]);
    // The same key answers the same booking, once.
    const again = await book(desk.manager.token, body, { key });
    expect(again.status).toBe(201);
    expect(again.body.data.order.id).toBe(orderId);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, regular.id))).toHaveLength(1);
    // The customer cancels in the app: a terminal payment comes back to their wallet.
    const cancel = await call(t, 'GET', `/api/v1/orders/${orderId}/cancel`, undefined, {
      token: regular.token,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const after = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(after.map((p) => p.status)).toEqual(['refunded']);
    const wallet = await call(t, 'GET', '/api/v1/wallet', undefined, { token: regular.token });
    expect(JSON.stringify(wallet.body.data)).toContain(String(f.price));
  });

  it('refuses what does not fit: a new number without names, a bad number, a taken time, another branch', async () => {
    const f = await fresh();
    const base = {
      product_id: f.productId,
      resource_id: f.resourceIds[0],
      start_at: local('11:30', addDay(slotDate)),
      payment: 'cash',
    };
    const nameless = await book(desk.receptionist.token, { ...base, mobile_number: newMobile() });
    expect(nameless.status).toBe(422);
    expect(Object.keys(nameless.body.errors).sort()).toEqual(['first_name', 'last_name']);
    const bad = await book(desk.receptionist.token, { ...base, mobile_number: '0112345678' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['mobile_number']);
    for (const wrong of [
      { payment: 'bitcoin' },
      { start_at: 'tomorrow' },
      { product_id: 0 },
      { resource_id: 'x' },
    ]) {
      const res = await book(desk.receptionist.token, {
        ...base,
        mobile_number: newMobile(),
        first_name: 'A',
        last_name: 'B',
        ...wrong,
      });
      expect(res.status, JSON.stringify(wrong)).toBe(422);
    }
    const notHere = await book(desk.receptionist.token, {
      ...base,
      product_id: elsewhere.productId,
      mobile_number: newMobile(),
      first_name: 'A',
      last_name: 'B',
    });
    expect(notHere.status).toBe(422);
    expect(Object.keys(notHere.body.errors)).toEqual(['product_id']);
    const first = await book(desk.receptionist.token, {
      ...base,
      mobile_number: newMobile(),
      first_name: 'A',
      last_name: 'B',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const taken = await book(desk.receptionist.token, {
      ...base,
      start_at: local('12:00', addDay(slotDate)),
      mobile_number: newMobile(),
      first_name: 'C',
      last_name: 'D',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      `Therapist 0 already has booking ${first.body.data.order.order_number} at this time`,
    );
    const theirs = await book(desk.other.token, {
      ...base,
      start_at: local('15:00', addDay(slotDate)),
      mobile_number: newMobile(),
      first_name: 'E',
      last_name: 'F',
    });
    expect(theirs.status).toBe(403);
    expect(await overlappingReservations(t)).toEqual([]);
  });

  it('finds a customer by any spelling of their mobile, or says the number is new', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customers[0]!.id));
    const national = row!.mobileNumber!.slice(3);
    const found = await call(t, 'GET', `/api/v1/admin/customers/by-mobile?mobile=0${national}`, undefined, {
      token: desk.receptionist.token,
    });
    expect(found.body.data.customer).toEqual({
      id: customers[0]!.id,
      first_name: 'Test',
      last_name: 'Customer',
      mobile_number: national,
    });
    const none = await call(t, 'GET', `/api/v1/admin/customers/by-mobile?mobile=${newMobile()}`, undefined, {
      token: desk.receptionist.token,
    });
    expect(none.body.data.customer).toBeNull();
    const bad = await call(t, 'GET', '/api/v1/admin/customers/by-mobile?mobile=123', undefined, {
      token: desk.receptionist.token,
    });
    expect(bad.status).toBe(422);
  });
});

function addDay(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
