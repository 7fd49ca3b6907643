/**
 * Snap Conversions API v3: POST tr.snapchat.com/v3/{pixel id}/events?access_token=… with `data` events
 * (event_name PURCHASE, action_source WEB). The pixel's `client_dedup_id` and this `event_id` carry the same value.
 */
import { hashPhoneDigits, postJson, sha256, unixSeconds } from './http.ts';
import type { ConversionEvent, ConversionSender } from './interface.ts';

export type SnapOptions = { accessToken: string; baseUrl?: string; fetch?: typeof fetch };

export function snapEvent(event: ConversionEvent) {
  return {
    event_name: 'PURCHASE',
    event_time: unixSeconds(event.time),
    event_id: event.eventId,
    action_source: 'WEB',
    event_source_url: event.sourceUrl,
    user_data: {
      ...(event.user.phone ? { ph: [hashPhoneDigits(event.user.phone)] } : {}),
      ...(event.user.externalId ? { external_id: [sha256(event.user.externalId)] } : {}),
    },
    custom_data: {
      currency: event.currency,
      value: event.value,
      order_id: event.eventId,
      num_items: event.items.reduce((sum, item) => sum + item.quantity, 0),
      contents: event.items.map((item) => ({ id: item.id, quantity: item.quantity, item_price: item.price })),
    },
  };
}

export function createSnapSender(options: SnapOptions): ConversionSender {
  const base = options.baseUrl ?? 'https://tr.snapchat.com';
  return {
    name: 'snap',
    purpose: 'marketing',
    async send(event, pixelId) {
      const url = `${base}/v3/${encodeURIComponent(pixelId)}/events?access_token=${encodeURIComponent(options.accessToken)}`;
      await postJson(
        'snap',
        options.fetch ?? fetch,
        url,
        { data: [snapEvent(event)] },
        {
          secret: options.accessToken,
        },
      );
    },
  };
}
