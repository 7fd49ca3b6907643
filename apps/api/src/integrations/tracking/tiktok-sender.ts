/**
 * TikTok Events API (v1.3 `event/track`): the pixel code as `event_source_id`, the token in the `Access-Token`
 * header. TikTok answers HTTP 200 with `code` ≠ 0 for a refused event, so the body decides success.
 */
import { hashPhoneE164, postJson, sha256, unixSeconds } from './http.ts';
import { TrackingError, type ConversionEvent, type ConversionSender } from './interface.ts';

export type TikTokOptions = {
  accessToken: string;
  baseUrl?: string;
  testEventCode?: string;
  fetch?: typeof fetch;
};

export function tiktokEvent(event: ConversionEvent) {
  return {
    event: 'CompletePayment',
    event_time: unixSeconds(event.time),
    event_id: event.eventId,
    user: {
      ...(event.user.phone ? { phone: hashPhoneE164(event.user.phone) } : {}),
      ...(event.user.externalId ? { external_id: sha256(event.user.externalId) } : {}),
    },
    page: { url: event.sourceUrl },
    properties: {
      currency: event.currency,
      value: event.value,
      order_id: event.eventId,
      content_type: 'product',
      contents: event.items.map((item) => ({
        content_id: item.id,
        content_name: item.name,
        quantity: item.quantity,
        price: item.price,
      })),
    },
  };
}

export function createTikTokSender(options: TikTokOptions): ConversionSender {
  const base = options.baseUrl ?? 'https://business-api.tiktok.com';
  return {
    name: 'tiktok',
    purpose: 'marketing',
    async send(event, pixelCode) {
      const body = {
        event_source: 'web',
        event_source_id: pixelCode,
        ...(options.testEventCode ? { test_event_code: options.testEventCode } : {}),
        data: [tiktokEvent(event)],
      };
      const { json } = await postJson(
        'tiktok',
        options.fetch ?? fetch,
        `${base}/open_api/v1.3/event/track/`,
        body,
        {
          headers: { 'access-token': options.accessToken },
          secret: options.accessToken,
        },
      );
      const code = (json as { code?: number } | undefined)?.code;
      if (code !== 0) {
        // 40100 is TikTok's rate limit; other codes are a refused request that a retry would not fix.
        throw new TrackingError(`tiktok: code ${String(code)}`, 'tiktok', code === 40100);
      }
    },
  };
}
