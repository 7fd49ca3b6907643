/**
 * What the desk's tests share (split from one file, each its own test app): a branch with three therapists (60 +
 * 15 minutes, the third working mornings only), one elsewhere, sixteen customers of whom four are staff, and the
 * calls the tests make. A test file calls `setupDesk()` at its top; the bindings below are set before its tests run.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orderItems, resourceShifts, staffBranches, staffMembers } from '../db/schema.ts';
import { invalidateReads } from '../lib/read-cache.ts';
import { zonedInstant } from '../lib/zoned-time.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { call } from './call.ts';
import { createCustomers, createFixture, tz, type Fixture } from './booking.ts';
import { checkout, holdService, slotDate } from './orders.ts';

export type Person = { id: number; token: string };
export let t: TestApp;
export let fx: Fixture;
export let elsewhere: Fixture;
export let customers: Person[];
export const desk = {} as Record<'receptionist' | 'manager' | 'member' | 'other', Person>;

/** 'HH:mm' on the slot date as the ISO instant the API takes. */
export const at = (hhmm: string, date = slotDate) =>
  new Date(zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), tz)).toISOString();
export const local = (hhmm: string, date = slotDate) => `${date}T${hhmm}:00+03:00`;

/** The resource works mornings only (09:00–12:00) every day. */
export async function morningShift(resourceId: number) {
  await t.database.db
    .insert(resourceShifts)
    .values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ resourceId, day, startAt: '09:00', endAt: '12:00' })));
  invalidateReads(t.database.db);
}

/** A branch of its own for one test (three therapists, 60 + 15 minutes), where the receptionist and manager work. */
export async function fresh(): Promise<Fixture> {
  const f = await createFixture(t, { resources: 3, buffer: 15 });
  await t.database.db.insert(staffBranches).values([
    { userId: desk.receptionist.id, branchId: f.branchId },
    { userId: desk.manager.id, branchId: f.branchId },
  ]);
  return f;
}

/** A confirmed cash booking at the fixture's branch, by a customer of its own. */
export async function booked(f: Fixture, time: string, extra: Record<string, unknown> = {}) {
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

export const calendarOf = (token: string, query: string, lang: 'en' | 'ar' = 'en') =>
  call(t, 'GET', `/api/v1/admin/calendar?${query}`, undefined, { token, lang });
export const move = (token: string, lineId: number, body: object, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', `/api/v1/admin/bookings/${lineId}/move`, body, { token, lang });
export const book = (token: string, body: object, o: { key?: string; lang?: 'en' | 'ar' } = {}) =>
  call(t, 'POST', '/api/v1/admin/bookings', body, {
    token,
    lang: o.lang,
    headers: o.key ? { 'idempotency-key': o.key } : {},
  });
export const linesOf = async (lineId: number) => {
  const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, lineId));
  return line!;
};
export const auditOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** Opens this file's test app and its people before its tests, and closes it after. */
export function setupDesk() {
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
  afterAll(() => t.close());
}

/** The day after `date` ('YYYY-MM-DD'). */
export function addDay(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
