/**
 * Every answer a test receives is held to the OpenAPI document the app serves (ADR 0045, after ADR 0020's walk):
 * `checkContract(app)` (called by createTestApp) wraps the app's `inject`, so `call()`, a test's own `t.app.inject`
 * and the app's in-process calls (the sandbox gateway's webhook) are all checked:
 * - the operation exists (method + path template, found by Fastify's own router, find-my-way),
 * - the status is documented for it, with its content type,
 * - a JSON body validates (ajv) against the schema documented for that status.
 * A route the document leaves out by design (`schema.hide`: the document itself, the sandbox gateway's pages, map
 * tiles) is not checked. A mismatch fails the request (the awaiting test) and again the app's close, so an answer
 * swallowed by the app cannot escape. Each operation and status received is recorded per worker under
 * `test-results/openapi-calls/` for the coverage check after a full run (scripts/openapi-coverage.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

type Json = Record<string, unknown>;
type Media = Record<string, { schema?: unknown }>;
type Operation = { responses?: Record<string, { content?: Media }> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Json } };
/** A request's route: a documented operation ("get /api/v1/products/{id}"), or a hidden one (null). */
type Found = { op: string; operation: Operation } | { op: null };

/** Where each worker records what it received (the repository's test-results/, as the JSON reporter's). */
export const callsDir = resolve(import.meta.dirname, '../../../../test-results/openapi-calls');

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Compiled once per worker and schema (isolate: false: a worker keeps them for all its files). */
const compiled = new Map<string, ValidateFunction>();
/** What this worker received: "get /api/v1/products/{id} 200" → count; and the documented operations. */
const seen = new Map<string, number>();
const documented = new Map<string, string[]>();

/** The document's schema with its component references put in place, in JSON Schema for ajv. */
function resolved(schema: unknown, doc: Document): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolved(s, doc));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/'))
    return resolved(doc.components?.schemas?.[ref.split('/').pop()!], doc);
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = resolved(value, doc);
  // OpenAPI 3.0's `nullable` is JSON Schema's `type: [t, 'null']`.
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  const untyped = out.nullable === true && out.type === undefined && out.enum === undefined;
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
  // A nullable schema without a type (a union: `oneOf`/`anyOf` and nullable): the union, or null.
  return untyped ? { anyOf: [out, { type: 'null' }] } : out;
}

function validatorFor(schema: unknown, doc: Document): ValidateFunction {
  const json = JSON.stringify(resolved(schema, doc));
  let validate = compiled.get(json);
  if (!validate) {
    validate = ajv.compile(JSON.parse(json) as object);
    compiled.set(json, validate);
  }
  return validate;
}

/** Success answers (2xx, and 3xx for a redirecting operation): what the coverage check asks of each operation. */
const success = (status: string) => /^[23]\d\d$/.test(status);

type Contract = { doc: Document; find: (method: string, path: string) => Found | undefined };
/** One document per set of routes (building it is most of the check's cost: ~0.1–0.4 s), and per app. */
const byRoutes = new Map<string, Contract>();
const perApp = new WeakMap<FastifyInstance, Contract>();

function contractOf(app: FastifyInstance): Contract {
  const mine = perApp.get(app);
  if (mine) return mine;
  const key = app.openApiRoutes.map((r) => `${r.hidden ? 'hidden ' : ''}${r.method} ${r.url}`).join('\n');
  let contract = byRoutes.get(key);
  if (!contract) {
    const doc = app.swagger() as unknown as Document;
    contract = { doc, find: routerOf(doc, app.openApiRoutes) };
    byRoutes.set(key, contract);
  }
  perApp.set(app, contract);
  return contract;
}

function routerOf(doc: Document, routes: FastifyInstance['openApiRoutes']) {
  // Any length: Fastify's own limit (100) answers 414, which the operation documents.
  const router = FindMyWay({ maxParamLength: 100_000 });
  const noop = () => undefined;
  for (const r of routes)
    if (r.hidden) router.on(r.method as HTTPMethod, r.url, noop, { op: null } satisfies Found);
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!methods.includes(method)) continue;
      const op = `${method} ${path}`;
      router.on(method.toUpperCase() as HTTPMethod, path.replace(/\{(\w+)\}/g, ':$1'), noop, {
        op,
        operation,
      } satisfies Found);
      documented.set(
        op,
        Object.keys(operation.responses ?? {}).filter((s) => success(s)),
      );
    }
  }
  return (method: string, path: string) =>
    (router.find(method as HTTPMethod, path)?.store as Found | undefined) ?? undefined;
}

/** The documented operation a request reaches ("get /api/v1/products/{id}"), 'hidden' by design, or null. */
export function operationOf(app: FastifyInstance, method: string, path: string): string | null {
  const found = contractOf(app).find(method, path);
  return found ? (found.op ?? 'hidden') : null;
}

type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'payload'>;

/**
 * What is wrong with an answer for the document, or null. An answer that matches its operation is recorded for
 * the coverage check (one that does not fails its test instead).
 */
export function contractProblem(
  app: FastifyInstance,
  request: { method: string; url: string },
  res: Answer,
): string | null {
  const { doc, find } = contractOf(app);
  const path = new URL(request.url, 'http://test').pathname;
  const found = find(request.method, path);
  const where = `${request.method} ${request.url} → ${res.statusCode}`;
  if (!found) return `${where}: no operation of the OpenAPI document answers ${request.method} ${path}`;
  if (found.op === null) return null;
  const problem = operationProblem(doc, found, request.method, where, res);
  if (problem) return problem;
  const key = `${found.op} ${res.statusCode}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
  return null;
}

function operationProblem(
  doc: Document,
  found: { op: string; operation: Operation },
  method: string,
  where: string,
  res: Answer,
): string | null {
  const at = `${found.op} → ${res.statusCode} (${where})`;
  const response = found.operation.responses?.[String(res.statusCode)];
  if (!response)
    return `${at}: status not documented (documented: ${Object.keys(found.operation.responses ?? {}).join(', ')})`;
  if (res.statusCode === 303 && !res.headers.location) return `${at}: a 303 without a Location`;
  if (!response.content) {
    if (res.payload.length > 0 && method !== 'HEAD')
      return `${at}: a body where the document has none (${res.payload.slice(0, 120)})`;
    return null;
  }
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const media = response.content[type];
  if (!media)
    return `${at}: content type "${type}" not documented (${Object.keys(response.content).join(', ')})`;
  if (type !== 'application/json' || media.schema === undefined || method === 'HEAD') return null;
  let body: unknown;
  try {
    body = JSON.parse(res.payload);
  } catch {
    return `${at}: the body is not JSON (${res.payload.slice(0, 120)})`;
  }
  const validate = validatorFor(media.schema, doc);
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
  return `${at}: the body does not match the documented schema: ${errors}`;
}

const original = Symbol('inject without the contract check');
type Checked = FastifyInstance & { [original]?: FastifyInstance['inject'] };

function requestOf(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const raw = options.url ?? options.path ?? '/';
  const url = typeof raw === 'string' ? raw : `${raw.pathname ?? '/'}`;
  return { method: String(options.method ?? 'GET').toUpperCase(), url };
}

/**
 * Holds every `app.inject` answer to the document (see the file's comment). Returns the problems seen so far (the
 * test app's close fails on any).
 */
export function checkContract(app: FastifyInstance): string[] {
  const checked = app as Checked;
  const inject = app.inject.bind(app);
  const problems: string[] = [];
  checked[original] = inject;
  checked.inject = (async (options: InjectOptions | string) => {
    if (options === undefined || typeof options === 'function')
      throw new Error('the contract check takes inject(options) only');
    const res = await inject(options);
    const problem = contractProblem(app, requestOf(options), res);
    if (problem) {
      problems.push(problem);
      throw new Error(`OpenAPI contract: ${problem}`);
    }
    return res;
  }) as FastifyInstance['inject'];
  return problems;
}

/**
 * A request the document cannot describe, answered without the check: rare, and `why` says what it is (e.g. a raw
 * 404 for a path no route has).
 */
export function injectOutsideContract(
  app: FastifyInstance,
  why: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  if (!why) throw new Error('say why this request is outside the contract');
  const inject = (app as Checked)[original] ?? app.inject.bind(app);
  return inject(options);
}

/** Writes what this worker received so far (one file per worker, rewritten whole: cheap, and never half-merged). */
export function recordCalls() {
  if (documented.size === 0) return;
  mkdirSync(callsDir, { recursive: true });
  writeFileSync(
    join(callsDir, `worker-${process.pid}.json`),
    JSON.stringify({ operations: Object.fromEntries(documented), seen: Object.fromEntries(seen) }),
  );
}
