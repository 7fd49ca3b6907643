import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { tz } from '../../test/booking.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';
import {
  setupDesk,
  t,
  fx,
  customers,
  desk,
  local,
  fresh,
  booked,
  calendarOf,
  move,
} from '../../test/desk.ts';

setupDesk();

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

  it('flags a booking outside its resource’s working time until someone moves it back in (issue 30 item 10)', async () => {
    const f = await fresh();
    const { lineId } = await booked(f, '09:00');
    const flagOf = async () => {
      const res = await calendarOf(
        desk.receptionist.token,
        `branch_id=${f.branchId}&from=${slotDate}&to=${slotDate}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.bookings as { order_product_id: number; outside_hours: boolean }[])
        .filter((b) => b.order_product_id === lineId)
        .map((b) => b.outside_hours);
    };
    expect(await flagOf()).toEqual([false]);
    // Across the shift's end (16:30–17:30 against 09:00–17:00): partly outside is outside.
    const late = await move(desk.receptionist.token, lineId, {
      start_at: local('16:30'),
      outside_shift: true,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(await flagOf()).toEqual([true]);
    const back = await move(desk.receptionist.token, lineId, { start_at: local('15:00') });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await flagOf()).toEqual([false]);
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
