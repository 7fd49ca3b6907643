/**
 * Meta Conversions API: POST graph.facebook.com/{version}/{pixel id}/events with `data` (server events) and the
 * access token. `event_id` + `event_name` deduplicate against the pixel's `eventID`; user data is hashed.
 */
import { hashPhoneDigits, postJson, sha256, unixSeconds } from './http.ts';
import type { ConversionEvent, ConversionSender } from './interface.ts';

export type MetaOptions = {
  accessToken: string;
  baseUrl?: string;
  apiVersion?: string;
  /** Events Manager's "Test events" code, for checking a setup without counting real conversions. */
  testEventCode?: string;
  fetch?: typeof fetch;
};

export function metaEvent(event: ConversionEvent) {
  return {
    event_name: 'Purchase',
    event_time: unixSeconds(event.time),
    event_id: event.eventId,
    action_source: 'website',
    event_source_url: event.sourceUrl,
    user_data: {
      ...(event.user.phone ? { ph: [hashPhoneDigits(event.user.phone)] } : {}),
      ...(event.user.externalId ? { external_id: [sha256(event.user.externalId)] } : {}),
    },
    custom_data: {
      currency: event.currency,
      value: event.value,
      order_id: event.eventId,
      content_type: 'product',
      content_ids: event.items.map((item) => item.id),
      contents: event.items.map((item) => ({ id: item.id, quantity: item.quantity, item_price: item.price })),
      num_items: event.items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}

export function createMetaSender(options: MetaOptions): ConversionSender {
  const base = options.baseUrl ?? 'https://graph.facebook.com';
  const version = options.apiVersion ?? 'v21.0';
  return {
    name: 'meta',
    purpose: 'marketing',
    async send(event, pixelId) {
      const body = {
        data: [metaEvent(event)],
        access_token: options.accessToken,
        ...(options.testEventCode ? { test_event_code: options.testEventCode } : {}),
      };
      const url = `${base}/${version}/${encodeURIComponent(pixelId)}/events`;
      await postJson('meta', options.fetch ?? fetch, url, body, { secret: options.accessToken });
    },
  };
}
