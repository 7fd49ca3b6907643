import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giftOrderParams, type GiftDraft } from '@hajz/contracts/gifting-rules';
import { emptySelection } from '@hajz/contracts/pricing-rules';
import { fakeFetch, ok, type Call, type Route } from '~/lib/testing/fake-fetch';
import { booking } from '~/lib/testing/orders';
import { createOrder } from './api';

/** A gifted order's params on the order request (moved from the gifting tests: checkout owns createOrder). */
let calls: Call[];
let routes: Record<string, Route>;

beforeEach(() => {
  routes = {};
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
});
afterEach(() => vi.unstubAllGlobals());

describe('the gifted order form (spec §2/§5)', () => {
  it('sends the spec §3 params: the code without a plus, the number prefixed with it, the message trimmed', async () => {
    const draft: GiftDraft = {
      first_name: 'Noura',
      last_name: 'Alqahtani',
      mobile_number: '501234567',
      email: '',
      gender: '',
      message: '  Happy birthday! ',
      locale: 'en',
      open_time: true,
    };
    expect(giftOrderParams(draft)).toEqual({
      is_gifted_order: '1',
      gifted_order_data: {
        first_name: 'Noura',
        last_name: 'Alqahtani',
        mobile_code: '966',
        mobile_number: '966501234567',
        email: undefined,
        gender: undefined,
        message: 'Happy birthday!',
        locale: 'en',
        open_time: '1',
      },
      gift_message: 'Happy birthday!',
    });
    routes['POST /api/v1/orders'] = () => ok({ order: booking() }, 'OK', 201);
    await createOrder('en', { method: 'cash', selection: emptySelection, gift: draft }, 'key-12345678');
    const body = calls.find((c) => c.path === '/api/v1/orders')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      payment_method_id: 'cash',
      is_gifted_order: '1',
      gift_message: 'Happy birthday!',
    });
    expect(body.gifted_order_data).toMatchObject({ mobile_code: '966', mobile_number: '966501234567' });
    await createOrder('en', { method: 'cash', selection: emptySelection, gift: null }, 'key-12345679');
    expect(calls.at(-1)!.body).not.toHaveProperty('is_gifted_order');
  });
});
