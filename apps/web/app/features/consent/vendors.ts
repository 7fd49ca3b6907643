/**
 * The vendors' browser tags, started only with consent (issue 15), in a chunk of its own loaded after the page is
 * idle: nothing here is on a public page's first load. Each vendor's own consent switch is set before it may send:
 * Google Consent Mode (defaults pushed by the mount, updated here), Meta `consent revoke` before `init`, TikTok
 * `holdConsent` before `load`; Snap has no switch, so it is not loaded at all without marketing consent.
 * Withdrawing updates the switches and removes the sink: nothing more is sent from this page.
 */
import {
  configuredVendors,
  trackingVendors,
  type TrackingIds,
  type TrackingVendor,
} from '@hajz/contracts/tracking-hosts';
import { setTrackingSink, type TrackingEvent } from '~/lib/tracking';
import type { ConsentChoice } from './consent-store';
import { gtag } from './consent-mode';
import { ga4Call, vendorCalls } from './vendor-events';

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type VendorWindow = Window & {
  fbq?: Queue;
  _fbq?: Queue;
  snaptr?: Queue;
  ttq?: Queue & unknown[];
  TiktokAnalyticsObject?: string;
} & Record<string, unknown>;

const w = () => window as unknown as VendorWindow;
const loaded = new Set<TrackingVendor>();

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The vendors' documented loader snippets, as code (an inline snippet would need the page policy's blessing). */
const start: Record<TrackingVendor, (id: string) => void> = {
  ga4(id) {
    gtag('js', new Date());
    gtag('config', id, { send_page_view: true });
    addScript(trackingVendors.ga4.script(id));
  },
  meta(id) {
    const fbq = function (...args: unknown[]) {
      if (typeof fbq.callMethod === 'function') (fbq.callMethod as (...a: unknown[]) => void)(...args);
      else (fbq.queue as unknown[]).push(args);
    } as Queue;
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    w().fbq = fbq;
    w()._fbq ??= fbq;
    fbq('consent', 'revoke');
    fbq('init', id);
    addScript(trackingVendors.meta.script());
  },
  snap(id) {
    const snaptr = function (...args: unknown[]) {
      if (typeof snaptr.handleRequest === 'function')
        (snaptr.handleRequest as (...a: unknown[]) => void)(...args);
      else (snaptr.queue as unknown[]).push(args);
    } as Queue;
    snaptr.queue = [];
    w().snaptr = snaptr;
    snaptr('init', id, {});
    snaptr('track', 'PAGE_VIEW');
    addScript(trackingVendors.snap.script());
  },
  tiktok(id) {
    // TikTok's snippet: a queue with its methods, held until consent is granted, then its script by pixel code.
    const ttq = [] as unknown as Queue & unknown[];
    const methods = [
      'page',
      'track',
      'identify',
      'instances',
      'debug',
      'on',
      'off',
      'once',
      'ready',
      'alias',
      'group',
      'enableCookie',
      'disableCookie',
      'holdConsent',
      'revokeConsent',
      'grantConsent',
    ];
    for (const method of methods) ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
    Object.assign(ttq, {
      _i: { [id]: Object.assign([], { _u: 'https://analytics.tiktok.com/i18n/pixel/events.js' }) },
      _t: { [id]: Date.now() },
      _o: { [id]: {} },
    });
    w().TiktokAnalyticsObject = 'ttq';
    w().ttq = ttq;
    (ttq.holdConsent as () => void)();
    addScript(trackingVendors.tiktok.script(id));
    (ttq.page as () => void)();
  },
};

let granted: ConsentChoice = { analytics: false, marketing: false };

const purpose = (vendor: TrackingVendor) => (vendor === 'ga4' ? 'analytics' : 'marketing');

function send(event: TrackingEvent) {
  if (granted.analytics && loaded.has('ga4')) gtag('event', ...ga4Call(event));
  if (!granted.marketing) return;
  for (const call of vendorCalls(event)) {
    if (!loaded.has(call.vendor)) continue;
    if (call.vendor === 'meta') w().fbq?.(...call.args);
    else if (call.vendor === 'snap') w().snaptr?.(...call.args);
    else (w().ttq?.[call.method] as ((...a: unknown[]) => void) | undefined)?.(...call.args);
  }
}

/** Brings the tags in line with a choice: starts the newly allowed, switches off the withdrawn, on this page. */
export function applyConsent(ids: TrackingIds, choice: ConsentChoice, { stored = false } = {}) {
  granted = choice;
  const on = (flag: boolean) => (flag ? 'granted' : 'denied');
  const vendors = configuredVendors(ids);
  if (vendors.some(([vendor]) => vendor === 'ga4')) {
    gtag('consent', 'update', {
      analytics_storage: on(choice.analytics),
      ad_storage: on(choice.marketing),
      ad_user_data: on(choice.marketing),
      ad_personalization: on(choice.marketing),
    });
  }
  for (const [vendor, id] of vendors) {
    const allowed = choice[purpose(vendor)];
    if (vendor === 'ga4') w()[`ga-disable-${id}`] = !allowed;
    if (allowed && !loaded.has(vendor)) {
      start[vendor](id);
      loaded.add(vendor);
    }
    if (!loaded.has(vendor)) continue;
    if (vendor === 'meta') w().fbq?.('consent', allowed ? 'grant' : 'revoke');
    if (vendor === 'tiktok') (w().ttq?.[allowed ? 'grantConsent' : 'revokeConsent'] as () => void)();
  }
  // The first page view of a pixel started now; later ones come with the vendor's own history hooks.
  if (choice.marketing && loaded.has('meta')) w().fbq?.('track', 'PageView');
  // A consent stored before this page allows its earlier events too (a click before the idle load).
  setTrackingSink(choice.analytics || choice.marketing ? send : null, { replay: stored });
}
