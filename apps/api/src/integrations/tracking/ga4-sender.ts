/**
 * GA4 Measurement Protocol: POST /mp/collect?measurement_id=…&api_secret=… with a client id and events in GA4's
 * own shape (the same `purchase` the data layer carries). GA4 deduplicates purchases by `transaction_id`.
 * It answers 2xx even for invalid events (only the /debug endpoint validates), so only transport errors fail.
 */
import { postJson } from './http.ts';
import type { ConversionEvent, ConversionSender } from './interface.ts';

export type Ga4Options = { apiSecret: string; baseUrl?: string; fetch?: typeof fetch };

export function ga4Body(event: ConversionEvent) {
  return {
    // GA4 needs a client id: the visitor id the consent was given from, or a stable one derived from the customer.
    client_id: event.user.clientId ?? `hajz.${event.user.externalId ?? event.eventId}`,
    ...(event.user.externalId ? { user_id: event.user.externalId } : {}),
    timestamp_micros: event.time.getTime() * 1000,
    events: [
      {
        name: 'purchase',
        params: {
          currency: event.currency,
          value: event.value,
          transaction_id: event.eventId,
          items: event.items.map((item) => ({
            item_id: item.id,
            item_name: item.name,
            price: item.price,
            quantity: item.quantity,
          })),
        },
      },
    ],
  };
}

export function createGa4Sender(options: Ga4Options): ConversionSender {
  const base = options.baseUrl ?? 'https://www.google-analytics.com';
  return {
    name: 'ga4',
    purpose: 'analytics',
    async send(event, measurementId) {
      const url = `${base}/mp/collect?measurement_id=${encodeURIComponent(measurementId)}&api_secret=${encodeURIComponent(options.apiSecret)}`;
      await postJson('ga4', options.fetch ?? fetch, url, ga4Body(event), { secret: options.apiSecret });
    },
  };
}
