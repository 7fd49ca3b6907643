import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/retry.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { checkout, getCart, holdService } from '../../test/orders.ts';

let t: TestApp;
let fx: Fixture;
let owner: { id: number; token: string };
let customers: { id: number; token: string }[];

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 2, price: 23000 });
  const all = await createCustomers(t, 4);
  owner = all[0]!;
  customers = all.slice(1);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
});
afterAll(() => t.close());

const as = (method: 'GET' | 'PUT', body?: Json, lang?: 'en' | 'ar') =>
  call(t, method, '/api/v1/admin/settings/payment-methods', body, { token: owner.token, lang });
const offered = (res: { body: Json }) =>
  (res.body.data.methods as Json[]).filter((m) => m.offered).map((m) => m.id);

describe('the ways to pay the business offers (issue 27)', () => {
  it('lists every method, all built; unknown ones and none at all cannot be offered', async () => {
    const res = await as('GET', undefined, 'ar');
    expect(res.status).toBe(200);
    const methods = res.body.data.methods as Json[];
    expect(methods.map((m) => m.id)).toEqual(['cash', 'card', 'apple_pay', 'stc_pay', 'tabby', 'tamara']);
    expect(methods.find((m) => m.id === 'cash')).toMatchObject({ name: 'نقدًا', offered: true, ready: true });
    // Every method is built (ADR 0053, 0061); the demo business offers them all, each against its sandbox.
    for (const method of methods) expect(method).toMatchObject({ offered: true, ready: true });
    const none = await as('PUT', { offered: [] }, 'ar');
    expect(none.status).toBe(422);
    expect(none.body.errors.offered[0]).toMatch(arabicLetters);
    expect((await as('PUT', { offered: ['bitcoin'] })).status).toBe(422);
    expect(offered(await as('GET'))).toEqual(['cash', 'card', 'apple_pay', 'stc_pay', 'tabby', 'tamara']);
    // A real business starts with card, Apple Pay and cash: STC Pay and the pay-later providers need contracts.
    const [column] = rowsOf<{ column_default: string }>(
      await t.database.db.execute(
        sql`select column_default from information_schema.columns
            where table_name = 'business_settings' and column_name = 'payment_methods'`,
      ),
    );
    expect(column!.column_default).toBe("'{card,apple_pay,cash}'::text[]");
  });

  it('a method turned off leaves the cart at once and POST orders refuses it, translated; audited', async () => {
    const c = customers[0]!;
    await holdService(t, fx, c.token, '10:00');
    const before = (await getCart(t, c.token)).body.data.cart.payment_methods as Json[];
    expect(before.map((m) => m.id)).toEqual(['cash', 'card', 'apple_pay', 'stc_pay', 'tabby', 'tamara']);
    expect(before[1]).toMatchObject({
      logo: '/payment-logos/card.svg',
      schemes: ['mada', 'visa', 'mastercard'],
    });

    const res = await as('PUT', { offered: ['card'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(offered(res)).toEqual(['card']);
    const after = (await getCart(t, c.token)).body.data.cart.payment_methods as Json[];
    expect(after.map((m) => m.id)).toEqual(['card']);
    const cash = await checkout(t, c.token, 'cash', { lang: 'ar' });
    expect(cash.status).toBe(422);
    expect(cash.body.message).toBe('طريقة الدفع هذه غير متاحة: اختر طريقة أخرى');
    expect(cash.body.errors.payment_method_id[0]).toMatch(arabicLetters);
    const card = await checkout(t, c.token, 'card');
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    expect(card.body.data.order.payment_method).toBe('card');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.payment_methods'), eq(auditLog.actorId, owner.id)));
    expect(audit).toMatchObject({
      before: ['card', 'apple_pay', 'stc_pay', 'tabby', 'tamara', 'cash'],
      after: ['card'],
    });

    // Both again, in the registry's order whatever order they were sent in.
    expect(offered(await as('PUT', { offered: ['card', 'cash', 'card'] }))).toEqual(['cash', 'card']);
  });

  it('only the owner may change them', async () => {
    const res = await call(
      t,
      'PUT',
      '/api/v1/admin/settings/payment-methods',
      { offered: ['card'] },
      {
        token: customers[1]!.token,
      },
    );
    expect(res.status).toBe(403);
  });
});
