import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartProduct } from '@hajz/contracts/cart';
import { cartOf as sharedCartOf, massage, renderCartView } from '../testing';
import { cartRefreshKey } from '~/lib/cart-api';
import { useDialogs } from '~/lib/dialogs';
import '~/dialogs';
import { initialCartState, useCart } from '../store';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const service = (over: Partial<CartProduct> = {}): CartProduct => ({
  ...massage,
  guest: { name: 'Noura', phone: null, note: null },
  hold_expires_at: inMinutes(14),
  ...over,
});

const oil: CartProduct = {
  ...service(),
  cart_product_id: 12,
  product_id: 48,
  type: 'product',
  name: 'Argan body oil',
  image: '/img/products/argan-body-oil.svg',
  quantity: 2,
  size: '50ml',
  date: null,
  start_at: null,
  end_at: null,
  duration: null,
  visitors: 1,
  guest: null,
  unit_price: 21750,
  total_price: 43500,
  hold_expires_at: null,
};

/** The shared fake cart, as the server answers for these lines with nothing chosen and no options. */
const cartOf = (products: CartProduct[]): Cart =>
  sharedCartOf(products, {
    loyalty_points: { available: 0, value: 0, point_value: 5 },
    payment_methods: [
      { id: 'cash', name: 'Cash', logo: '/payment-logos/cash.svg', available: true },
      {
        id: 'card',
        name: 'Card (mada, Visa, Mastercard)',
        logo: '/payment-logos/card.svg',
        available: true,
        schemes: ['mada', 'visa', 'mastercard'],
      },
    ],
    cart_title: products.length ? 'Your cart' : 'Your cart is empty',
    cart_title_sub_message: products.length ? 'We hold your times for 15 minutes' : '',
    message: 'Prices include 15% VAT',
    available_service_fees: [],
  });

let server: Cart;
let down: boolean;
let calls: { method: string; path: string }[];

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  calls.push({ method, path: url.pathname });
  const envelope = (data: unknown, message = 'OK') =>
    new Response(JSON.stringify({ status: true, message, data }), { status: 200 });
  if (down)
    return Promise.resolve(new Response(JSON.stringify({ status: false, message: 'Down' }), { status: 503 }));
  if (url.pathname === '/api/v1/cart' && method === 'GET') return Promise.resolve(envelope({ cart: server }));
  if (url.pathname === '/api/v1/cart/clear' && method === 'DELETE') {
    server = cartOf([]);
    return Promise.resolve(envelope({ cart: server }, 'Your cart is empty now'));
  }
  const line = /^\/api\/v1\/cart\/(\d+)$/.exec(url.pathname);
  if (line && method === 'DELETE') {
    // As the server: a part of a visit takes the whole visit with it (ADR 0063).
    const gone = server.products.find((p) => p.cart_product_id === Number(line[1]));
    server = cartOf(
      server.products.filter((p) => p !== gone && (gone?.visit_id == null || p.visit_id !== gone.visit_id)),
    );
    return Promise.resolve(envelope({ cart: server }, 'Removed from your cart'));
  }
  return Promise.resolve(
    new Response(JSON.stringify({ status: false, message: 'Not found' }), { status: 404 }),
  );
}

const lines = () => screen.getAllByTestId('cart-line');

beforeEach(() => {
  server = cartOf([service(), oil]);
  down = false;
  calls = [];
  localStorage.clear();
  useCart.setState(initialCartState);
  useDialogs.getState().closeAll();
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});
afterEach(() => vi.unstubAllGlobals());

describe('/cart', () => {
  it('shows a skeleton, then each line with its branch, time (business timezone), people, guest or size', async () => {
    await renderCartView();
    expect(screen.getByTestId('cart-skeleton')).toBeTruthy();
    await waitFor(() => expect(lines()).toHaveLength(2));
    const [massage, bottle] = lines() as [HTMLElement, HTMLElement];
    expect(within(massage).getByRole('heading', { name: 'Swedish massage' })).toBeTruthy();
    expect(massage.textContent).toContain('Rawnaq Olaya');
    expect(within(massage).getByTestId('cart-line-when').textContent).toBe('Wed 5 Mar · 10:00 AM – 11:00 AM');
    expect(massage.textContent).toContain('2 people');
    expect(massage.textContent).toContain('For Noura');
    expect(massage.textContent).toContain('640.00\u00a0SAR');
    expect(within(massage).getByTestId('hold-until')).toBeTruthy();
    expect(bottle.textContent).toContain('50 ml × 2');
    expect(bottle.textContent).toContain('435.00\u00a0SAR');
    expect(within(bottle).queryByRole('button', { name: /Change time/ })).toBeNull();
    // The ways to pay are facts, not chips that look pressable (issue 30 item 2): a labelled list of plain items,
    // and the customer is told where they choose.
    const ways = screen.getByRole('list', { name: 'Ways to pay' });
    expect(ways.textContent).toContain('Cash');
    for (const item of within(ways).getAllByRole('listitem')) {
      expect(item.className).not.toMatch(/rounded|\bbg-|ring-|border/);
      expect(within(item).queryByRole('button')).toBeNull();
    }
    expect(screen.getByText('You choose one when you check out')).toBeTruthy();
    const checkout = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
    // Persisted for the next visit, with its owner.
    expect(JSON.parse(localStorage.getItem('hajz-cart')!).state).toMatchObject({ owner: 7 });
  });

  it('warns near the end of a hold, and after it asks to pick the time again in the appointment dialog', async () => {
    const user = userEvent.setup();
    server = cartOf([
      service({ hold_expires_at: inMinutes(3) }),
      service({
        cart_product_id: 13,
        hold_expires_at: inMinutes(-1),
        start_at: '2031-03-06T16:00:00+03:00',
        end_at: '2031-03-06T17:00:00+03:00',
        date: '2031-03-06',
      }),
    ]);
    await renderCartView();
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(within(lines()[0]!).getByTestId('hold-near').textContent).toBe(
      'Your hold on this time ends in 3 minutes.',
    );
    const expired = within(lines()[1]!).getByTestId('hold-expired');
    expect(expired.textContent).toContain('This time is no longer held for you.');
    await user.click(within(expired).getByRole('button', { name: 'Pick the time again' }));
    expect(useDialogs.getState().stack).toEqual([
      expect.objectContaining({
        name: 'service-appointment',
        props: {
          productId: 1,
          line: {
            cartProductId: 13,
            branchId: 1,
            date: '2031-03-06',
            time: '16:00',
            visitors: 2,
            guest: { name: 'Noura', phone: '', note: '' },
          },
        },
      }),
    ]);
  });

  it('shows the parts of one visit together, in order, with one time and one total; Remove takes the visit', async () => {
    const user = userEvent.setup();
    const wash = service({
      cart_product_id: 21,
      product_id: 5,
      name: 'Hair wash',
      visitors: 1,
      guest: null,
      start_at: '2031-03-05T10:00:00+03:00',
      end_at: '2031-03-05T10:30:00+03:00',
      duration: 30,
      unit_price: 5000,
      total_price: 5000,
      visit_id: 'v1',
    });
    const cut = service({
      cart_product_id: 22,
      product_id: 6,
      name: 'Haircut',
      visitors: 1,
      guest: null,
      start_at: '2031-03-05T10:30:00+03:00',
      end_at: '2031-03-05T11:30:00+03:00',
      unit_price: 12000,
      total_price: 12000,
      hold_expires_at: inMinutes(3),
      visit_id: 'v1',
    });
    // The cut comes first from the server here: the visit still shows its parts in the order of their times.
    server = cartOf([cut, oil, wash]);
    await renderCartView();
    const visit = await screen.findByTestId('cart-visit', {}, { timeout: 5000 });
    expect(lines()).toHaveLength(1);
    expect(within(visit).getByRole('heading', { name: 'One visit · 2 services' })).toBeTruthy();
    expect(within(visit).getByTestId('cart-visit-when').textContent).toBe('Wed 5 Mar · 10:00 AM – 11:30 AM');
    expect(
      within(visit)
        .getAllByTestId('cart-visit-part')
        .map((p) => p.textContent),
    ).toEqual(['Hair wash50.00 SAR10:00 AM – 10:30 AM', 'Haircut120.00 SAR10:30 AM – 11:30 AM']);
    expect(visit.textContent).toContain('170.00 SAR');
    // The visit is held as long as its first hold to end.
    expect(within(visit).getByTestId('hold-near').textContent).toBe(
      'Your hold on this time ends in 3 minutes.',
    );
    expect(within(visit).queryByRole('button', { name: /Change time/ })).toBeNull();
    await user.click(within(visit).getByRole('button', { name: 'Remove visit (One visit · 2 services)' }));
    await waitFor(() => expect(screen.queryByTestId('cart-visit')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/cart/21']);
    expect(lines()).toHaveLength(1);
  });

  it('removes a line, and clears the cart only after confirming', async () => {
    const user = userEvent.setup();
    await renderCartView();
    await waitFor(() => expect(lines()).toHaveLength(2));
    await user.click(within(lines()[1]!).getByRole('button', { name: 'Remove (Argan body oil)' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(localStorage.getItem(cartRefreshKey)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const title = await screen.findByRole('heading', { name: 'Clear your cart?' }, { timeout: 5000 });
    const confirm = screen.getByRole('dialog', { name: 'Clear your cart?' });
    expect(confirm.contains(title)).toBe(true);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/v1/cart/clear')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe('/services');
  });

  it('Checkout opens the checkout payment dialog with the cart’s total and ways to pay', async () => {
    const user = userEvent.setup();
    await renderCartView();
    await waitFor(() => expect(lines()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'How would you like to pay?' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('1,075.00\u00a0SAR');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual([
      'CashPay at the branch when you arrive.',
      'Card (mada, Visa, Mastercard)Pay now by card in a secure payment window.',
    ]);
  });

  it('refetches when another tab signals a change through local storage', async () => {
    await renderCartView();
    await waitFor(() => expect(lines()).toHaveLength(2));
    server = cartOf([oil]);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: cartRefreshKey, newValue: String(Date.now()) }),
      );
    });
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('shows an error with a retry when the cart cannot load', async () => {
    const user = userEvent.setup();
    down = true;
    await renderCartView('ar');
    expect((await screen.findByTestId('cart-error')).textContent).toContain('تعذّر تحميل سلتك.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(within(lines()[0]!).getByTestId('cart-line-when').textContent).toBe(
      'الأربعاء، 5 مارس · 10:00 ص – 11:00 ص',
    );
  });
});
