import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '~/lib/tracking';
import { ga4Call, vendorCalls } from './vendor-events';

const items = [{ item_id: 1, item_name: 'Swedish massage', quantity: 2, price: 320 }];
const byVendor = (e: TrackingEvent) => Object.fromEntries(vendorCalls(e).map((c) => [c.vendor, c.args]));

describe('the vendor mapping table', () => {
  it('purchase: each vendor’s purchase event with the order number as its dedupe id', () => {
    const calls = byVendor({
      event: 'purchase',
      transaction_id: 'HZ1042',
      value: 640,
      currency: 'SAR',
      items,
    });
    expect(calls.meta).toEqual([
      'track',
      'Purchase',
      {
        content_ids: ['1'],
        contents: [{ id: '1', quantity: 2, item_price: 320 }],
        content_type: 'product',
        num_items: 2,
        value: 640,
        currency: 'SAR',
      },
      { eventID: 'HZ1042' },
    ]);
    expect(calls.snap).toEqual([
      'track',
      'PURCHASE',
      {
        item_ids: ['1'],
        price: 640,
        currency: 'SAR',
        number_items: 2,
        transaction_id: 'HZ1042',
        client_dedup_id: 'HZ1042',
      },
    ]);
    expect(calls.tiktok).toEqual([
      'CompletePayment',
      {
        contents: [{ content_id: '1', content_name: 'Swedish massage', quantity: 2, price: 320 }],
        content_type: 'product',
        value: 640,
        currency: 'SAR',
      },
      { event_id: 'HZ1042' },
    ]);
  });

  it.each<[TrackingEvent, string, string, string | undefined]>([
    [
      { event: 'view_item', item_id: 4, item_name: 'Deep tissue' },
      'ViewContent',
      'VIEW_CONTENT',
      'ViewContent',
    ],
    [
      {
        event: 'add_to_cart',
        item_id: 1,
        item_name: 'Swedish massage',
        quantity: 1,
        value: 320,
        currency: 'SAR',
      },
      'AddToCart',
      'ADD_CART',
      'AddToCart',
    ],
    [
      { event: 'begin_checkout', value: 640, currency: 'SAR', items },
      'InitiateCheckout',
      'START_CHECKOUT',
      'InitiateCheckout',
    ],
    [{ event: 'registration', user_id: 3 }, 'CompleteRegistration', 'SIGN_UP', 'CompleteRegistration'],
    [{ event: 'login', method: 'otp' }, 'Login', 'LOGIN', undefined],
    [{ event: 'share', method: 'whatsapp', content_type: 'invite' }, 'Share', 'SHARE', undefined],
  ])('%o → Meta %s, Snap %s, TikTok %s', (event, meta, snap, tiktok) => {
    const calls = byVendor(event);
    expect(calls.meta?.[1]).toBe(meta);
    expect(calls.snap?.[1]).toBe(snap);
    expect(calls.tiktok?.[0]).toBe(tiktok);
  });

  it.each<TrackingEvent>([
    { event: 'send_otp', phone: '+966501234567' },
    { event: 'change_locale', locale: 'ar' },
    { event: 'dialog_open', component: 'auth' },
    { event: 'gift_not_confirmed' },
  ])('%o stays in the data layer only (no pixel call, no phone to any vendor)', (event) => {
    expect(vendorCalls(event)).toEqual([]);
  });

  it('GA4 gets its recommended names, the ecommerce params, and never the phone', () => {
    expect(ga4Call({ event: 'purchase', transaction_id: 'HZ1', value: 640, currency: 'SAR', items })).toEqual(
      [
        'purchase',
        {
          transaction_id: 'HZ1',
          currency: 'SAR',
          value: 640,
          items: [{ item_id: '1', item_name: 'Swedish massage', quantity: 2, price: 320 }],
        },
      ],
    );
    expect(ga4Call({ event: 'registration', user_id: 3 })).toEqual(['sign_up', { method: 'otp' }]);
    expect(ga4Call({ event: 'send_otp', phone: '+966501234567' })).toEqual(['send_otp', {}]);
  });
});
