/**
 * Where each vendor's browser tag comes from and talks to (issue 15), in one place: the web loads the scripts
 * from here and the page policy allows exactly these hosts, and only for a vendor the business configured.
 * Schema-free on purpose: the browser imports it (zod must not reach a public page, ADR 0018).
 */
export type TrackingVendor = 'ga4' | 'meta' | 'snap' | 'tiktok';

export const trackingVendors = {
  ga4: {
    script: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    scriptHosts: ['https://www.googletagmanager.com'],
    connectHosts: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  meta: {
    script: () => 'https://connect.facebook.net/en_US/fbevents.js',
    scriptHosts: ['https://connect.facebook.net'],
    connectHosts: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
  snap: {
    script: () => 'https://sc-static.net/scevent.min.js',
    scriptHosts: ['https://sc-static.net'],
    connectHosts: ['https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
  },
  tiktok: {
    script: (id: string) =>
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    scriptHosts: ['https://analytics.tiktok.com'],
    connectHosts: ['https://analytics.tiktok.com'],
  },
} satisfies Record<
  TrackingVendor,
  { script: (id: string) => string; scriptHosts: string[]; connectHosts: string[] }
>;

export type TrackingIds = {
  ga4_measurement_id: string | null;
  meta_pixel_id: string | null;
  snap_pixel_id: string | null;
  tiktok_pixel_id: string | null;
};

/** The configured vendors with their ids (a vendor without an id is never loaded nor allowed). */
export function configuredVendors(ids: TrackingIds): [TrackingVendor, string][] {
  const pairs: [TrackingVendor, string | null][] = [
    ['ga4', ids.ga4_measurement_id],
    ['meta', ids.meta_pixel_id],
    ['snap', ids.snap_pixel_id],
    ['tiktok', ids.tiktok_pixel_id],
  ];
  return pairs.filter((pair): pair is [TrackingVendor, string] => !!pair[1]);
}
