import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomers, createFixture, type Fixture } from '../test/booking.ts';
import { checkout, holdService } from '../test/orders.ts';
import { walkRequests } from '../test/openapi-walk-requests.ts';

/**
 * The contract walk (issue 18 item 7, ADR 0020): every operation of the served OpenAPI document is called, with a
 * valid request where one can be made and with wrong ones, and every answer must be a status the document lists
 * for that operation, with a body that validates against the schema it documents for that status and type.
 * An operation added without a request here fails the walk.
 */

type Json = Record<string, unknown>;

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
    const table = walkRequests({
      productId: fx.productId,
      branchId: fx.branchId,
      resourceId: fx.resourceIds[1]!,
      giftId: gift.id,
      giftLine: gift.line,
    });
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
