import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supportTickets } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import { book, getTicket, listTickets, openTicket, reply, ticketWorld } from '../../test/tickets.ts';

/**
 * The desk's support tickets (issue 16 item 7, ADR 0029): an owner reaches all, a manager their branches' and the
 * branchless ones, a receptionist their branch's only; filters; every write audited.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof ticketWorld>>;
const ids = { north: 0, south: 0, general: 0, guest: 0 };

beforeAll(async () => {
  t = await createTestApp();
  // Only this file's four tickets: the demo's (seed-tickets.ts) would be in every list below.
  await t.database.db.delete(supportTickets);
  world = await ticketWorld(t);
  const { a, b } = world.customers;
  const northOrder = await book(t, world.north, a, '10:00');
  const southOrder = await book(t, world.south, b, '11:00');
  const open = async (token: string, subject: string, order_id?: number) =>
    (await openTicket(t, token, { subject, category: 'booking', message: `About ${subject}`, order_id })).body
      .data.ticket.id as number;
  ids.north = await open(a.token, 'North visit', northOrder);
  ids.south = await open(b.token, 'South visit', southOrder);
  ids.general = await open(a.token, 'General question');
  await call(t, 'POST', '/api/v1/contact', {
    name: 'Guest',
    mobile_number: '531112222',
    message: 'Guest message',
  });
  ids.guest = (await listTickets(t, world.desk.owner.token, '', true)).body.data.tickets.find(
    (x: Json) => x.customer.guest,
  ).id;
});
afterAll(() => t.close());

const seen = async (token: string, query = '') => {
  const res = await listTickets(t, token, query, true);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.tickets as Json[]).map((x) => x.id as number).sort((x, y) => x - y);
};
const sorted = (...xs: number[]) => xs.sort((x, y) => x - y);

describe('who reaches which tickets', () => {
  it('an owner all; a manager their branch’s and the branchless; a receptionist their branch’s only; staff none', async () => {
    const { owner, manager, receptionist, member, southDesk } = world.desk;
    expect(await seen(owner.token)).toEqual(sorted(ids.north, ids.south, ids.general, ids.guest));
    expect(await seen(manager.token)).toEqual(sorted(ids.north, ids.general, ids.guest));
    expect(await seen(receptionist.token)).toEqual([ids.north]);
    expect(await seen(southDesk.token)).toEqual([ids.south]);
    expect((await listTickets(t, member.token, '', true)).status).toBe(403);

    const read = async (token: string, id: number) => (await getTicket(t, token, id, true)).status;
    expect(await read(manager.token, ids.south)).toBe(403);
    expect(await read(manager.token, ids.general)).toBe(200);
    expect(await read(receptionist.token, ids.general)).toBe(403);
    expect(await read(receptionist.token, ids.guest)).toBe(403);
    const refused = await getTicket(t, southDesk.token, ids.north, true);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This belongs to a branch you do not work at');
    expect((await reply(t, southDesk.token, ids.north, 'Not mine', true)).status).toBe(403);
    expect(
      (
        await call(t, 'POST', `/api/v1/admin/tickets/${ids.north}/resolve`, undefined, {
          token: southDesk.token,
        })
      ).status,
    ).toBe(403);
    expect(await read(owner.token, 99_999_999)).toBe(404);
  });

  it('shows who wrote: the customer’s name and mobile, or the guest’s', async () => {
    const thread = await getTicket(t, world.desk.owner.token, ids.guest, true);
    expect(thread.body.data.ticket.customer).toEqual({
      user_id: null,
      name: 'Guest',
      mobile_number: '531112222',
      guest: true,
    });
    const north = await getTicket(t, world.desk.receptionist.token, ids.north, true);
    expect(north.body.data.ticket.customer).toMatchObject({ user_id: world.customers.a.id, guest: false });
    expect(north.body.data.ticket.customer.mobile_number).toMatch(/^5\d{8}$/);
    expect(north.body.data.ticket.branch).toMatchObject({ id: world.north.branchId });
  });
});

describe('filters', () => {
  it('by status, branch (or none) and unread; a branch one does not work at is refused', async () => {
    const { owner, manager, receptionist } = world.desk;
    expect(await seen(owner.token, `?branch=${world.south.branchId}`)).toEqual([ids.south]);
    expect(await seen(owner.token, '?branch=none')).toEqual(sorted(ids.general, ids.guest));
    expect(await seen(manager.token, '?branch=none')).toEqual(sorted(ids.general, ids.guest));
    expect((await listTickets(t, receptionist.token, '?branch=none', true)).status).toBe(403);
    expect((await listTickets(t, receptionist.token, `?branch=${world.south.branchId}`, true)).status).toBe(
      403,
    );
    expect((await listTickets(t, owner.token, '?status=closed', true)).status).toBe(422);
    expect((await listTickets(t, owner.token, '?branch=north', true)).status).toBe(422);

    // Unread for the desk until someone at the desk opens it.
    expect(await seen(owner.token, '?unread=1')).toContain(ids.south);
    const before = (await listTickets(t, owner.token, `?branch=${world.south.branchId}`, true)).body.data;
    expect(before.tickets[0].unread_count).toBe(1);
    await getTicket(t, world.desk.southDesk.token, ids.south, true);
    expect(await seen(owner.token, '?unread=1')).not.toContain(ids.south);
    await reply(t, world.customers.b.token, ids.south, 'Any news?');
    expect(await seen(owner.token, '?unread=1')).toContain(ids.south);

    await call(t, 'POST', `/api/v1/admin/tickets/${ids.general}/resolve`, undefined, {
      token: manager.token,
    });
    expect(await seen(owner.token, '?status=resolved')).toEqual([ids.general]);
    expect(await seen(owner.token, '?status=resolved&branch=none')).toEqual([ids.general]);
    const paged = await listTickets(t, owner.token, '?status=open&page=1', true);
    expect(paged.body.data.pagination_options).toMatchObject({ current_page: 1, next_page_url: null });
  });
});

describe('the desk’s writes', () => {
  it('a reply awaits the customer; resolve and reopen; each write audited once, a repeated one not at all', async () => {
    const { receptionist } = world.desk;
    const id = ids.north;
    const res = await reply(t, receptionist.token, id, 'We moved you to 10:30.', true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Your reply was sent');
    expect(res.body.data.ticket.status).toBe('awaiting_customer');
    expect(res.body.data.messages.at(-1)).toMatchObject({ side: 'staff', body: 'We moved you to 10:30.' });
    const resolve = () =>
      call(t, 'POST', `/api/v1/admin/tickets/${id}/resolve`, undefined, {
        token: receptionist.token,
        lang: 'ar',
      });
    const resolved = await resolve();
    expect(resolved.body).toMatchObject({
      message: 'تم تعليم التذكرة كمحلولة',
      data: { ticket: { status: 'resolved' } },
    });
    expect((await resolve()).status).toBe(200);
    const reopened = await call(t, 'POST', `/api/v1/admin/tickets/${id}/reopen`, undefined, {
      token: receptionist.token,
    });
    expect(reopened.body.data.ticket.status).toBe('open');

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorId, e.branchId, e.before, (e.after as Json).status])).toEqual(
      [
        ['ticket.reply', receptionist.id, world.north.branchId, { status: 'open' }, 'awaiting_customer'],
        [
          'ticket.resolve',
          receptionist.id,
          world.north.branchId,
          { status: 'awaiting_customer' },
          'resolved',
        ],
        ['ticket.reopen', receptionist.id, world.north.branchId, { status: 'resolved' }, 'open'],
      ],
    );
    // A manager reads these in their audit log.
    const log = await call(t, 'GET', '/api/v1/admin/audit-log?entity=ticket', undefined, {
      token: world.desk.manager.token,
    });
    expect((log.body.data.entries as Json[]).map((e) => e.action)).toContain('ticket.reopen');
  });

  it('refuses an empty reply (422) and writes nothing, not even an audit entry', async () => {
    const count = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'ticket'))).length;
    const before = await count();
    const empty = await reply(t, world.desk.owner.token, ids.guest, ' ', true);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ message: ['Write a message or attach a picture'] });
    expect((await reply(t, world.desk.owner.token, 99_999_999, 'Hello', true)).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
