import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySelection, maxGiftCardsPerOrder } from '@hajz/contracts/pricing-rules';
import { fakeFetch, ok, refusal, type Call } from '~/lib/testing/fake-fetch';
import { initialCartState, useCart } from './store';
import { massage, pricedCart } from './testing';

const gift = {
  first_name: 'Noura',
  last_name: 'Alqahtani',
  mobile_number: '501234567',
  email: '',
  gender: '' as const,
  message: 'Enjoy',
  locale: 'ar' as const,
  open_time: false,
};
let calls: Call[];
let down: boolean;
let products: (typeof massage)[];
const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/cart');
const lastQuery = () => Object.fromEntries(gets().at(-1)!.query);

beforeEach(async () => {
  down = false;
  products = [massage];
  calls = fakeFetch((call) => {
    if (down) return refusal(503, 'Down');
    if (call.path === '/api/v1/cart' && call.method === 'GET') {
      return ok({ cart: pricedCart(call.query, products) });
    }
    const line = /^\/api\/v1\/cart\/(\d+)$/.exec(call.path);
    if (line && call.method === 'DELETE') {
      products = products.filter((p) => p.cart_product_id !== Number(line[1]));
      return ok({ cart: pricedCart(call.query, products) });
    }
    return undefined;
  });
  localStorage.clear();
  useCart.setState(initialCartState);
  await useCart.getState().fetch('en', 7);
});
afterEach(() => vi.unstubAllGlobals());

describe('cart store selection', () => {
  it('sends nothing for an empty selection', () => {
    expect(lastQuery()).toEqual({});
  });

  it('sends each choice as the spec §7 params and shows the cart the server priced', async () => {
    const store = useCart.getState();
    await store.setPromo('en', ' SAVE10 ');
    await store.addGiftCard('en', ' gc-aaaa');
    await store.addGiftCard('en', 'GC-BBBB');
    await store.setUsePoints('en', true);
    await store.setServiceFee('en', 1);
    expect(lastQuery()).toEqual({
      promo_code: 'SAVE10',
      gift_card: 'GC-AAAA,GC-BBBB',
      use_points: '1',
      'service_fees[0][id]': '1',
    });
    expect(useCart.getState().cart!.total).toBe(64000 - 6400 - 10000 - 5000 - 1000 + 1500);
    expect(useCart.getState().choosing).toBeNull();
    // Persisted with the cart, under the same key.
    expect(JSON.parse(localStorage.getItem('hajz-cart')!).state.selection).toEqual({
      promo_code: 'SAVE10',
      gift_cards: ['GC-AAAA', 'GC-BBBB'],
      use_points: true,
      service_fees: [{ id: 1, address_id: null }],
    });
  });

  it('undoes each choice', async () => {
    const store = useCart.getState();
    await store.setPromo('en', 'SAVE10');
    await store.addGiftCard('en', 'GC-AAAA');
    await store.setUsePoints('en', true);
    await store.setServiceFee('en', 1);
    await store.removePromo('en');
    await store.removeGiftCard('en', 'gc-aaaa');
    await store.setUsePoints('en', false);
    await store.setServiceFee('en', null);
    expect(useCart.getState().selection).toEqual(emptySelection);
    expect(lastQuery()).toEqual({});
  });

  it('adds a gift card once, and no more than the limit', async () => {
    const store = useCart.getState();
    await store.addGiftCard('en', 'GC-AAAA');
    await store.addGiftCard('en', 'gc-aaaa ');
    await store.addGiftCard('en', '   ');
    expect(gets()).toHaveLength(2);
    for (const serial of ['GC-BBBB', 'GC-CCCC', 'GC-DDDD']) await store.addGiftCard('en', serial);
    expect(useCart.getState().selection.gift_cards).toHaveLength(maxGiftCardsPerOrder);
    expect(lastQuery().gift_card).toBe('GC-AAAA,GC-BBBB,GC-CCCC');
  });

  it('keeps a refused promo code and gift card in the selection', async () => {
    await useCart.getState().setPromo('en', 'OLD');
    await useCart.getState().addGiftCard('en', 'GC-USED');
    expect(useCart.getState().selection).toMatchObject({ promo_code: 'OLD', gift_cards: ['GC-USED'] });
    expect(useCart.getState().cart!.promo).toEqual({
      code: 'OLD',
      applied: false,
      message: 'This code has expired.',
    });
  });

  it('drops a fee the server neither applied nor explained; keeps a home visit it says needs an address', async () => {
    await useCart.getState().setServiceFee('en', 3);
    expect(lastQuery()).toEqual({ 'service_fees[0][id]': '3' });
    expect(useCart.getState().selection.service_fees).toEqual([]);
    await useCart.getState().setServiceFee('en', 2);
    expect(useCart.getState().selection.service_fees).toEqual([{ id: 2, address_id: null }]);
    await useCart.getState().setServiceFee('en', 2, 7);
    expect(lastQuery()).toEqual({ 'service_fees[0][id]': '2', 'service_fees[0][address_id]': '7' });
    expect(useCart.getState().cart!.order_service_fees_price).toBe(8000);
  });

  it('spec §4: an empty cart resets the whole selection and the gift state', async () => {
    await useCart.getState().setPromo('en', 'SAVE10');
    await useCart.getState().setUsePoints('en', true);
    useCart.getState().setGift(gift);
    await useCart.getState().remove('en', 11);
    expect(useCart.getState().cart!.products).toEqual([]);
    expect(useCart.getState().selection).toEqual(emptySelection);
    expect(useCart.getState().gift).toBeNull();
  });

  it('keeps the gift with the cart (stored for this customer) until it is removed', async () => {
    useCart.getState().setGift(gift);
    await useCart.getState().setPromo('en', 'SAVE10');
    expect(useCart.getState().gift).toEqual(gift);
    expect(JSON.parse(localStorage.getItem('hajz-cart')!).state.gift).toEqual(gift);
    useCart.getState().removeGift();
    expect(useCart.getState().gift).toBeNull();
  });

  it('a line removed while choices price the cart is shown as priced with them (refetched)', async () => {
    products = [massage, { ...massage, cart_product_id: 12 }];
    await useCart.getState().setPromo('en', 'SAVE10');
    products = [massage];
    // What DELETE cart/{id} answers: the lines as they are now, priced without the selection.
    const removed = pricedCart(new URLSearchParams(), products);
    await useCart.getState().adopt('en', removed);
    expect(lastQuery()).toEqual({ promo_code: 'SAVE10' });
    expect(useCart.getState().cart!.products).toHaveLength(1);
    expect(useCart.getState().cart!.promo_discount).toBe(6400);
  });

  it('removing a line sends the selection with the DELETE: one request, its answer priced with the choices', async () => {
    products = [massage, { ...massage, cart_product_id: 12 }];
    await useCart.getState().setPromo('en', 'SAVE10');
    const before = calls.length;
    await useCart.getState().remove('en', 12);
    const sent = calls.slice(before);
    expect(sent.map((c) => [c.method, c.path, Object.fromEntries(c.query)])).toEqual([
      ['DELETE', '/api/v1/cart/12', { promo_code: 'SAVE10' }],
    ]);
    expect(useCart.getState().cart!.products).toHaveLength(1);
    expect(useCart.getState().cart!.promo_discount).toBe(6400);
    expect(useCart.getState().selection.promo_code).toBe('SAVE10');
  });

  it('a failed fetch keeps the cart shown and the selection it was priced with', async () => {
    await useCart.getState().setPromo('en', 'SAVE10');
    const before = useCart.getState().cart;
    down = true;
    await useCart.getState().setUsePoints('en', true);
    expect(useCart.getState()).toMatchObject({
      cart: before,
      failed: true,
      choosing: null,
      selection: { ...emptySelection, promo_code: 'SAVE10' },
    });
  });

  it('another customer starts with an empty selection and no gift', async () => {
    await useCart.getState().setPromo('en', 'SAVE10');
    useCart.getState().setGift(gift);
    await useCart.getState().fetch('en', 8);
    expect(useCart.getState().selection).toEqual(emptySelection);
    expect(useCart.getState().gift).toBeNull();
    expect(lastQuery()).toEqual({});
  });

  it('resets the selection and the gift after an order', async () => {
    await useCart.getState().setUsePoints('en', true);
    useCart.getState().setGift(gift);
    useCart.getState().resetSelection();
    expect(useCart.getState().selection).toEqual(emptySelection);
    expect(useCart.getState().gift).toBeNull();
  });
});

describe('cart store: only the newest cart lands (lib/newest-only.ts)', () => {
  /** GET cart, the first one held until the test releases it. */
  function slowFirstGet() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    calls = fakeFetch(async (call) => {
      if (call.path !== '/api/v1/cart' || call.method !== 'GET') return undefined;
      if (first) {
        first = false;
        await held;
      }
      return ok({ cart: pricedCart(call.query, products) });
    });
    return release;
  }

  it('a slow earlier pricing never replaces the cart priced after it', async () => {
    const release = slowFirstGet();
    const promo = useCart.getState().setPromo('en', 'SAVE10');
    await useCart.getState().setUsePoints('en', true);
    const newer = useCart.getState().cart;
    expect(newer!.use_points).toBe(true);
    release();
    await promo;
    expect(useCart.getState()).toMatchObject({ cart: newer, isLoading: false, failed: false });
    expect(useCart.getState().selection).toMatchObject({ promo_code: 'SAVE10', use_points: true });
  });

  it('a cart the server sent (a line added) outdates a fetch on its way', async () => {
    const release = slowFirstGet();
    const fetching = useCart.getState().fetch('en', 7);
    const sent = pricedCart(new URLSearchParams(), []);
    useCart.getState().receive(sent);
    release();
    await fetching;
    expect(useCart.getState().cart).toBe(sent);
  });
});
