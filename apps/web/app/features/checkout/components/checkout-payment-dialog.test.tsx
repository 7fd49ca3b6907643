import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@hajz/contracts/cart';
import { idempotencyKeyPattern } from '@hajz/contracts/order-rules';
import { emptySelection } from '@hajz/contracts/pricing-rules';
import { cartRefreshKey, onCartChanged } from '~/lib/cart-api';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { orderResponse, stcPayOrder } from '../testing';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { renderHost } from './test-host';

const methods = [
  { id: 'cash', name: 'Pay at the branch', logo: '/payment-logos/cash.svg', available: true },
  { id: 'card', name: 'Card (mada, Visa, Mastercard)', logo: '/payment-logos/card.svg', available: true },
];
const props = { total: 64000, methods, selection: emptySelection };

let calls: Call[];
let postOrder: Route;
const orderPosts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/orders');
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);
const dialogNames = () => useDialogs.getState().stack.map((d) => d.name);

async function openCheckout(locale: 'en' | 'ar' = 'en', over: Record<string, unknown> = {}) {
  await renderHost(locale);
  act(() => void openDialog('checkout-payment', { ...props, ...over }));
  const title = locale === 'ar' ? 'كيف تودّ أن تدفع؟' : 'How would you like to pay?';
  await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  return screen.getByRole('dialog', { name: title });
}

beforeEach(() => {
  postOrder = (call) =>
    ok(
      orderResponse((call.body as { payment_method_id: 'cash' | 'card' }).payment_method_id),
      'Order placed',
      201,
    );
  calls = fakeFetch((call) => {
    if (call.path === '/api/v1/orders') return postOrder(call);
    if (call.path === '/api/v1/saved-cards') return ok({ saved_cards: [] });
    return undefined;
  });
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout payment dialog', () => {
  it('pays cash at the branch: one order, the confirmation toast, purchase event, cart refetch, bookings', async () => {
    const user = userEvent.setup();
    const dialog = await openCheckout();
    expect(within(dialog).getByRole('heading', { name: 'How would you like to pay?' })).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('640.00\u00a0SAR');
    const cash = within(dialog).getByRole('radio', { name: /Pay at the branch/ }) as HTMLInputElement;
    expect(cash.checked).toBe(true);
    expect(within(dialog).getByText('Pay at the branch when you arrive.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard/bookings'));
    expect(orderPosts()).toHaveLength(1);
    expect(orderPosts()[0]!.body).toEqual({ payment_method_id: 'cash', is_scheduled: '0' });
    expect(orderPosts()[0]!.headers['idempotency-key']).toMatch(idempotencyKeyPattern);
    expect(toasts()).toEqual([['Your booking is confirmed. Pay at the branch.', 'success']]);
    // GA4's ecommerce shape (issue 15).
    expect(window.dataLayer).toContainEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'HZ-2031-000501',
        value: 640,
        currency: 'SAR',
        items: [{ item_id: '1', item_name: 'Swedish massage', quantity: 2, price: 320 }],
      },
    });
    expect(localStorage.getItem(cartRefreshKey)).not.toBeNull();
    expect(dialogNames()).toEqual([]);
  });

  it('a double click places one order with one key, and a retry after no answer reuses that key', async () => {
    const user = userEvent.setup();
    let release = () => {};
    let first = true;
    postOrder = async () => {
      if (first) {
        first = false;
        await new Promise<void>((resolve) => (release = resolve));
        throw new TypeError('Failed to fetch');
      }
      return ok(orderResponse('cash'), 'Order placed', 201);
    };
    const dialog = await openCheckout();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm booking' });
    await user.dblClick(confirm);
    expect(orderPosts()).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Placing your order…' }).hasAttribute('disabled')).toBe(
      true,
    );
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    expect(toasts()).toEqual([["We couldn't place your order. Please try again.", 'error']]);

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard/bookings'));
    expect(orderPosts()).toHaveLength(2);
    const [a, b] = orderPosts() as [Call, Call];
    expect(a.headers['idempotency-key']).toBe(b.headers['idempotency-key']);
  });

  it('online: creates a card order and moves on to the payment selection', async () => {
    const user = userEvent.setup();
    const dialog = await openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: /Card/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const selection = await screen.findByRole('dialog', { name: 'Pay by card' }, { timeout: 5000 });
    expect(within(selection).getByTestId('payment-order').textContent).toBe(
      'Order HZ-2031-000501 · 640.00\u00a0SAR',
    );
    expect(orderPosts()[0]!.body).toEqual({ payment_method_id: 'card', is_scheduled: '0' });
    expect(dialogNames()).toEqual(['payment-selection']);
    expect(screen.getByTestId('path').textContent).toBe('/cart');
    expect(window.dataLayer?.filter((e) => e.event === 'purchase')).toEqual([]);
  });

  it('a stale cart (409): the server’s message, the cart as it is now, and the dialog closes', async () => {
    const user = userEvent.setup();
    const fresh = { products: [], total: 0 } as unknown as Cart;
    postOrder = () =>
      refusal(409, 'Some times are no longer held for you. Please pick them again.', { cart: fresh });
    const heard: (Cart | undefined)[] = [];
    const stop = onCartChanged((cart) => heard.push(cart));
    const dialog = await openCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(dialogNames()).toEqual([]));
    stop();
    expect(toasts()).toEqual([['Some times are no longer held for you. Please pick them again.', 'error']]);
    expect(heard).toEqual([fresh]);
    expect(screen.getByTestId('path').textContent).toBe('/cart');
  });

  it('sends the cart’s selection as flat params, and starts the selection again once the order exists', async () => {
    const user = userEvent.setup();
    const onOrderCreated = vi.fn();
    const selection = {
      promo_code: 'SAVE10',
      gift_cards: ['GC-AAAA', 'GC-BBBB'],
      use_points: true,
      service_fees: [{ id: 1, address_id: null }],
    };
    const dialog = await openCheckout('en', { selection, onOrderCreated });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard/bookings'));
    expect(orderPosts()[0]!.body).toEqual({
      payment_method_id: 'cash',
      is_scheduled: '0',
      promo_code: 'SAVE10',
      gift_card: 'GC-AAAA,GC-BBBB',
      use_points: '1',
      'service_fees[0][id]': '1',
    });
    expect(onOrderCreated).toHaveBeenCalledTimes(1);
  });

  it('keeps the selection when the server refuses the order', async () => {
    const user = userEvent.setup();
    const onOrderCreated = vi.fn();
    postOrder = () => refusal(422, 'Your cart is empty.');
    const dialog = await openCheckout('en', { onOrderCreated });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(dialogNames()).toEqual([]));
    expect(orderPosts()).toHaveLength(1);
    expect(onOrderCreated).not.toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    const dialog = await openCheckout('ar');
    expect(within(dialog).getByRole('heading', { name: 'كيف تودّ أن تدفع؟' })).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('640.00\u00a0ر.س');
    expect(within(dialog).getByRole('button', { name: 'تأكيد الحجز' })).toBeTruthy();
  });

  it('nothing left to pay: no method to choose, Confirm booking places the order', async () => {
    const user = userEvent.setup();
    const dialog = await openCheckout('en', { total: 0 });
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(within(dialog).getByTestId('checkout-covered').textContent).toMatch(/nothing left to pay/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect((orderPosts()[0]!.body as { payment_method_id: string }).payment_method_id).toBe('cash');
  });

  it('an unavailable way to pay is listed disabled with its reason in words; the first available is chosen', async () => {
    const reason = 'Gift cards are paid online';
    const dialog = await openCheckout('en', {
      methods: [
        { id: 'cash', name: 'Pay at the branch', logo: '/payment-logos/cash.svg', available: false, reason },
        ...methods.slice(1),
        {
          id: 'tabby',
          name: 'Tabby',
          logo: '/payment-logos/tabby.svg',
          available: true,
          instalments: { count: 4, amount: 16000, rest: 16000, text: '' },
        },
      ],
    });
    const cash = within(dialog).getByRole('radio', { name: /Pay at the branch/ }) as HTMLInputElement;
    expect(cash.disabled).toBe(true);
    expect(cash.checked).toBe(false);
    // The reason is on screen (and the radio's description), not only a tooltip.
    expect(within(dialog).getByTestId('method-reason').textContent).toBe(reason);
    expect(cash.getAttribute('aria-describedby')).toBe(
      within(dialog).getByTestId('method-reason').parentElement!.id,
    );
    expect((within(dialog).getByRole('radio', { name: /Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByTestId('instalment-line').textContent).toBe(
      'or 4 interest-free payments of 160.00\u00a0SAR with Tabby',
    );
  });

  it('STC Pay: the wallet number is checked here, sent with the order, then the code dialog', async () => {
    const user = userEvent.setup();
    postOrder = () => ok(stcPayOrder(), 'Order placed', 201);
    const dialog = await openCheckout('en', {
      methods: [
        ...methods,
        { id: 'stc_pay', name: 'STC Pay', logo: '/payment-logos/stc_pay.svg', available: true },
      ],
    });
    expect(within(dialog).queryByLabelText('STC Pay mobile number')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /STC Pay/ }));
    const field = within(dialog).getByLabelText('STC Pay mobile number');
    await user.type(field, '4123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(
      within(dialog).getByText('Enter the STC Pay mobile number: 9 digits starting with 5.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(orderPosts()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '551234567');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('dialog', { name: 'Enter your STC Pay code' }, { timeout: 5000 });
    expect(orderPosts().map((c) => c.body)).toEqual([
      { payment_method_id: 'stc_pay', stc_pay_mobile: '551234567', is_scheduled: '0' },
    ]);
    expect(dialogNames()).toEqual(['stc-pay-code']);
  });

  it('STC Pay: a number with no wallet is said under the field and the dialog stays', async () => {
    const user = userEvent.setup();
    postOrder = () => ({
      status: 422,
      body: {
        status: false,
        message: 'This number has no STC Pay wallet',
        errors: { stc_pay_mobile: ['This number has no STC Pay wallet'] },
      },
    });
    const dialog = await openCheckout('en', {
      methods: [{ id: 'stc_pay', name: 'STC Pay', logo: '/payment-logos/stc_pay.svg', available: true }],
    });
    await user.type(within(dialog).getByLabelText('STC Pay mobile number'), '500000003');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('This number has no STC Pay wallet', { selector: 'p[id$=-error]' }),
      ).toBeTruthy(),
    );
    expect(dialogNames()).toEqual(['checkout-payment']);
  });

  it('back from a declined payment: the reason on top, the methods to choose again', async () => {
    const dialog = await openCheckout('en', { notice: 'Tamara did not approve this payment.' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Tamara did not approve this payment.');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  });
});
