import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentStatusResponse } from '@hajz/contracts/orders';
import { paymentMessageSource } from '@hajz/contracts/order-rules';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { emptySelection } from '@hajz/contracts/pricing-rules';
import { bnplOrder, orderResponse, statusOf, visa } from '../testing';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import { renderHost } from './test-host';

let calls: Call[];
let status: PaymentStatusResponse;
let cards: (typeof visa)[];
let open: ReturnType<typeof vi.fn>;
let tab: { closed: boolean; close: ReturnType<typeof vi.fn> };

const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);
const dialogNames = () => useDialogs.getState().stack.map((d) => d.name);
const checks = () => calls.filter((c) => c.path === '/api/v1/payments/check-payment-status');
const report = (kind: 'payment' | 'card', result: 'success' | 'failed', origin = window.location.origin) =>
  act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        data: { source: paymentMessageSource, kind, status: result, reference: 'r', reason: null },
      }),
    );
  });

async function openSelection(order = orderResponse('card', [visa])) {
  await renderHost();
  act(() => void openDialog('payment-selection', { order }));
  await screen.findByRole('heading', { name: 'Pay by card' }, { timeout: 5000 });
  return screen.getByRole('dialog', { name: 'Pay by card' });
}

beforeEach(() => {
  status = statusOf('pending');
  cards = [visa];
  calls = fakeFetch((call) => {
    if (call.path === '/api/v1/payments/check-payment-status') return ok(status);
    if (call.path === '/api/v1/saved-cards' && call.method === 'GET') return ok({ saved_cards: cards });
    if (call.path === `/api/v1/saved-cards/${visa.id}` && call.method === 'DELETE') {
      cards = [];
      return ok(null, 'Card deleted');
    }
    if (call.path === '/api/v1/saved-cards/setup')
      return ok({ url: '/sandbox-gateway/card?ref=CS-1', reference: 'CS-1' });
    return undefined;
  });
  tab = { closed: false, close: vi.fn() };
  open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment selection and payment loading', () => {
  it('pays with a saved card in the pop-up; our page’s message brings the result at once', async () => {
    const user = userEvent.setup();
    const selection = await openSelection();
    const card = await within(selection).findByRole('button', { name: /^Visa •••• 1111/ });
    expect(card.textContent).toContain('Expires 12/30');
    await user.click(card);
    expect(open).toHaveBeenCalledWith('/api/v1/payments/HZ-2031-000501/pay?lang=en&card=31', 'hajz-payment');
    const loading = await screen.findByRole('dialog', { name: 'Complete your payment' }, { timeout: 5000 });
    expect(within(loading).getByRole('status').textContent).toBe(
      'Waiting for your payment in the payment window…',
    );

    status = statusOf(true, 'Payment received. Your booking HZ-2031-000501 is confirmed');
    await report('payment', 'success', 'https://evil.example');
    expect(checks()).toHaveLength(0);
    await report('payment', 'success');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard/bookings'));
    expect(checks()).toHaveLength(1);
    expect(tab.close).toHaveBeenCalled();
    // The outcome's own message (the server's answer on the paid status), not the order's "complete the payment".
    expect(toasts()).toEqual([['Payment received. Your booking HZ-2031-000501 is confirmed', 'success']]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ value: 640 }) }),
    );
    expect(dialogNames()).toEqual([]);
  });

  it('a decline stops and shows the server’s reason; Try again goes back to the same order', async () => {
    const user = userEvent.setup();
    const selection = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Pay with a new card' }));
    expect(open).toHaveBeenCalledWith('/api/v1/payments/HZ-2031-000501/pay?lang=en', 'hajz-payment');
    await screen.findByRole('dialog', { name: 'Complete your payment' }, { timeout: 5000 });
    status = statusOf('failed', 'Your card was declined.', 'declined');
    await report('payment', 'failed');
    expect((await screen.findByTestId('payment-failure')).textContent).toBe('Your card was declined.');
    expect(screen.getByTestId('path').textContent).toBe('/cart');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeTruthy();
    expect(dialogNames()).toEqual(['payment-selection']);
  });

  it('a blocked pop-up is logged and offers a button that opens the payment page', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    open.mockReturnValueOnce(null);
    const selection = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Pay with a new card' }));
    const loading = await screen.findByRole('dialog', { name: 'Complete your payment' }, { timeout: 5000 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('blocked'), expect.any(String));
    expect(within(loading).getByText('Your browser blocked the payment window.')).toBeTruthy();
    await user.click(within(loading).getByRole('button', { name: 'Open payment page' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith('/api/v1/payments/HZ-2031-000501/pay?lang=en', 'hajz-payment');
    expect(within(loading).queryByRole('button', { name: 'Open payment page' })).toBeNull();
  });

  it('logs "Payment URL not available" and opens nothing when the order has no payment page', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = orderResponse('card');
    order.payment!.create_token_url.url = '';
    const selection = await openSelection(order);
    await user.click(within(selection).getByRole('button', { name: 'Pay with a new card' }));
    expect(error).toHaveBeenCalledWith('Payment URL not available');
    expect(open).not.toHaveBeenCalled();
    expect(within(selection).getByRole('alert').textContent).toBe(
      'The payment page is not available right now. Please try again.',
    );
  });

  it('deletes a saved card only after confirming', async () => {
    const user = userEvent.setup();
    const selection = await openSelection();
    await user.click(await within(selection).findByRole('button', { name: 'Delete Visa •••• 1111' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' }, { timeout: 5000 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    expect(await within(selection).findByText('No saved cards yet.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/saved-cards/31']);
    expect(toasts()).toEqual([['Card deleted', 'success']]);
  });

  it('adds a card in the create card frame, then lists it back in the payment selection', async () => {
    const user = userEvent.setup();
    cards = [];
    const selection = await openSelection(orderResponse('card'));
    await within(selection).findByText('No saved cards yet.');
    await user.click(within(selection).getByRole('button', { name: 'Add a card' }));
    const frame = await screen.findByTitle('Card details form', {}, { timeout: 5000 });
    expect(frame.getAttribute('src')).toBe('/sandbox-gateway/card?ref=CS-1');
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeTruthy();

    cards = [visa];
    await report('card', 'success', 'https://evil.example');
    await report('payment', 'success');
    expect(dialogNames()).toEqual(['create-card-frame']);
    await report('card', 'success');
    const back = await screen.findByRole('dialog', { name: 'Pay by card' }, { timeout: 5000 });
    expect(await within(back).findByRole('button', { name: /^Visa •••• 1111/ })).toBeTruthy();
    expect(toasts()).toEqual([['Payment successfully created!', 'success']]);
  });

  it('a failed card setup says "Payment error!" and returns to the payment selection', async () => {
    const user = userEvent.setup();
    const selection = await openSelection();
    await user.click(within(selection).getByRole('button', { name: 'Add a card' }));
    await screen.findByTitle('Card details form', {}, { timeout: 5000 });
    await report('card', 'failed');
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeTruthy();
    expect(toasts()).toEqual([['Payment error!', 'error']]);
  });

  it('Tabby: the plan, the provider’s checkout in the payment tab; a decline is back at the choice with why', async () => {
    const user = userEvent.setup();
    const tabby = {
      id: 'tabby',
      name: 'Tabby',
      logo: '/payment-logos/tabby.svg',
      available: true,
      instalments: { count: 4, amount: 16000, rest: 16000, text: '' },
    };
    const card = { id: 'card', name: 'Card', logo: '/payment-logos/card.svg', available: true };
    const choice = { total: 64000, methods: [card, tabby], selection: emptySelection };
    await renderHost();
    act(() => void openDialog('payment-selection', { order: bnplOrder('tabby'), choice }));
    const step = await screen.findByRole('dialog', { name: 'Pay with Tabby' }, { timeout: 5000 });
    expect(within(step).getByTestId('instalment-line').textContent).toBe(
      'or 4 interest-free payments of 160.00\u00a0SAR with Tabby',
    );
    await user.click(within(step).getByRole('button', { name: 'Continue to Tabby' }));
    expect(open).toHaveBeenCalledWith(
      '/api/v1/payments/bnpl/checkout/HZ-2031-000501?exp=1&sig=s',
      'hajz-payment',
    );
    await screen.findByRole('dialog', { name: 'Complete your payment' }, { timeout: 5000 });

    status = statusOf('failed', 'Your card was declined. Try another card', 'declined');
    await report('payment', 'failed');
    const back = await screen.findByRole('dialog', { name: 'How would you like to pay?' }, { timeout: 5000 });
    expect(within(back).getByTestId('checkout-notice').textContent).toBe(
      'Tabby did not approve this payment. Choose another way to pay: your times are still held.',
    );
    expect(dialogNames()).toEqual(['checkout-payment']);
    expect(screen.getByTestId('path').textContent).toBe('/cart');
  });

  it('Tamara cancelled by the customer: back at the choice saying so', async () => {
    const tamara = { id: 'tamara', name: 'Tamara', logo: '/payment-logos/tamara.svg', available: true };
    const choice = { total: 64000, methods: [tamara], selection: emptySelection };
    await renderHost();
    act(
      () => void openDialog('payment-loading', { order: bnplOrder('tamara'), url: '/x', popup: tab, choice }),
    );
    await screen.findByRole('dialog', { name: 'Complete your payment' }, { timeout: 5000 });
    status = statusOf('failed', 'The payment was cancelled', 'cancelled');
    await report('payment', 'failed');
    const back = await screen.findByRole('dialog', { name: 'How would you like to pay?' }, { timeout: 5000 });
    expect(within(back).getByTestId('checkout-notice').textContent).toBe(
      'You left Tamara before finishing. Choose another way to pay: your times are still held.',
    );
  });
});
