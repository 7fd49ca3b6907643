import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomers } from '../test/booking.ts';
import { call } from '../test/call.ts';
import { checkContract, contractProblem } from '../test/openapi-contract.ts';

/**
 * The error answers every operation documents because of what it is (ADR 0020, `openapi-responses.ts`), asked of
 * every operation of the served document: no token → 401, a customer at the back office → 403, an unreadable JSON
 * body → 400, an unknown numeric id → 404. Every answer here (like every answer any test receives) is also held to
 * the document by the test client (test/openapi-contract.ts, ADR 0045): documented status, type and body shape.
 * That each operation's success answer is documented and received is the coverage check's (scripts/openapi-coverage.mjs).
 */

type Parameter = { in: string; name: string; required?: boolean; schema?: { type?: string } };
type Operation = {
  responses: Record<string, unknown>;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
};

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
const tokens = { customer: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp();
  const [customer, admin] = await createCustomers(t, 2);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin!.id));
  tokens.customer = customer!.token;
  tokens.admin = admin!.token;
  doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => t.close());

const unknownId = '99999999';
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({
      op: `${method} ${path}`,
      method: method.toUpperCase() as 'GET',
      url: path.replace(/\{\w+\}/g, unknownId),
      operation,
      admin: path.startsWith('/api/v1/admin/'),
      bearer: (operation.security ?? []).length > 0,
      documents: (status: number) => String(status) in operation.responses,
    })),
  );

describe('every operation answers the errors it documents for what it is', () => {
  it('no token → 401; a customer at the back office → 403', async () => {
    const problems: string[] = [];
    let asked = 0;
    for (const { op, method, url, admin, bearer, documents } of operations()) {
      // A bearer token's 401 (a webhook's 401 is a bad signature, ADR 0020 `errors`).
      if (bearer && documents(401)) {
        asked++;
        const res = await call(t, method, url);
        if (res.status !== 401) problems.push(`${op} without a token: ${res.status}`);
      }
      if (admin && documents(403)) {
        asked++;
        const res = await call(t, method, url, undefined, { token: tokens.customer });
        if (res.status !== 403) problems.push(`${op} as a customer: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(100);
  });

  it('an unreadable JSON body → 400, in the error envelope', async () => {
    const problems: string[] = [];
    let asked = 0;
    for (const { op, method, url, admin, operation, documents } of operations()) {
      if (!documents(400) || !operation.requestBody?.content?.['application/json']) continue;
      asked++;
      const token = admin ? tokens.admin : tokens.customer;
      const res = await call(t, method, url, '{"oops":', {
        token,
        headers: { 'content-type': 'application/json' },
      });
      if (res.status !== 400) problems.push(`${op}: ${res.status}`);
      else if (res.body.status !== false || !res.body.message) problems.push(`${op}: not the envelope`);
    }
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(40);
  });

  it('a read of an unknown numeric id → 404', async () => {
    const problems: string[] = [];
    let asked = 0;
    for (const { op, method, url, admin, operation, documents } of operations()) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if (method !== 'GET' || !documents(404) || params.length === 0) continue;
      // A required query (its 422 comes first), or a signed link (its 403 comes first: invoices).
      if ((operation.parameters ?? []).some((p) => p.in === 'query' && p.required)) continue;
      if (!admin && documents(403)) continue;
      if (!params.every((p) => p.schema?.type === 'integer' || p.schema?.type === 'number')) continue;
      asked++;
      const token = admin ? tokens.admin : tokens.customer;
      const res = await call(t, method, url, undefined, { token });
      if (res.status !== 404) problems.push(`${op}: ${res.status}`);
    }
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(5);
  });
});

describe('the test client’s check (test/openapi-contract.ts) catches what the document does not say', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const check = (url: string, statusCode: number, payload: string, headers: object = json) =>
    contractProblem(t.app, { method: 'GET', url }, { statusCode, headers, payload } as never);
  const product = (id: string) => `/api/v1/products/${id}`;

  it('a path no operation has, a status, a type or a body the operation does not document', () => {
    expect(check('/api/v1/nowhere', 404, '{}')).toMatch(/no operation of the OpenAPI document/);
    expect(check(product('7'), 418, '{}')).toMatch(
      /get \/api\/v1\/products\/\{id\} → 418 .*status not documented/,
    );
    expect(check(product('7'), 200, '<p>hi</p>', { 'content-type': 'text/html' })).toMatch(
      /content type "text\/html" not documented/,
    );
    expect(check(product('7'), 200, JSON.stringify({ status: 'yes' }))).toMatch(
      /does not match the documented schema:.*\/status must be boolean/,
    );
    expect(check(product('7'), 404, JSON.stringify({ status: false }))).toMatch(
      /must have required property 'message'/,
    );
  });

  it('passes a documented answer and one from a route hidden by design', () => {
    expect(check(product('7'), 404, JSON.stringify({ status: false, message: 'Not found' }))).toBeNull();
    expect(check('/api/v1/openapi.json', 200, '{}')).toBeNull();
  });

  it('rejects the request that got such an answer, unless the test says why it is outside the document', async () => {
    const outside = await call(t, 'GET', '/api/v1/nowhere', undefined, {
      outsideContract: 'a path no route has: the raw 404',
    });
    expect(outside.status).toBe(404);
    // An app whose route answers a status its operation does not document (t's real routes all do).
    const teapot = { statusCode: 418, headers: {}, payload: '' };
    const app = {
      inject: () => Promise.resolve(teapot),
      swagger: () => t.app.swagger(),
      openApiRoutes: t.app.openApiRoutes,
    } as unknown as FastifyInstance;
    const problems = checkContract(app);
    await expect(app.inject({ method: 'GET', url: '/api/v1/products/7' })).rejects.toThrow(
      /OpenAPI contract: get \/api\/v1\/products\/\{id\} → 418 .*status not documented/,
    );
    expect(problems).toHaveLength(1);
  });
});
