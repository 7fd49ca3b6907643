import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { invoices, orders, payments, users } from '../../db/schema.ts';
import { call } from '../../test/call.ts';
import { overlappingReservations } from '../../test/booking.ts';
import { slotDate } from '../../test/orders.ts';
import {
  setupDesk,
  t,
  elsewhere,
  customers,
  desk,
  local,
  fresh,
  book,
  auditOf,
  addDay,
} from '../../test/desk.ts';

setupDesk();

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
