/** Test helper (not a test file): people, bookings at two branches, and ticket calls. */
import type { StaffRole } from '@hajz/contracts/staff';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { staffBranches, staffMembers, users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { call, multipart, type CallOptions, type FilePart, type Json } from './call.ts';
import { createCustomers, createFixture, type Fixture } from './booking.ts';
import { checkout, holdService } from './orders.ts';

export type Person = { id: number; token: string };

/** A confirmed cash booking of `who` at the fixture's branch: its order id. */
export async function book(t: TestApp, fx: Fixture, who: Person, time: string): Promise<number> {
  await holdService(t, fx, who.token, time);
  const res = await checkout(t, who.token, 'cash');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order.id as number;
}

export async function makeStaff(
  t: TestApp,
  person: Person,
  role: StaffRole | 'admin',
  branchIds: number[] = [],
) {
  if (role === 'admin') {
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, person.id));
    return;
  }
  await t.database.db.insert(staffMembers).values({ userId: person.id, role });
  if (branchIds.length)
    await t.database.db
      .insert(staffBranches)
      .values(branchIds.map((branchId) => ({ userId: person.id, branchId })));
}

/** Two branches with a service each (North and South), customers and the desk around them. */
export async function ticketWorld(t: TestApp) {
  const north = await createFixture(t, { resources: 2 });
  const south = await createFixture(t, { resources: 2 });
  const [a, b, guestless, owner, manager, receptionist, member, southDesk] = await createCustomers(t, 8);
  await makeStaff(t, owner!, 'admin');
  await makeStaff(t, manager!, 'manager', [north.branchId]);
  await makeStaff(t, receptionist!, 'receptionist', [north.branchId]);
  await makeStaff(t, member!, 'staff', [north.branchId]);
  await makeStaff(t, southDesk!, 'receptionist', [south.branchId]);
  return {
    north,
    south,
    customers: { a: a!, b: b!, c: guestless! },
    desk: {
      owner: owner!,
      manager: manager!,
      receptionist: receptionist!,
      member: member!,
      southDesk: southDesk!,
    },
  };
}

export const png = async (width = 40, height = 30): Promise<FilePart> => ({
  field: 'image',
  filename: 'photo.png',
  type: 'image/png',
  data: await sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer(),
});

export const openTicket = (t: TestApp, token: string, body: Json, o: CallOptions = {}) =>
  call(t, 'POST', '/api/v1/tickets', body, { ...o, token });

/** POST with a form (fields and a file) as a browser sends it. */
export async function postForm(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: FilePart,
  o: CallOptions = {},
) {
  const body = await multipart(fields, file);
  return call(t, 'POST', url, body.payload, { ...o, token, headers: { ...o.headers, ...body.headers } });
}

export const reply = (t: TestApp, token: string, id: number, message: string, admin = false) =>
  call(t, 'POST', `/api/v1/${admin ? 'admin/' : ''}tickets/${id}/messages`, { message }, { token });

export const getTicket = (t: TestApp, token: string, id: number, admin = false) =>
  call(t, 'GET', `/api/v1/${admin ? 'admin/' : ''}tickets/${id}`, undefined, { token });

export const listTickets = (t: TestApp, token: string, query = '', admin = false) =>
  call(t, 'GET', `/api/v1/${admin ? 'admin/' : ''}tickets${query}`, undefined, { token });
