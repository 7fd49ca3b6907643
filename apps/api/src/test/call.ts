/**
 * Shared helpers for the auth and account tests (not a test file): unique numbers and client IPs, requests
 * with a language / IP / token, reading the code from the console SMS outbox, moving challenge times back,
 * signing up a user and building multipart bodies.
 */
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { otpChallenges } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { injectOutsideContract } from './openapi-contract.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Locale = 'en' | 'ar';
export type Res = { status: number; body: Json; headers: Record<string, unknown>; payload: string };

export const arabicLetters = /[\u0600-\u06FF]/;

/** A generator of distinct, valid Saudi mobile numbers (national 9 digits) with a 2-digit prefix like "50". */
export function mobiles(prefix: '50' | '53' | '54' | '55' | '56' | '57' | '58' | '59') {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(7, '0')}`;
}

/** The stored form of a national number: "9665XXXXXXXX". */
export const full = (national: string) => `966${national}`;

let ipCounter = 0;
/**
 * A fresh client IP. Each IP has its own burst limit (per minute) and hourly code cap, so tests that are not
 * about those limits use a new one and never trip them by accident.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type CallOptions = {
  ip?: string;
  lang?: Locale;
  token?: string;
  headers?: Record<string, string>;
  /**
   * Why this request is one the OpenAPI document cannot describe (a path no route has): its answer is not held to
   * the document (test/openapi-contract.ts). Rare; every other answer is.
   */
  outsideContract?: string;
};

export async function call(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  o: CallOptions = {},
): Promise<Res> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.lang) headers['accept-language'] = o.lang;
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const options: InjectOptions = {
    method,
    url,
    headers,
    remoteAddress: o.ip ?? nextIp(),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
  const res = o.outsideContract
    ? await injectOutsideContract(t.app, o.outsideContract, options)
    : await t.app.inject(options);
  let body: Json = {};
  try {
    body = res.json();
  } catch {
    body = {};
  }
  return { status: res.statusCode, body, headers: res.headers, payload: res.payload };
}

export const sendOtp = (t: TestApp, mobile_number: string, o: CallOptions = {}, extra: Json = {}) =>
  call(
    t,
    'POST',
    '/api/v1/account/send-otp',
    { mobile_number, mobile_code: '966', accept_terms: 1, ...extra },
    o,
  );

export const verifyOtp = (t: TestApp, mobile_number: string, otp: string, o: CallOptions = {}) =>
  call(t, 'POST', '/api/v1/account/verify-otp', { mobile_number, mobile_code: '966', otp }, o);

export const profileFields = {
  first_name: 'Sara',
  last_name: 'Alharbi',
  gender: 'Female',
  date_of_birth: '1995-04-12',
};

export const registerUser = (
  t: TestApp,
  mobile_number: string,
  otp: string,
  fields: Json = profileFields,
  o: CallOptions = {},
) => call(t, 'POST', '/api/v1/user/register', { ...fields, otp, mobile_number, mobile_code: '966' }, o);

/**
 * The 4-digit code of the latest sign-in text to a national number (the console outbox is latest first). A text
 * with a link (a gift, an offer) is never a code text, even where its link holds four digits.
 */
export function latestCode(t: TestApp, national: string): string {
  const [latest] = t.sms.outbox(full(national)).filter((m) => !m.body.includes('://'));
  if (!latest) throw new Error(`no code SMS to ${national}`);
  const match = /(?<!\d)(\d{4})(?!\d)/.exec(latest.body);
  if (!match) throw new Error(`no code in SMS ${JSON.stringify(latest.body)}`);
  return match[1]!;
}

/** A 4-digit code that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Moves every challenge of a number back in time (created and expiry alike), instead of sleeping. */
export async function ageChallenges(t: TestApp, national: string, seconds: number) {
  const by = sql`${`${seconds} seconds`}::interval`;
  await t.database.db
    .update(otpChallenges)
    .set({
      createdAt: sql`${otpChallenges.createdAt} - ${by}`,
      expiresAt: sql`${otpChallenges.expiresAt} - ${by}`,
    })
    .where(eq(otpChallenges.mobileNumber, full(national)));
}

export const challengesOf = (t: TestApp, national: string) =>
  t.database.db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.mobileNumber, full(national)))
    .orderBy(otpChallenges.id);

/** Sends a code (past any cooldown left by an earlier send) and returns it. */
export async function freshCode(t: TestApp, national: string, o: CallOptions = {}): Promise<string> {
  await ageChallenges(t, national, 61);
  const res = await sendOtp(t, national, o);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return latestCode(t, national);
}

/** Send + verify: the verify-otp answer's data. */
export async function signIn(t: TestApp, national: string): Promise<Json> {
  const code = await freshCode(t, national);
  const res = await verifyOtp(t, national, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/** A new number through send, verify and register: its token and user. */
export async function signUp(
  t: TestApp,
  national: string,
  fields: Json = profileFields,
): Promise<{ token: string; user: Json }> {
  const code = await freshCode(t, national);
  const verified = await verifyOtp(t, national, code);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(verified.body.data.is_completed).toBe(false);
  const res = await registerUser(t, national, code, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.data.token as string, user: res.body.data.user as Json };
}

export type FilePart = { field?: string; filename: string; type: string; data: Uint8Array };

/** A multipart/form-data body and its content-type header, built by the platform's FormData. */
export async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.filename,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** POST account/update as multipart (with the spec's `_method=PUT`). */
export async function updateMultipart(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  file?: FilePart,
  o: CallOptions = {},
) {
  const body = await multipart({ _method: 'PUT', ...fields }, file);
  return call(t, 'POST', '/api/v1/account/update', body.payload, {
    ...o,
    token,
    headers: { ...o.headers, ...body.headers },
  });
}

export const info = (t: TestApp, token?: string, o: CallOptions = {}) =>
  call(t, 'GET', '/api/v1/account/info', undefined, { ...o, token });
