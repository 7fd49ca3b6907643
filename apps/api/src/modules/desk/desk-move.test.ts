import { describe, expect, it } from 'vitest';
import { formatLocalDate } from '@hajz/contracts/calendar-text';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { notifications, orders, reservations, resources, resourceServices } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { call } from '../../test/call.ts';
import { overlappingReservations, reservationRows } from '../../test/booking.ts';
import { holdService, slotDate } from '../../test/orders.ts';
import {
  setupDesk,
  t,
  elsewhere,
  customers,
  desk,
  at,
  local,
  morningShift,
  fresh,
  booked,
  calendarOf,
  move,
  linesOf,
  auditOf,
} from '../../test/desk.ts';

setupDesk();

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
    await t.app.context.outbox.drain();
    const list = await call(t, 'GET', '/api/v1/notifications', undefined, { token: customer.token });
    expect(list.status).toBe(200);
    const moved = JSON.stringify(list.body.data);
    expect(moved).toContain(`Booking ${number} has a new time`);
    expect(moved).toContain(`Your booking moved to ${formatLocalDate(slotDate, 'en')} at 1:30 PM`);
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
