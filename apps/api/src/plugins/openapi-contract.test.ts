import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomers, createFixture, type Fixture } from '../modules/booking/test-fixtures.ts';
import { checkout, holdService, slotDate } from '../modules/orders/test-support.ts';

/**
 * The contract walk (issue 18 item 7, ADR 0020): every operation of the served OpenAPI document is called, with a
 * valid request where one can be made and with wrong ones, and every answer must be a status the document lists
 * for that operation, with a body that validates against the schema it documents for that status and type.
 * An operation added without a request here fails the walk.
 */

type Json = Record<string, unknown>;
type Req = {
  note: string;
  method?: string;
  url: string;
  token?: 'customer' | 'spare' | 'admin' | 'recipient' | 'none';
  payload?: unknown;
  headers?: Record<string, string>;
  /** The status this request must get (so the walk also proves the call reached what it meant to). */
  expect: number;
};

let t: TestApp;
let fx: Fixture;
let doc: { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const tokens: Record<string, string> = {};
let spare: { id: number; token: string }[] = [];
/** A gift another customer sent to `tokens.recipient`, paid in cash: its id and its line. */
const gift = { id: 0, line: 0 };
beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t, { resources: 2, price: 23000 });
  const [customer, ...rest] = await createCustomers(t, 6);
  tokens.customer = customer!.token;
  spare = rest.slice(0, 3);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, rest[2]!.id));
  tokens.admin = rest[2]!.token;
  await holdService(t, fx, customer!.token, '10:00');
  const [sender, recipient] = [rest[3]!, rest[4]!];
  tokens.recipient = recipient.token;
  const [row] = await t.database.db
    .select({ mobile: users.mobileNumber })
    .from(users)
    .where(eq(users.id, recipient.id));
  await holdService(t, fx, sender.token, '11:00');
  const sent = await checkout(t, sender.token, 'cash', {
    body: {
      is_gifted_order: '1',
      gifted_order_data: {
        first_name: 'Noura',
        last_name: 'Ali',
        mobile_code: '966',
        mobile_number: row!.mobile,
      },
    },
  });
  gift.line = sent.body.data.order.products[0].order_product_id;
  const [sentGift] = await t.database.db
    .select({ id: gifts.id })
    .from(gifts)
    .where(eq(gifts.orderId, sent.body.data.order.id));
  gift.id = sentGift!.id;
  doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
/** Requests per operation ("get /api/v1/branches"): the walk fails for an operation missing here. */
function requests(): Record<string, Req[]> {
  const p = fx.productId;
  return {
    'get /api/health': [{ note: 'up', url: '/api/health', expect: 200 }],
    'get /api/v1/branches': [{ note: 'list', url: '/api/v1/branches', expect: 200 }],
    'get /api/v1/menus': [{ note: 'list', url: '/api/v1/menus', expect: 200 }],
    'get /api/v1/products': [
      { note: 'list', url: '/api/v1/products', expect: 200 },
      { note: 'bad type', url: '/api/v1/products?type=nope', expect: 422 },
    ],
    'get /api/v1/products/{id}': [
      { note: 'one', url: `/api/v1/products/${p}`, expect: 200 },
      { note: 'unknown', url: '/api/v1/products/99999999', expect: 404 },
    ],
    'get /api/v1/settings/business': [{ note: 'settings', url: '/api/v1/settings/business', expect: 200 }],
    'post /api/v1/account/send-otp': [
      {
        note: 'a code',
        method: 'POST',
        url: '/api/v1/account/send-otp',
        payload: { mobile_number: '500000777', accept_terms: 1 },
        expect: 200,
      },
      {
        note: 'terms as a boolean',
        method: 'POST',
        url: '/api/v1/account/send-otp',
        payload: { mobile_number: '500000778', accept_terms: true },
        expect: 422,
      },
      {
        note: 'unreadable JSON',
        method: 'POST',
        url: '/api/v1/account/send-otp',
        payload: '{"mobile_number":',
        headers: json,
        expect: 400,
      },
    ],
    'post /api/v1/account/verify-otp': [
      {
        note: 'wrong code',
        method: 'POST',
        url: '/api/v1/account/verify-otp',
        payload: { mobile_number: '500000777', otp: '0000' },
        expect: 422,
      },
    ],
    'post /api/v1/user/register': [
      { note: 'nothing filled', method: 'POST', url: '/api/v1/user/register', payload: {}, expect: 422 },
    ],
    'get /api/v1/user/profile': [
      { note: 'mine', url: '/api/v1/user/profile', token: 'customer', expect: 200 },
      { note: 'no token', url: '/api/v1/user/profile', token: 'none', expect: 401 },
    ],
    'get /api/v1/account/info': [
      { note: 'mine', url: '/api/v1/account/info', token: 'customer', expect: 200 },
    ],
    'post /api/v1/account/update': [
      {
        note: 'reminders as a boolean',
        method: 'POST',
        url: '/api/v1/account/update',
        token: 'customer',
        payload: { booking_reminders: true },
        expect: 422,
      },
      {
        note: 'reminders off',
        method: 'POST',
        url: '/api/v1/account/update',
        token: 'customer',
        payload: { booking_reminders: '0' },
        expect: 200,
      },
    ],
    'delete /api/v1/account/delete': [
      {
        note: 'a spare account',
        method: 'DELETE',
        url: '/api/v1/account/delete',
        token: 'spare',
        expect: 200,
      },
    ],
    'post /api/v1/account/logout': [
      { note: 'no token', method: 'POST', url: '/api/v1/account/logout', payload: {}, expect: 401 },
    ],
    'get /api/v1/media/avatars/{key}': [
      { note: 'unknown', url: `/api/v1/media/avatars/${'0'.repeat(32)}`, expect: 404 },
      { note: 'not a key', url: '/api/v1/media/avatars/nothing-here.webp', expect: 422 },
    ],
    'get /api/v1/product-masters/{id}/available-times': [
      {
        note: 'times',
        url: `/api/v1/product-masters/${p}/available-times?branch_id=${fx.branchId}`,
        expect: 200,
      },
      { note: 'unknown product', url: '/api/v1/product-masters/99999999/available-times', expect: 404 },
    ],
    'get /api/v1/cart': [
      { note: 'mine', url: '/api/v1/cart', token: 'customer', expect: 200 },
      { note: 'points as a boolean', url: '/api/v1/cart?use_points=true', token: 'customer', expect: 422 },
      { note: 'no token', url: '/api/v1/cart', token: 'none', expect: 401 },
    ],
    'post /api/v1/cart': [
      {
        note: 'nothing to add',
        method: 'POST',
        url: '/api/v1/cart',
        token: 'customer',
        payload: {},
        expect: 422,
      },
    ],
    'post /api/v1/cart-products/{id}/update-time-slot': [
      {
        note: 'unknown line',
        method: 'POST',
        url: '/api/v1/cart-products/99999999/update-time-slot',
        token: 'customer',
        payload: { start_at: '2030-01-01T10:00:00+03:00', end_at: '2030-01-01T11:00:00+03:00' },
        expect: 404,
      },
    ],
    'delete /api/v1/cart/clear': [
      {
        note: 'another customer’s empty cart',
        method: 'DELETE',
        url: '/api/v1/cart/clear',
        token: 'admin',
        expect: 200,
      },
    ],
    'delete /api/v1/delete-all-cart': [
      { note: 'empty cart', method: 'DELETE', url: '/api/v1/delete-all-cart', token: 'admin', expect: 200 },
    ],
    'delete /api/v1/cart/{cartProductId}': [
      {
        note: 'unknown line',
        method: 'DELETE',
        url: '/api/v1/cart/99999999',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/orders': [
      {
        note: 'scheduled as a boolean',
        method: 'POST',
        url: '/api/v1/orders',
        token: 'customer',
        payload: { payment_method_id: 'cash', is_scheduled: false },
        expect: 422,
      },
      {
        note: 'the held service, cash',
        method: 'POST',
        url: '/api/v1/orders',
        token: 'customer',
        payload: { payment_method_id: 'cash' },
        headers: { 'idempotency-key': 'contract-walk-1' },
        expect: 201,
      },
    ],
    'get /api/v1/orders': [
      { note: 'mine', url: '/api/v1/orders?active=1', token: 'customer', expect: 200 },
      { note: 'active as a boolean', url: '/api/v1/orders?active=true', token: 'customer', expect: 422 },
    ],
    'get /api/v1/orders/{id}': [
      { note: 'unknown', url: '/api/v1/orders/99999999', token: 'customer', expect: 404 },
    ],
    'get /api/v1/orders/{id}/cancel': [
      { note: 'unknown', url: '/api/v1/orders/99999999/cancel', token: 'customer', expect: 404 },
    ],
    'post /api/v1/orders/{id}/cancel': [
      {
        note: 'unknown',
        method: 'POST',
        url: '/api/v1/orders/99999999/cancel',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/orders/{id}/rate': [
      {
        note: 'unknown',
        method: 'POST',
        url: '/api/v1/orders/99999999/rate',
        token: 'customer',
        payload: { rating: 5 },
        expect: 404,
      },
    ],
    'get /api/v1/orders/{id}/rating': [
      { note: 'unknown', url: '/api/v1/orders/99999999/rating', token: 'customer', expect: 404 },
    ],
    'get /api/v1/gifted-orders': [
      { note: 'received', url: '/api/v1/gifted-orders', token: 'recipient', expect: 200 },
      { note: 'no token', url: '/api/v1/gifted-orders', token: 'none', expect: 401 },
    ],
    'get /api/v1/gifted-orders/{id}': [
      { note: 'received', url: `/api/v1/gifted-orders/${gift.id}`, token: 'recipient', expect: 200 },
      { note: 'someone else’s', url: `/api/v1/gifted-orders/${gift.id}`, token: 'customer', expect: 404 },
    ],
    'get /api/v1/gifted-orders/{id}/available-times': [
      {
        note: 'its line',
        url: `/api/v1/gifted-orders/${gift.id}/available-times?order_product_id=${gift.line}`,
        token: 'recipient',
        expect: 200,
      },
      {
        note: 'no line',
        url: `/api/v1/gifted-orders/${gift.id}/available-times`,
        token: 'recipient',
        expect: 422,
      },
    ],
    'post /api/v1/gifted-orders/{id}/accept': [
      {
        note: 'not mine',
        method: 'POST',
        url: `/api/v1/gifted-orders/${gift.id}/accept`,
        token: 'customer',
        expect: 404,
      },
      {
        note: 'accept',
        method: 'POST',
        url: `/api/v1/gifted-orders/${gift.id}/accept`,
        token: 'recipient',
        expect: 200,
      },
    ],
    'post /api/v1/gifted-orders/{id}/schedule': [
      {
        note: 'no time',
        method: 'POST',
        url: `/api/v1/gifted-orders/${gift.id}/schedule`,
        token: 'recipient',
        payload: { order_product_id: gift.line },
        expect: 422,
      },
      {
        note: 'after accepting',
        method: 'POST',
        url: `/api/v1/gifted-orders/${gift.id}/schedule`,
        token: 'recipient',
        payload: {
          order_product_id: gift.line,
          start_at: `${slotDate}T13:00:00+03:00`,
          end_at: `${slotDate}T14:00:00+03:00`,
        },
        expect: 409,
      },
    ],
    'get /api/v1/wallet': [{ note: 'mine', url: '/api/v1/wallet', token: 'customer', expect: 200 }],
    'get /api/v1/vouchers/list_available_vouchers': [
      { note: 'mine', url: '/api/v1/vouchers/list_available_vouchers', token: 'customer', expect: 200 },
    ],
    'get /api/v1/vouchers': [{ note: 'mine', url: '/api/v1/vouchers', token: 'customer', expect: 200 }],
    'get /api/v1/vouchers/{serial}': [
      { note: 'unknown', url: '/api/v1/vouchers/NOPE-0000', token: 'customer', expect: 404 },
    ],
    'get /api/v1/gift-card-designs': [{ note: 'designs', url: '/api/v1/gift-card-designs', expect: 200 }],
    'get /api/v1/loyalty/classes': [{ note: 'classes', url: '/api/v1/loyalty/classes', expect: 200 }],
    'get /api/v1/loyalty/me': [
      { note: 'mine', url: '/api/v1/loyalty/me', token: 'customer', expect: 200 },
      { note: 'no token', url: '/api/v1/loyalty/me', token: 'none', expect: 401 },
    ],
    'get /api/v1/invoices/{id}': [
      { note: 'no signature', url: '/api/v1/invoices/1?exp=1&sig=x', expect: 403 },
    ],
    'post /api/v1/payments/check-payment-status': [
      {
        note: 'unknown reference',
        method: 'POST',
        url: '/api/v1/payments/check-payment-status',
        token: 'customer',
        payload: { merchant_reference: 'NOPE-000' },
        expect: 404,
      },
    ],
    'get /api/v1/payments/checkout/{reference}': [
      { note: 'unsigned: on to the result', url: '/api/v1/payments/checkout/NOPE-000', expect: 303 },
    ],
    'get /api/v1/payments/card-setup/{reference}': [
      { note: 'unsigned: on to the result', url: '/api/v1/payments/card-setup/NOPE-000', expect: 303 },
    ],
    'get /api/v1/payments/return/{provider}': [
      { note: 'unsigned return', url: '/api/v1/payments/return/sandbox?reference=X', expect: 303 },
      { note: 'a NUL in the reference', url: '/api/v1/payments/return/sandbox?reference=%00', expect: 422 },
    ],
    'post /api/v1/payments/return/{provider}': [
      {
        note: 'unsigned return',
        method: 'POST',
        url: '/api/v1/payments/return/sandbox',
        payload: { reference: 'X' },
        expect: 303,
      },
    ],
    'post /api/v1/payments/webhook/{provider}': [
      {
        note: 'unsigned',
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        payload: { reference: 'X' },
        expect: 401,
      },
      {
        note: 'another provider',
        method: 'POST',
        url: '/api/v1/payments/webhook/nope',
        payload: {},
        expect: 404,
      },
    ],
    'get /api/v1/saved-cards': [{ note: 'mine', url: '/api/v1/saved-cards', token: 'customer', expect: 200 }],
    'delete /api/v1/saved-cards/{id}': [
      {
        note: 'unknown',
        method: 'DELETE',
        url: '/api/v1/saved-cards/99999999',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/saved-cards/setup': [
      {
        note: 'a card frame',
        method: 'POST',
        url: '/api/v1/saved-cards/setup',
        token: 'customer',
        expect: 200,
      },
    ],
    'get /api/v1/admin/outbox/dead-letters': [
      { note: 'admin', url: '/api/v1/admin/outbox/dead-letters', token: 'admin', expect: 200 },
      { note: 'a customer', url: '/api/v1/admin/outbox/dead-letters', token: 'customer', expect: 403 },
    ],
    'post /api/v1/admin/outbox/replay': [
      {
        note: 'no ids',
        method: 'POST',
        url: '/api/v1/admin/outbox/replay',
        token: 'admin',
        payload: {},
        expect: 422,
      },
    ],
    'get /api/v1/addresses': [{ note: 'mine', url: '/api/v1/addresses', token: 'customer', expect: 200 }],
    'post /api/v1/addresses': [
      {
        note: 'a place in Riyadh',
        method: 'POST',
        url: '/api/v1/addresses',
        token: 'customer',
        payload: {
          title: 'Home',
          full_address: 'Olaya, Riyadh',
          latitude: 24.69,
          longitude: 46.68,
          is_preferred: 1,
        },
        expect: 201,
      },
      {
        note: 'preferred as a boolean',
        method: 'POST',
        url: '/api/v1/addresses',
        token: 'customer',
        payload: {
          title: 'Work',
          full_address: 'Malqa, Riyadh',
          latitude: 24.8,
          longitude: 46.6,
          is_preferred: true,
        },
        expect: 422,
      },
    ],
    'put /api/v1/addresses/{id}': [
      {
        note: 'unknown',
        method: 'PUT',
        url: '/api/v1/addresses/99999999',
        token: 'customer',
        payload: { title: 'Home', full_address: 'Olaya, Riyadh', latitude: 24.69, longitude: 46.68 },
        expect: 404,
      },
    ],
    'delete /api/v1/addresses/{id}': [
      {
        note: 'unknown',
        method: 'DELETE',
        url: '/api/v1/addresses/99999999',
        token: 'customer',
        expect: 404,
      },
    ],
    'get /api/v1/notifications': [
      { note: 'mine', url: '/api/v1/notifications', token: 'customer', expect: 200 },
    ],
    'get /api/v1/notifications/unread-count': [
      { note: 'mine', url: '/api/v1/notifications/unread-count', token: 'customer', expect: 200 },
    ],
    'post /api/v1/notifications/{id}/read': [
      {
        note: 'unknown',
        method: 'POST',
        url: '/api/v1/notifications/99999999/read',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/notifications/read-all': [
      { note: 'mine', method: 'POST', url: '/api/v1/notifications/read-all', token: 'customer', expect: 200 },
    ],
    'get /api/v1/push/config': [{ note: 'config', url: '/api/v1/push/config', expect: 200 }],
    'post /api/v1/push/subscriptions': [
      {
        note: 'no endpoint',
        method: 'POST',
        url: '/api/v1/push/subscriptions',
        token: 'customer',
        payload: {},
        expect: 422,
      },
    ],
    'delete /api/v1/push/subscriptions': [
      {
        note: 'no endpoint',
        method: 'DELETE',
        url: '/api/v1/push/subscriptions',
        token: 'customer',
        payload: {},
        expect: 422,
      },
    ],
    'get /api/v1/dev/outbox': [
      { note: 'demo codes', url: '/api/v1/dev/outbox?mobile_number=966500000777', expect: 200 },
    ],
  };
}

/** The document's schema with its component references put in place, for ajv. */
function resolved(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/'))
    return resolved(doc.components.schemas[ref.split('/').pop()!]);
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = resolved(value);
  // OpenAPI 3.0's `nullable` is JSON Schema's `type: [t, 'null']`.
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  delete out.nullable;
  // OpenAPI 3.0's boolean exclusiveMinimum/Maximum (draft 4) are numbers in later JSON Schema.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

describe('the OpenAPI document matches what the server answers (contract walk)', () => {
  it('every operation is walked; every answer is a documented status with a body of the documented shape', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const table = requests();
    const problems: string[] = [];
    let answers = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const op = `${method} ${path}`;
        const walk = table[op];
        if (!walk) {
          problems.push(`${op}: not walked (add a request to openapi-contract.test.ts)`);
          continue;
        }
        for (const req of walk) {
          const who = req.token === 'spare' ? spare.shift()!.token : tokens[req.token ?? 'none'];
          const res = await t.app.inject({
            method: (req.method ?? 'GET') as 'GET',
            url: req.url,
            payload: req.payload as string,
            headers: { ...req.headers, ...(who ? { authorization: `Bearer ${who}` } : {}) },
          });
          answers++;
          const where = `${op} (${req.note}) → ${res.statusCode}`;
          if (res.statusCode !== req.expect)
            problems.push(`${where}: expected ${req.expect} (${res.body.slice(0, 200)})`);
          const documented = (operation.responses as Record<string, Json>)[String(res.statusCode)];
          if (!documented) {
            problems.push(`${where}: status not documented`);
            continue;
          }
          if (res.statusCode === 303 && !res.headers.location) problems.push(`${where}: no Location`);
          const content = documented.content as Record<string, { schema: unknown }> | undefined;
          const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
          if (!content) continue;
          if (!content[type]) {
            problems.push(`${where}: ${type} not documented (${Object.keys(content).join(', ')})`);
            continue;
          }
          if (type !== 'application/json') continue;
          const validate = ajv.compile(resolved(content[type].schema) as object);
          if (!validate(res.json()))
            problems.push(`${where}: body does not match: ${ajv.errorsText(validate.errors).slice(0, 400)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(answers).toBeGreaterThan(70);
  });
});
