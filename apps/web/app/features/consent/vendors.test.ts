/** The vendors' consent switches in order, and withdrawal on the same page (issue 15). */
import { beforeEach, describe, expect, it } from 'vitest';
import { track, type TrackingEvent } from '~/lib/tracking';
import { consentDefaults } from './consent-mode';
import { applyConsent } from './vendors';

const ids = {
  ga4_measurement_id: 'G-TEST1234',
  meta_pixel_id: '123456789012',
  snap_pixel_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  tiktok_pixel_id: 'C9ABCDEFGH12345',
};
type W = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const w = () => window as unknown as W;
const scripts = () => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src);
const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as unknown as unknown[])]);
const purchase: TrackingEvent = {
  event: 'purchase',
  transaction_id: 'HZ7',
  value: 100,
  currency: 'SAR',
  items: [],
};

beforeEach(() => {
  // The vendors' scripts never run here: only our queues and the script tags we add are looked at.
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  window.dataLayer = [];
});

describe('vendor tags follow consent', () => {
  it('analytics only: Consent Mode defaults first, GA4 loaded and updated; no ad pixel, Snap not even loaded', () => {
    consentDefaults();
    applyConsent(ids, { analytics: true, marketing: false });
    const list = commands();
    expect(list[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ]);
    expect(list[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    expect(w().fbq).toBeUndefined();
    expect(w().snaptr).toBeUndefined();
  });

  it('marketing: Meta revoked before init then granted, TikTok held before load then granted, Snap loaded', () => {
    applyConsent(ids, { analytics: true, marketing: true });
    expect(w().fbq.queue.slice(0, 3)).toEqual([
      ['consent', 'revoke'],
      ['init', '123456789012'],
      ['consent', 'grant'],
    ]);
    const tt = (w().ttq as unknown[]).map((c) => (c as unknown[])[0]);
    expect(tt.slice(0, 3)).toEqual(['holdConsent', 'page', 'grantConsent']);
    expect(w().snaptr.queue[0]).toEqual(['init', ids.snap_pixel_id, {}]);
    expect(scripts()).toEqual(
      expect.arrayContaining([
        'https://connect.facebook.net/en_US/fbevents.js',
        'https://sc-static.net/scevent.min.js',
        'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C9ABCDEFGH12345&lib=ttq',
      ]),
    );
    track(purchase);
    expect(w().fbq.queue.at(-1)).toEqual(['track', 'Purchase', expect.any(Object), { eventID: 'HZ7' }]);
    expect(w().snaptr.queue.at(-1)[1]).toBe('PURCHASE');
  });

  it('withdrawing on the same page: Meta revoke, TikTok revoke, GA4 denied and disabled, no more calls', () => {
    applyConsent(ids, { analytics: true, marketing: true });
    applyConsent(ids, { analytics: false, marketing: false });
    expect(w().fbq.queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(((w().ttq as unknown[]).at(-1) as unknown[])[0]).toBe('revokeConsent');
    expect(w()['ga-disable-G-TEST1234']).toBe(true);
    const before = {
      fbq: w().fbq.queue.length,
      snap: w().snaptr.queue.length,
      tt: (w().ttq as unknown[]).length,
    };
    track(purchase);
    expect({
      fbq: w().fbq.queue.length,
      snap: w().snaptr.queue.length,
      tt: (w().ttq as unknown[]).length,
    }).toEqual(before);
  });
});
