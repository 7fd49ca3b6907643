import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StaffRole } from '@hajz/contracts/staff';
import { auditLog, branches, orders, products, staffBranches, staffMembers, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import { routeMatrix } from '../../test/staff-route-matrix.ts';

type Who = 'guest' | 'customer' | StaffRole | 'other_branch';
type Person = { id: number; token: string };

let t: TestApp;
const people = {} as Record<Exclude<Who, 'guest'>, Person>;
let olaya: number;
let jeddah: number;
let pickupOrder: number;
let olayaTicket: number;

const matrix = routeMatrix({
  get olaya() {
    return olaya;
  },
  get jeddah() {
    return jeddah;
  },
  get pickupOrder() {
    return pickupOrder;
  },
  get olayaTicket() {
    return olayaTicket;
  },
});

async function staff(person: Person, role: StaffRole, branchIds: number[]) {
  await t.database.db.insert(staffMembers).values({ userId: person.id, role });
  if (branchIds.length)
    await t.database.db
      .insert(staffBranches)
      .values(branchIds.map((branchId) => ({ userId: person.id, branchId })));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [c, owner, manager, receptionist, member, other] = await createCustomers(t, 6);
  olaya = (await db.select().from(branches).where(eq(branches.slug, 'riyadh-olaya')))[0]!.id;
  jeddah = (await db.select().from(branches).where(eq(branches.slug, 'jeddah-tahlia')))[0]!.id;
  await db.update(users).set({ role: 'admin', firstName: 'Huda' }).where(eq(users.id, owner!.id));
  await staff(manager!, 'manager', [olaya]);
  await staff(receptionist!, 'receptionist', [olaya]);
  await staff(member!, 'staff', [olaya]);
  await staff(other!, 'receptionist', [jeddah]);
  Object.assign(people, { customer: c, owner, manager, receptionist, staff: member, other_branch: other });
  // A paid pickup at Olaya: the desk's fulfilment route has an order to act on.
  const [oud] = await db.select().from(products).where(eq(products.slug, 'tahara-musk'));
  await call(
    t,
    'POST',
    '/api/v1/cart',
    { product_id: oud!.id, branch_id: olaya, quantity: 1 },
    { token: c!.token },
  );
  const res = await call(
    t,
    'POST',
    '/api/v1/orders',
    { payment_method_id: 'cash', is_scheduled: '0' },
    { token: c!.token, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  pickupOrder = res.body.data.order.id;
  const ticket = await call(
    t,
    'POST',
    '/api/v1/tickets',
    { subject: 'My pickup', category: 'booking', message: 'When is it ready?', order_id: pickupOrder },
    { token: c!.token },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  olayaTicket = ticket.body.data.ticket.id;
});
afterAll(() => t.close());

const as = (who: Who, req: { method: string; url: string; payload?: object }) =>
  call(t, req.method as 'GET', req.url, req.payload, who === 'guest' ? {} : { token: people[who].token });

describe('back-office access', () => {
  it('every admin route refuses guests (401), customers and the roles it is not for (403), and lets its roles in', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const adminOps = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(
      adminOps.filter((op) => !matrix[op]),
      'admin routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((op) => !adminOps.includes(op)),
      'matrix rows for routes the app does not have',
    ).toEqual([]);
    for (const op of adminOps) {
      const { roles, request } = matrix[op]!;
      for (const who of ['guest', 'customer', 'owner', 'manager', 'receptionist', 'staff'] as const) {
        const res = await as(who, request());
        const expected = who === 'guest' ? 401 : who === 'customer' || !roles.includes(who) ? 403 : 'allowed';
        if (expected === 'allowed') expect([401, 403], `${op} as ${who}`).not.toContain(res.status);
        else expect(res.status, `${op} as ${who}`).toBe(expected);
      }
    }
  });

  it('the wrong branch is refused, said in words; the right one moves the order and the audit log keeps it', async () => {
    const move = (who: Who, status: string) =>
      as(who, { method: 'POST', url: `/api/v1/admin/orders/${pickupOrder}/fulfilment`, payload: { status } });
    const refused = await move('other_branch', 'ready_for_pickup');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This belongs to a branch you do not work at');
    expect((await move('receptionist', 'ready_for_pickup')).status).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(pickupOrder))))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: people.receptionist.id,
        action: 'order.fulfilment',
        entity: 'order',
        branchId: olaya,
        before: { status: 'confirmed', fulfilment_status: 'preparing' },
        after: { status: 'confirmed', fulfilment_status: 'ready_for_pickup' },
      }),
    ]);
    // A refused move writes nothing: neither the order nor the log.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, pickupOrder));
    expect(order!.fulfilmentStatus).toBe('ready_for_pickup');
  });

  it('a ticket about an Olaya order is refused to the Jeddah desk, said in words', async () => {
    const refused = await as('other_branch', { method: 'GET', url: `/api/v1/admin/tickets/${olayaTicket}` });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This belongs to a branch you do not work at');
  });

  it('who I am; managers read the log of their branches only, owners all of it', async () => {
    const me = await as('manager', { method: 'GET', url: '/api/v1/admin/me' });
    expect(me.body.data).toEqual({
      user_id: people.manager.id,
      role: 'manager',
      branch_ids: [olaya],
      resource_id: null,
    });
    expect((await as('owner', { method: 'GET', url: '/api/v1/admin/me' })).body.data).toMatchObject({
      role: 'owner',
      branch_ids: 'all',
    });
    await t.database.db.insert(auditLog).values({
      actorId: people.owner.id,
      action: 'test.write',
      entity: 'test',
      entityId: '1',
      branchId: jeddah,
    });
    const log = (who: Who) => as(who, { method: 'GET', url: '/api/v1/admin/audit-log' });
    const managers = (await log('manager')).body.data.entries as { branch_id: number; action: string }[];
    expect(managers.every((e) => e.branch_id === olaya)).toBe(true);
    expect(managers.map((e) => e.action)).toContain('order.fulfilment');
    const owners = (await log('owner')).body.data.entries as { action: string; actor_name: string }[];
    expect(owners[0]).toMatchObject({ action: 'test.write', actor_name: 'Huda Customer' });
    expect((await as('manager', { method: 'GET', url: '/api/v1/admin/audit-log?page=0' })).status).toBe(422);
  });

  it('names the records in words, in the reader’s language: the booking by number and customer, a service by its name', async () => {
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, pickupOrder));
    const [oud] = await db.select().from(products).where(eq(products.slug, 'tahara-musk'));
    const [branch] = await db.select().from(branches).where(eq(branches.id, olaya));
    await db.insert(auditLog).values({
      actorId: people.owner.id,
      action: 'product.reorder',
      entity: 'product',
      entityId: 'product',
      branchId: null,
      before: { ids: [oud!.id, 999_999] },
      after: { ids: [999_999, oud!.id], branch_ids: [olaya] },
    });
    const read = async (locale: 'en' | 'ar') =>
      (
        await call(t, 'GET', '/api/v1/admin/audit-log', undefined, {
          token: people.owner.token,
          headers: { 'accept-language': locale },
        })
      ).body.data as {
        entries: { action: string; entity: string; entity_id: string; order_id: number | null }[];
        names: Record<string, Record<string, string>>;
      };
    const en = await read('en');
    const moved = en.entries.find((e) => e.action === 'order.fulfilment')!;
    expect(moved).toMatchObject({ entity_id: String(pickupOrder), order_id: pickupOrder });
    expect(en.names.order![String(pickupOrder)]).toBe(`${order!.orderNumber} · Test Customer`);
    expect(en.names.product![String(oud!.id)]).toBe(oud!.nameEn);
    expect(en.names.branch![String(olaya)]).toBe(branch!.nameEn);
    expect(en.names.product!['999999'], 'a record since removed has no name').toBeUndefined();
    const ar = await read('ar');
    expect(ar.names.product![String(oud!.id)]).toBe(oud!.nameAr);
    expect(ar.names.product![String(oud!.id)]).not.toBe(oud!.nameEn);
    expect(ar.entries.find((e) => e.action === 'product.reorder')!.order_id).toBeNull();
  });
});
