/**
 * For the consent spec (issue 15): a server of its own, so its pixel ids never reach the pages other specs drive
 * (they would show the banner there); local stand-ins for the four vendors' scripts that record every call; and a
 * local stand-in for the four conversion APIs that records what the server sends.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request, type BrowserContext } from '@playwright/test';
import { ownServerStaffToken, startOwnServer } from './own-server';

export const vendorHost =
  /(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.(com|net)|sc-static\.net|snapchat\.com|tiktok\.com)$/;

export const trackingIds = {
  ga4_measurement_id: 'G-E2ETEST1',
  meta_pixel_id: '123456789012',
  snap_pixel_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  tiktok_pixel_id: 'C9E2ETESTPIXEL1',
};

/**
 * The stand-in scripts: each takes over its vendor's queue the way the real library does, records every call in
 * `window.__vendorCalls` and sends a beacon to its vendor's host (so the test also sees the network side).
 */
const recorder = `window.__vendorCalls = window.__vendorCalls || [];
function __rec(vendor, args, host) {
  var list = Array.prototype.slice.call(args);
  window.__vendorCalls.push([vendor].concat(JSON.parse(JSON.stringify(list))));
  if (host && (list[0] === 'track' || list[0] === 'trackCustom' || list[0] === 'event')) {
    fetch('https://' + host + '/stub-beacon?e=' + encodeURIComponent(String(list[1])), { mode: 'no-cors', keepalive: true }).catch(function () {});
  }
}`;

const stubs: Record<string, string> = {
  meta: `${recorder}
(function () { var f = window.fbq, q = f.queue || []; f.callMethod = function () { __rec('meta', arguments, 'www.facebook.com'); };
  q.forEach(function (a) { f.callMethod.apply(null, a); }); f.queue = []; })();`,
  snap: `${recorder}
(function () { var s = window.snaptr, q = s.queue || []; s.handleRequest = function () { __rec('snap', arguments, 'tr.snapchat.com'); };
  q.forEach(function (a) { s.handleRequest.apply(null, a); }); s.queue = []; })();`,
  tiktok: `${recorder}
(function () { var t = window.ttq, q = Array.prototype.slice.call(t);
  ['page','track','identify','holdConsent','revokeConsent','grantConsent'].forEach(function (m) {
    t[m] = function () { __rec('tiktok', [m].concat(Array.prototype.slice.call(arguments)), m === 'track' ? 'analytics.tiktok.com' : null); };
  });
  q.forEach(function (c) { t[c[0]].apply(null, c.slice(1)); }); t.length = 0; })();`,
  ga4: `${recorder}
(function () { var d = window.dataLayer; var take = function (e) { if (e && typeof e === 'object' && 'length' in e && typeof e[0] === 'string') __rec('ga4', e, 'www.google-analytics.com'); };
  Array.prototype.forEach.call(d, take); var push = d.push; d.push = function (e) { take(e); return push.apply(d, arguments); }; })();`,
};

const stubFor = (url: URL) =>
  url.hostname.endsWith('googletagmanager.com') && url.pathname === '/gtag/js'
    ? stubs.ga4
    : url.hostname === 'connect.facebook.net'
      ? stubs.meta
      : url.hostname === 'sc-static.net'
        ? stubs.snap
        : url.hostname === 'analytics.tiktok.com' && url.pathname.endsWith('/events.js')
          ? stubs.tiktok
          : null;

/** Every request the browser makes to another host is recorded; vendors get the stand-ins, the rest is refused. */
export async function recordVendorTraffic(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  context.on('request', (r) => {
    const { hostname } = new URL(r.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') seen.push(r.url());
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      const url = new URL(route.request().url());
      const body = stubFor(url);
      if (body) return route.fulfill({ status: 200, contentType: 'text/javascript', body });
      if (vendorHost.test(url.hostname)) return route.fulfill({ status: 204, body: '' });
      return route.abort();
    },
  );
  return seen;
}

export type ConversionLog = { url: string; body: unknown }[];

/** One local server standing in for the four conversion APIs (the adapters' own fakes check the payloads). */
export async function startConversionSink(): Promise<{ url: string; log: ConversionLog; server: Server }> {
  const log: ConversionLog = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      log.push({ url: req.url ?? '', body: raw ? JSON.parse(raw) : null });
      res.writeHead(req.url?.startsWith('/open_api') ? 200 : 200, { 'content-type': 'application/json' });
      res.end(req.url?.startsWith('/open_api') ? '{"code":0,"message":"OK"}' : '{"events_received":1}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log, server };
}

/** The built server on its own port and database (e2e/own-server.ts), with the conversion APIs' secrets. */
export const startConversionServer = (port: number, conversionsUrl: string): Promise<ChildProcess> =>
  startOwnServer(port, {
    META_CAPI_ACCESS_TOKEN: 'e2e-meta-token',
    META_CAPI_BASE_URL: conversionsUrl,
    SNAP_CAPI_ACCESS_TOKEN: 'e2e-snap-token',
    SNAP_CAPI_BASE_URL: conversionsUrl,
    TIKTOK_EVENTS_ACCESS_TOKEN: 'e2e-tiktok-token',
    TIKTOK_EVENTS_BASE_URL: conversionsUrl,
    GA4_API_SECRET: 'e2e-ga4-secret',
    GA4_MP_BASE_URL: conversionsUrl,
  });

/** The seeded operator signs in by API (own-server.ts) and sets the business's pixel ids (PUT /admin/settings/tracking). */
export async function configureTracking(
  baseURL: string,
  server: ChildProcess,
  ids: typeof trackingIds | null,
) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.99.0.1' } });
  const token = await ownServerStaffToken(api, server, '500000109');
  const none = { ga4_measurement_id: null, meta_pixel_id: null, snap_pixel_id: null, tiktok_pixel_id: null };
  const res = await api.put('/api/v1/admin/settings/tracking', {
    headers: { authorization: `Bearer ${token}` },
    data: ids ?? none,
  });
  if (!res.ok()) throw new Error(`tracking settings: ${res.status()} ${await res.text()}`);
  await api.dispose();
}
