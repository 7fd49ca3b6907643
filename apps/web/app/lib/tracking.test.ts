import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTrackingSink, track, type TrackingEvent } from './tracking';

const items = [{ item_id: 1, item_name: 'Swedish massage', quantity: 2, price: 320 }];
const gaItems = [{ item_id: '1', item_name: 'Swedish massage', quantity: 2, price: 320 }];

beforeEach(() => {
  window.dataLayer = [];
  setTrackingSink(null);
});

describe('track: the data layer in GA4’s shape', () => {
  it.each<[TrackingEvent, Record<string, unknown>]>([
    [
      { event: 'send_otp', phone: '+966501234567' },
      { event: 'send_otp', phone: '+966501234567' },
    ],
    [
      { event: 'login', method: 'otp' },
      { event: 'login', method: 'otp' },
    ],
    [
      { event: 'registration', user_id: 7 },
      { event: 'registration', user_id: 7 },
    ],
    [
      { event: 'change_locale', locale: 'ar' },
      { event: 'change_locale', locale: 'ar' },
    ],
    [
      { event: 'dialog_open', component: 'auth' },
      { event: 'dialog_open', component: 'auth' },
    ],
    [
      { event: 'dialog_close', component: 'auth' },
      { event: 'dialog_close', component: 'auth' },
    ],
    [{ event: 'gift_confirmed' }, { event: 'gift_confirmed' }],
    [{ event: 'gift_not_confirmed' }, { event: 'gift_not_confirmed' }],
    [
      { event: 'share', method: 'whatsapp', content_type: 'invite' },
      { event: 'share', method: 'whatsapp', content_type: 'invite' },
    ],
  ])('%o has no ecommerce object and no clearing push', (event, entry) => {
    track(event);
    expect(window.dataLayer).toEqual([entry]);
  });

  it.each<[TrackingEvent, Record<string, unknown>]>([
    [
      { event: 'view_item', item_id: 4, item_name: 'Deep tissue' },
      { event: 'view_item', ecommerce: { items: [{ item_id: '4', item_name: 'Deep tissue' }] } },
    ],
    [
      {
        event: 'add_to_cart',
        item_id: 1,
        item_name: 'Swedish massage',
        quantity: 2,
        value: 640,
        currency: 'SAR',
      },
      { event: 'add_to_cart', ecommerce: { currency: 'SAR', value: 640, items: gaItems } },
    ],
    [
      { event: 'begin_checkout', value: 640, currency: 'SAR', items },
      { event: 'begin_checkout', ecommerce: { currency: 'SAR', value: 640, items: gaItems } },
    ],
    [
      { event: 'purchase', transaction_id: 'HZ1042', value: 640, currency: 'SAR', items },
      {
        event: 'purchase',
        ecommerce: { transaction_id: 'HZ1042', currency: 'SAR', value: 640, items: gaItems },
      },
    ],
  ])('%o clears the previous ecommerce object first', (event, entry) => {
    track(event);
    expect(window.dataLayer).toEqual([{ ecommerce: null }, entry]);
  });

  it('hands each event to the pixels’ sink while one is set, and a failing sink never breaks the caller', () => {
    const sink = vi.fn(() => {
      throw new Error('vendor script broke');
    });
    setTrackingSink(sink);
    expect(() => track({ event: 'login', method: 'otp' })).not.toThrow();
    setTrackingSink(null);
    track({ event: 'login', method: 'otp' });
    expect(sink).toHaveBeenCalledTimes(1);
  });
});

describe('events before the sink', () => {
  it('are handed over when a stored consent sets the sink, and dropped for a choice made now', async () => {
    vi.resetModules();
    const fresh = await import('./tracking');
    fresh.track({ event: 'login', method: 'otp' });
    const sink = vi.fn();
    fresh.setTrackingSink(sink, { replay: true });
    expect(sink).toHaveBeenCalledWith({ event: 'login', method: 'otp' });

    vi.resetModules();
    const other = await import('./tracking');
    other.track({ event: 'login', method: 'otp' });
    const now = vi.fn();
    other.setTrackingSink(now);
    expect(now).not.toHaveBeenCalled();
  });
});
