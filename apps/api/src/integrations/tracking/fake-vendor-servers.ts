/**
 * Local fakes of the four conversion endpoints for tests: each checks the request the way its vendor documents it
 * (path, auth, required fields, hashed user data) and answers like the vendor (Meta: events_received; Snap:
 * status SUCCESS; TikTok: code 0 or an error code; GA4: 204). A refused request is recorded with its reason.
 */
import { startFakeHttp, type FakeReply, type ReceivedRequest } from '../sms/fake-http.ts';

export type FakeVendor = {
  url: string;
  requests: ReceivedRequest[];
  /** Why each refused request was refused (empty when all were valid). */
  refusals: string[];
  close(): Promise<void>;
};

type Json = Record<string, unknown>;
const HEX64 = /^[0-9a-f]{64}$/;
const isHashList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((h) => HEX64.test(String(h)));

async function start(
  check: (request: ReceivedRequest) => string | null,
  ok: FakeReply,
  bad: (why: string) => FakeReply,
) {
  const refusals: string[] = [];
  const fake = await startFakeHttp((request) => {
    const why = check(request);
    if (why) refusals.push(why);
    return why ? bad(why) : ok;
  });
  return { ...fake, refusals };
}

const events = (body: unknown): Json[] | null =>
  body && typeof body === 'object' && Array.isArray((body as Json).data)
    ? ((body as Json).data as Json[])
    : null;

export const startFakeMeta = (token: string): Promise<FakeVendor> =>
  start(
    (r) => {
      if (r.method !== 'POST' || !/^\/v\d+\.\d+\/[^/]+\/events$/.test(r.path)) return 'path';
      const body = r.body as Json | undefined;
      if (body?.access_token !== token) return 'token';
      const data = events(body);
      if (!data?.length) return 'data';
      for (const e of data) {
        if (typeof e.event_name !== 'string' || typeof e.event_time !== 'number' || !e.event_id)
          return 'event';
        if (e.action_source !== 'website' || typeof e.event_source_url !== 'string') return 'website fields';
        const user = (e.user_data ?? {}) as Json;
        if (user.ph !== undefined && !isHashList(user.ph)) return 'ph not hashed';
        if (user.external_id !== undefined && !isHashList(user.external_id)) return 'external_id not hashed';
      }
      return null;
    },
    { status: 200, body: { events_received: 1, messages: [], fbtrace_id: 'AbCdEf' } },
    (why) => ({
      status: 400,
      body: { error: { message: `Invalid parameter: ${why}`, type: 'OAuthException', code: 100 } },
    }),
  );

export const startFakeSnap = (token: string): Promise<FakeVendor> =>
  start(
    (r) => {
      if (r.method !== 'POST' || !/^\/v3\/[^/]+\/events$/.test(r.path)) return 'path';
      if (r.query.access_token !== token) return 'token';
      const data = events(r.body);
      if (!data?.length) return 'data';
      for (const e of data) {
        if (typeof e.event_name !== 'string' || typeof e.event_time !== 'number') return 'event';
        if (e.action_source !== 'WEB' || typeof e.event_source_url !== 'string') return 'web fields';
        const user = (e.user_data ?? {}) as Json;
        if (user.ph !== undefined && !isHashList(user.ph)) return 'ph not hashed';
      }
      return null;
    },
    { status: 200, body: { status: 'SUCCESS', reason: 'SUCCESS' } },
    (why) => ({ status: 400, body: { status: 'INVALID', reason: why } }),
  );

export const startFakeTikTok = (token: string): Promise<FakeVendor> =>
  start(
    (r) => {
      if (r.method !== 'POST' || r.path !== '/open_api/v1.3/event/track/') return 'path';
      if (r.headers['access-token'] !== token) return 'token';
      const body = r.body as Json | undefined;
      if (body?.event_source !== 'web' || typeof body.event_source_id !== 'string') return 'event_source';
      const data = events(body);
      if (!data?.length) return 'data';
      for (const e of data) {
        if (typeof e.event !== 'string' || typeof e.event_time !== 'number' || !e.event_id) return 'event';
        const user = (e.user ?? {}) as Json;
        if (user.phone !== undefined && !HEX64.test(String(user.phone))) return 'phone not hashed';
      }
      return null;
    },
    { status: 200, body: { code: 0, message: 'OK', request_id: 'fake', data: {} } },
    // TikTok reports a refused request in the body with HTTP 200.
    (why) => ({ status: 200, body: { code: 40002, message: why, request_id: 'fake', data: {} } }),
  );

export const startFakeGa4 = (apiSecret: string): Promise<FakeVendor> =>
  start(
    (r) => {
      if (r.method !== 'POST' || r.path !== '/mp/collect') return 'path';
      if (r.query.api_secret !== apiSecret || !/^G-/.test(r.query.measurement_id ?? '')) return 'credentials';
      const body = r.body as Json | undefined;
      if (typeof body?.client_id !== 'string' || !Array.isArray(body.events) || body.events.length === 0)
        return 'body';
      return null;
    },
    { status: 204, body: '' },
    // The real endpoint answers 2xx whatever it is sent; the fake refuses so a test sees the mistake.
    (why) => ({ status: 400, body: why }),
  );
