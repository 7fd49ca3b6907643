/**
 * Server-side tracking settings: a vendor whose secret is missing has no sender, so nothing is sent to it (its pixel
 * id alone only turns on the browser pixel). Secrets never live in the database.
 */
import { doc, envVars, httpUrl, text, type Values } from './fields.ts';

export const trackingFields = {
  META_CAPI_ACCESS_TOKEN: doc(
    text(),
    "Meta Conversions API access token. Secret. With the business's Meta pixel id, purchases are also sent server-side.",
  ),
  META_CAPI_BASE_URL: doc(
    httpUrl(),
    'Meta Graph API origin (change only for a test server).',
    'https://graph.facebook.com',
  ),
  META_CAPI_TEST_EVENT_CODE: doc(
    text(),
    'Meta "Test events" code: events show in the test tab and are not counted.',
  ),
  SNAP_CAPI_ACCESS_TOKEN: doc(
    text(),
    "Snap Conversions API token. Secret. With the business's Snap pixel id, purchases are also sent server-side.",
  ),
  SNAP_CAPI_BASE_URL: doc(
    httpUrl(),
    'Snap Conversions API origin (change only for a test server).',
    'https://tr.snapchat.com',
  ),
  TIKTOK_EVENTS_ACCESS_TOKEN: doc(
    text(),
    "TikTok Events API access token. Secret. With the business's TikTok pixel code, purchases are also sent server-side.",
  ),
  TIKTOK_EVENTS_BASE_URL: doc(
    httpUrl(),
    'TikTok Business API origin (change only for a test server).',
    'https://business-api.tiktok.com',
  ),
  TIKTOK_EVENTS_TEST_EVENT_CODE: doc(text(), 'TikTok test event code (events show in Test Events only).'),
  GA4_API_SECRET: doc(
    text(),
    "GA4 Measurement Protocol API secret. Secret. With the business's GA4 measurement id, purchases are also sent server-side.",
  ),
  GA4_MP_BASE_URL: doc(
    httpUrl(),
    'GA4 Measurement Protocol origin (change only for a test server).',
    'https://www.google-analytics.com',
  ),
};

/** Every server-side tracking setting, with its meaning. */
export const trackingEnvVars = envVars(trackingFields);

/** Each vendor with its secret set; the others are absent. */
export type TrackingSettings = {
  meta?: { accessToken: string; baseUrl?: string; testEventCode?: string };
  snap?: { accessToken: string; baseUrl?: string };
  tiktok?: { accessToken: string; baseUrl?: string; testEventCode?: string };
  ga4?: { apiSecret: string; baseUrl?: string };
};

export function trackingSettings(v: Values<typeof trackingFields>): TrackingSettings {
  return {
    ...(v.META_CAPI_ACCESS_TOKEN && {
      meta: {
        accessToken: v.META_CAPI_ACCESS_TOKEN,
        baseUrl: v.META_CAPI_BASE_URL,
        testEventCode: v.META_CAPI_TEST_EVENT_CODE,
      },
    }),
    ...(v.SNAP_CAPI_ACCESS_TOKEN && {
      snap: { accessToken: v.SNAP_CAPI_ACCESS_TOKEN, baseUrl: v.SNAP_CAPI_BASE_URL },
    }),
    ...(v.TIKTOK_EVENTS_ACCESS_TOKEN && {
      tiktok: {
        accessToken: v.TIKTOK_EVENTS_ACCESS_TOKEN,
        baseUrl: v.TIKTOK_EVENTS_BASE_URL,
        testEventCode: v.TIKTOK_EVENTS_TEST_EVENT_CODE,
      },
    }),
    ...(v.GA4_API_SECRET && { ga4: { apiSecret: v.GA4_API_SECRET, baseUrl: v.GA4_MP_BASE_URL } }),
  };
}
