/**
 * Picks the conversion senders from the environment at startup: a vendor whose secret is missing has no sender,
 * so nothing is sent to it (its pixel id alone only turns on the browser pixel). Secrets never live in the DB.
 */
import { createGa4Sender } from './ga4-sender.ts';
import type { ConversionSender } from './interface.ts';
import { createMetaSender } from './meta-sender.ts';
import { createSnapSender } from './snap-sender.ts';
import { createTikTokSender } from './tiktok-sender.ts';

export type TrackingEnvVar = { name: string; default: string | null; meaning: string };

/** Every server-side tracking setting, for the README's configuration table. */
export const trackingEnvVars: readonly TrackingEnvVar[] = [
  {
    name: 'META_CAPI_ACCESS_TOKEN',
    default: null,
    meaning:
      "Meta Conversions API access token. Secret. With the business's Meta pixel id, purchases are also sent server-side.",
  },
  {
    name: 'META_CAPI_BASE_URL',
    default: 'https://graph.facebook.com',
    meaning: 'Meta Graph API origin (change only for a test server).',
  },
  {
    name: 'META_CAPI_TEST_EVENT_CODE',
    default: null,
    meaning: 'Meta "Test events" code: events show in the test tab and are not counted.',
  },
  {
    name: 'SNAP_CAPI_ACCESS_TOKEN',
    default: null,
    meaning:
      "Snap Conversions API token. Secret. With the business's Snap pixel id, purchases are also sent server-side.",
  },
  {
    name: 'SNAP_CAPI_BASE_URL',
    default: 'https://tr.snapchat.com',
    meaning: 'Snap Conversions API origin (change only for a test server).',
  },
  {
    name: 'TIKTOK_EVENTS_ACCESS_TOKEN',
    default: null,
    meaning:
      "TikTok Events API access token. Secret. With the business's TikTok pixel code, purchases are also sent server-side.",
  },
  {
    name: 'TIKTOK_EVENTS_BASE_URL',
    default: 'https://business-api.tiktok.com',
    meaning: 'TikTok Business API origin (change only for a test server).',
  },
  {
    name: 'TIKTOK_EVENTS_TEST_EVENT_CODE',
    default: null,
    meaning: 'TikTok test event code (events show in Test Events only).',
  },
  {
    name: 'GA4_API_SECRET',
    default: null,
    meaning:
      "GA4 Measurement Protocol API secret. Secret. With the business's GA4 measurement id, purchases are also sent server-side.",
  },
  {
    name: 'GA4_MP_BASE_URL',
    default: 'https://www.google-analytics.com',
    meaning: 'GA4 Measurement Protocol origin (change only for a test server).',
  },
];

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

export function selectConversionSenders(env: Env): ConversionSender[] {
  const senders: ConversionSender[] = [];
  const meta = value(env, 'META_CAPI_ACCESS_TOKEN');
  if (meta) {
    senders.push(
      createMetaSender({
        accessToken: meta,
        baseUrl: value(env, 'META_CAPI_BASE_URL'),
        testEventCode: value(env, 'META_CAPI_TEST_EVENT_CODE'),
      }),
    );
  }
  const snap = value(env, 'SNAP_CAPI_ACCESS_TOKEN');
  if (snap) senders.push(createSnapSender({ accessToken: snap, baseUrl: value(env, 'SNAP_CAPI_BASE_URL') }));
  const tiktok = value(env, 'TIKTOK_EVENTS_ACCESS_TOKEN');
  if (tiktok) {
    senders.push(
      createTikTokSender({
        accessToken: tiktok,
        baseUrl: value(env, 'TIKTOK_EVENTS_BASE_URL'),
        testEventCode: value(env, 'TIKTOK_EVENTS_TEST_EVENT_CODE'),
      }),
    );
  }
  const ga4 = value(env, 'GA4_API_SECRET');
  if (ga4) senders.push(createGa4Sender({ apiSecret: ga4, baseUrl: value(env, 'GA4_MP_BASE_URL') }));
  return senders;
}
