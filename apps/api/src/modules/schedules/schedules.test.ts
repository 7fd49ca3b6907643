import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, resources, resourceShifts, staffBranches, staffMembers, users } from '../../db/schema.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, tz, type Fixture } from '../../test/booking.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';

type Person = { id: number; token: string };
let t: TestApp;
let customers: Person[];
const people = {} as Record<'owner' | 'manager' | 'receptionist', Person>;
/** Where the manager works; `elsewhere` is a branch they do not. */
let home: Fixture;
let elsewhere: Fixture;

const everyDay = (startAt: string, endAt: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start_at: startAt, end_at: endAt }));
const at = (hhmm: string, date = slotDate) =>
  new Date(zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), tz)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  home = await createFixture(t, { resources: 0 });
  elsewhere = await createFixture(t, { resources: 1 });
  customers = await createCustomers(t, 12);
  const db = t.database.db;
  people.owner = customers.pop()!;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, people.owner.id));
  for (const role of ['manager', 'receptionist'] as const) {
    people[role] = customers.pop()!;
    await db.insert(staffMembers).values({ userId: people[role].id, role });
    await db.insert(staffBranches).values({ userId: people[role].id, branchId: home.branchId });
  }
});
afterAll(() => t.close());

const as = (
  who: keyof typeof people,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  lang?: 'en' | 'ar',
) => call(t, method, `/api/v1/admin${url}`, body, { token: people[who].token, lang });
const slotsOn = async (f: Fixture, date = slotDate) => {
  const res = await call(
    t,
    'GET',
    `/api/v1/product-masters/${f.productId}/available-times?branch_id=${f.branchId}`,
  );
  expect(res.status).toBe(200);
  return ((res.body.data.times as Json[]).find((d) => d.date === date)!.slots as Json[]).map((s) => s.from);
};
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'resource'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
const newResource = (f: Fixture, extra: object = {}) => ({
  branch_id: f.branchId,
  kind: 'staff',
  name_en: 'Noura',
  name_ar: 'نورة',
  service_ids: [f.productId],
  ...extra,
});

/** A confirmed cash booking at the fixture's branch by a customer of its own. */
async function booked(f: Fixture, time: string) {
  const c = customers.shift()!;
  await holdService(t, f, c.token, time);
  const res = await checkout(t, c.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { number: res.body.data.order.order_number as string, customer: c };
}

describe('resources', () => {
  it('an owner adds a resource with a weekly shift: its times are offered to customers at once, and it is audited', async () => {
    expect(await slotsOn(home)).toEqual([]);
    const res = await as(
      'owner',
      'POST',
      '/resources',
      newResource(home, { shifts: everyDay('09:00', '12:00') }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const resource = res.body.data.resource;
    expect(resource).toMatchObject({
      branch_id: home.branchId,
      kind: 'staff',
      name_en: 'Noura',
      name_ar: 'نورة',
      is_active: true,
      service_ids: [home.productId],
      time_off: [],
    });
    expect(resource.shifts).toHaveLength(7);
    // 60 minutes on a 30-minute grid inside 09:00–12:00.
    expect(await slotsOn(home)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    const [entry] = await auditOf(resource.id);
    expect(entry).toMatchObject({
      actorId: people.owner.id,
      action: 'resource.create',
      branchId: home.branchId,
      before: null,
      after: expect.objectContaining({ name_en: 'Noura', service_ids: [home.productId] }),
    });
    const list = await as('manager', 'GET', `/resources?branch_id=${home.branchId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.resources.map((r: Json) => r.id)).toContain(resource.id);
    expect(list.body.data.services).toEqual([expect.objectContaining({ id: home.productId })]);
    expect(list.body.data.branch_hours).toHaveLength(7);
  });

  it('refuses bad input field by field, translated, and saves nothing', async () => {
    const before = (await t.database.db.select().from(resources)).length;
    const res = await as(
      'owner',
      'POST',
      '/resources',
      newResource(home, {
        name_ar: ' ',
        service_ids: [elsewhere.productId],
        shifts: [
          { day: 1, start_at: '09:00', end_at: '13:00' },
          { day: 1, start_at: '12:00', end_at: '15:00' },
          { day: 9, start_at: '25:00', end_at: '15:00' },
        ],
      }),
      'ar',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name_ar: ['أدخل الاسم بالعربية (حتى ٨٠ حرفًا)'],
      'shifts.1.start_at': ['هذه المناوبة تتداخل مع مناوبة أخرى في اليوم نفسه'],
      'shifts.2.day': ['اختر يومًا من أيام الأسبوع'],
      'shifts.2.start_at': ['أدخل الوقت بالساعات والدقائق، مثل 09:30'],
    });
    // Valid shape, but a service of another branch.
    const wrong = await as(
      'owner',
      'POST',
      '/resources',
      newResource(home, { service_ids: [elsewhere.productId] }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ service_ids: ['Choose services offered at this branch'] });
    expect((await t.database.db.select().from(resources)).length).toBe(before);
  });

  it("a manager runs their branches' resources only; a receptionist none", async () => {
    const mine = await as(
      'manager',
      'POST',
      '/resources',
      newResource(home, { kind: 'room', name_en: 'Room 2' }),
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const other = await as('manager', 'POST', '/resources', newResource(elsewhere));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This belongs to a branch you do not work at');
    const edit = await as('manager', 'PUT', `/resources/${elsewhere.resourceIds[0]}/shifts`, { shifts: [] });
    expect(edit.status).toBe(403);
    expect((await as('manager', 'GET', `/resources?branch_id=${elsewhere.branchId}`)).status).toBe(403);
    expect((await as('receptionist', 'GET', `/resources?branch_id=${home.branchId}`)).status).toBe(403);
    const renamed = await as('manager', 'PUT', `/resources/${mine.body.data.resource.id}`, {
      name_en: 'Room Two',
      name_ar: 'الغرفة ٢',
      kind: 'room',
      service_ids: [],
      is_active: true,
    });
    expect(renamed.status).toBe(200);
    const entries = await auditOf(mine.body.data.resource.id);
    expect(entries.map((e) => e.action)).toEqual(['resource.create', 'resource.update']);
    expect(entries[1]).toMatchObject({
      actorId: people.manager.id,
      before: expect.objectContaining({ name_en: 'Room 2', service_ids: [home.productId] }),
      after: expect.objectContaining({ name_en: 'Room Two', service_ids: [] }),
    });
  });
});

describe('a change that would strand bookings', () => {
  it('a shift change lists the bookings it leaves outside (409), saves nothing, and saves once confirmed', async () => {
    const f = await createFixture(t, { resources: 1 });
    const id = f.resourceIds[0]!;
    const inside = await booked(f, '10:00');
    const outside = await booked(f, '14:00');
    const refused = await as('owner', 'PUT', `/resources/${id}/shifts`, {
      shifts: everyDay('09:00', '12:00'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This change leaves 1 booking outside working time. Review them, then confirm to save anyway',
    );
    expect(refused.body.data.stranded).toEqual([
      {
        order_id: expect.any(Number),
        order_number: outside.number,
        customer_name: expect.stringContaining('Customer'),
        service_name: expect.any(String),
        start_at: `${slotDate}T14:00:00+03:00`,
        end_at: `${slotDate}T15:00:00+03:00`,
      },
    ]);
    expect(refused.body.data.stranded.map((b: Json) => b.order_number)).not.toContain(inside.number);
    expect(
      await t.database.db.select().from(resourceShifts).where(eq(resourceShifts.resourceId, id)),
    ).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    const saved = await as('owner', 'PUT', `/resources/${id}/shifts`, {
      shifts: everyDay('09:00', '12:00'),
      confirm: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.resource.shifts).toHaveLength(7);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'resource.shifts',
      before: { shifts: [] },
      after: { shifts: expect.any(Array), stranded: [outside.number] },
    });
    // Back to the branch's hours: nothing is stranded by giving time back.
    expect((await as('owner', 'PUT', `/resources/${id}/shifts`, { shifts: [] })).status).toBe(200);
  });

  it('time off: a slot inside it is no longer offered and cannot be booked; over a booking it asks first', async () => {
    const f = await createFixture(t, { resources: 1 });
    const id = f.resourceIds[0]!;
    const away = { start_at: at('10:00'), end_at: at('12:00'), note: 'Training' };
    const added = await as('owner', 'POST', `/resources/${id}/time-off`, away);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.resource.time_off).toEqual([
      {
        id: expect.any(Number),
        start_at: `${slotDate}T10:00:00+03:00`,
        end_at: `${slotDate}T12:00:00+03:00`,
        note: 'Training',
      },
    ]);
    const offered = await slotsOn(f);
    expect(offered).not.toContain('10:00');
    expect(offered).not.toContain('11:00');
    expect(offered).toContain('09:00');
    expect(offered).toContain('12:00');
    const c = customers.shift()!;
    const hold = await call(
      t,
      'POST',
      '/api/v1/cart',
      { product_id: f.productId, branch_id: f.branchId, date: slotDate, selectedTime: '10:00' },
      { token: c.token },
    );
    // Not a time the business offers (the resource is away), as for any time off the grid.
    expect(hold.status).toBe(422);
    expect(Object.keys(hold.body.errors)).toEqual(['selectedTime']);
    // Over a booked time: listed first, saved only when confirmed.
    const booking = await booked(f, '15:00');
    const late = { start_at: at('14:30'), end_at: at('17:00') };
    const asked = await as('owner', 'POST', `/resources/${id}/time-off`, late);
    expect(asked.status).toBe(409);
    expect(asked.body.data.stranded.map((b: Json) => b.order_number)).toEqual([booking.number]);
    const confirmed = await as('owner', 'POST', `/resources/${id}/time-off`, { ...late, confirm: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.resource.time_off).toHaveLength(2);
    // The desk's calendar shows the time off as gaps in the resource's working time.
    const calendar = await as(
      'owner',
      'GET',
      `/calendar?branch_id=${f.branchId}&from=${slotDate}&to=${slotDate}`,
    );
    expect(calendar.body.data.resources[0].shifts).toEqual([
      { start_at: `${slotDate}T09:00:00+03:00`, end_at: `${slotDate}T10:00:00+03:00` },
      { start_at: `${slotDate}T12:00:00+03:00`, end_at: `${slotDate}T14:30:00+03:00` },
    ]);
    // Removing the first gives its slots back, audited.
    const first = added.body.data.resource.time_off[0].id;
    const removed = await as('owner', 'DELETE', `/resources/${id}/time-off/${first}`);
    expect(removed.status).toBe(200);
    expect(await slotsOn(f)).toContain('10:00');
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'resource.time_off_add',
      'resource.time_off_add',
      'resource.time_off_remove',
    ]);
    expect((await as('owner', 'DELETE', `/resources/${id}/time-off/${first}`)).status).toBe(404);
  });

  it('time off is checked: the end after the start, not over, translated', async () => {
    const id = elsewhere.resourceIds[0]!;
    const backwards = await as(
      'owner',
      'POST',
      `/resources/${id}/time-off`,
      { start_at: at('12:00'), end_at: at('10:00') },
      'ar',
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ end_at: ['يجب أن تكون النهاية بعد البداية'] });
    const past = new Date(Date.now() - 3600_000).toISOString();
    const over = await as('owner', 'POST', `/resources/${id}/time-off`, {
      start_at: past,
      end_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ end_at: ['This time off has already ended'] });
    const bad = await as('owner', 'POST', `/resources/${id}/time-off`, {
      start_at: 'tomorrow',
      end_at: at('10:00'),
    });
    expect(bad.body.errors).toMatchObject({ start_at: ['Enter a date and time'] });
  });

  it('deactivating lists every future booking first; confirmed, the resource offers no more times', async () => {
    const f = await createFixture(t, { resources: 1 });
    const id = f.resourceIds[0]!;
    const booking = await booked(f, '11:00');
    const body = {
      name_en: 'Gone',
      name_ar: 'غادر',
      kind: 'staff',
      service_ids: [f.productId],
      is_active: false,
    };
    const asked = await as('owner', 'PUT', `/resources/${id}`, body, 'ar');
    expect(asked.status).toBe(409);
    expect(asked.body.message).toContain('بعد هذا التغيير يبقى خارج وقت العمل حجز واحد.');
    expect(asked.body.data.stranded.map((b: Json) => b.order_number)).toEqual([booking.number]);
    expect((await slotsOn(f)).length).toBeGreaterThan(0);
    const done = await as('owner', 'PUT', `/resources/${id}`, { ...body, confirm: true });
    expect(done.status).toBe(200);
    expect(done.body.data.resource.is_active).toBe(false);
    expect(await slotsOn(f)).toEqual([]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'resource.update',
      before: expect.objectContaining({ is_active: true }),
      after: expect.objectContaining({ is_active: false, stranded: [booking.number] }),
    });
  });
});
