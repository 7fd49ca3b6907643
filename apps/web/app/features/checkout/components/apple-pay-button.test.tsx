import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySelection } from '@hajz/contracts/pricing-rules';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { orderResponse } from '../testing';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import type { ApplePayPaymentRequest } from '../apple-pay';
import { renderHost } from './test-host';

const methods = [
  { id: 'cash', name: 'Pay at the branch', logo: '/payment-logos/cash.svg', available: true },
  { id: 'apple_pay', name: 'Apple Pay', logo: '/payment-logos/apple_pay.svg', available: true },
];
const token = {
  paymentData: {
    version: 'EC_v1',
    data: 'SANDBOX_APPROVED',
    signature: 'c2ln',
    header: { publicKeyHash: 'aA==', transactionId: 'ab12' },
  },
  paymentMethod: { displayName: 'mada 1234', network: 'mada', type: 'debit' },
  transactionIdentifier: 'AB12',
};

/** Apple Pay JS as far as the button uses it; the test plays Apple's side. */
class FakeSession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static last: FakeSession | null = null;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
  oncancel: ((event: unknown) => void) | null = null;
  began = false;
  merchantSession: unknown = null;
  completed: unknown = null;
  constructor(
    readonly version: number,
    readonly request: ApplePayPaymentRequest,
  ) {
    FakeSession.last = this;
  }
  static canMakePayments = () => true;
  begin() {
    this.began = true;
  }
  abort() {}
  completeMerchantValidation(session: unknown) {
    this.merchantSession = session;
  }
  completePayment(result: unknown) {
    this.completed = result;
  }
}

let calls: Call[];
let paid = true;
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const toasts = () => useToasts.getState().toasts.map((t) => t.title);

async function openCheckout(locale: 'en' | 'ar' = 'en') {
  await renderHost(locale);
  act(() => void openDialog('checkout-payment', { total: 64000, methods, selection: emptySelection }));
  const title = locale === 'ar' ? 'كيف تودّ أن تدفع؟' : 'How would you like to pay?';
  await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  return screen.getByRole('dialog', { name: title });
}

beforeEach(() => {
  paid = true;
  FakeSession.last = null;
  calls = fakeFetch((call) => {
    if (call.path === '/api/v1/orders')
      return ok(
        { ...orderResponse('card'), order: { ...orderResponse('card').order, payment_method: 'apple_pay' } },
        '',
        201,
      );
    if (call.path === '/api/v1/payments/apple-pay/validate-merchant')
      return ok({ merchantSessionIdentifier: 'SSH1', displayName: 'Hajz' });
    if (call.path === '/api/v1/payments/apple-pay/pay')
      return ok(
        { paid, order_status: paid ? 'confirmed' : 'pending_payment', reason: paid ? null : 'declined' },
        paid ? 'Paid with Apple Pay' : 'Apple Pay declined the payment; choose another way to pay',
      );
    return undefined;
  });
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('Apple Pay button', () => {
  it('is not offered where the browser cannot pay with Apple Pay', async () => {
    const dialog = await openCheckout();
    expect(within(dialog).queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: /Pay at the branch/ })).toBeTruthy();
  });

  it('drives the session: order, merchant validation, token, then the card success path (mada asked for)', async () => {
    vi.stubGlobal('ApplePaySession', FakeSession);
    const user = userEvent.setup();
    const dialog = await openCheckout();
    await user.click(within(dialog).getByRole('radio', { name: /Apple Pay/ }));
    expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Apple Pay' }));
    const session = FakeSession.last!;
    expect(session.began).toBe(true);
    expect(session.request).toEqual({
      countryCode: 'SA',
      currencyCode: 'SAR',
      supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Hajz', amount: '640.00', type: 'final' },
    });
    act(
      () =>
        void session.onvalidatemerchant!({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        }),
    );
    await waitFor(() =>
      expect(session.merchantSession).toEqual({ merchantSessionIdentifier: 'SSH1', displayName: 'Hajz' }),
    );
    expect(posts('/api/v1/orders')[0]!.body).toMatchObject({ payment_method_id: 'apple_pay' });
    expect(posts('/api/v1/payments/apple-pay/validate-merchant')[0]!.body).toEqual({
      merchant_reference: 'HZ-2031-000501',
      validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
    });
    act(() => void session.onpaymentauthorized!({ payment: { token } }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard/bookings'));
    expect(session.completed).toEqual({ status: FakeSession.STATUS_SUCCESS });
    expect(posts('/api/v1/payments/apple-pay/pay')[0]!.body).toEqual({
      merchant_reference: 'HZ-2031-000501',
      token,
    });
    expect(toasts()).toEqual(['Paid with Apple Pay']);
  });

  it('cancelled (Arabic): back at the payment choice with a message; pressing again replays the same order', async () => {
    vi.stubGlobal('ApplePaySession', FakeSession);
    const user = userEvent.setup();
    const dialog = await openCheckout('ar');
    await user.click(within(dialog).getByRole('radio', { name: /Apple Pay/ }));
    await user.click(within(dialog).getByRole('button', { name: 'الدفع عبر Apple Pay' }));
    const first = FakeSession.last!;
    act(
      () =>
        void first.onvalidatemerchant!({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        }),
    );
    await waitFor(() => expect(first.merchantSession).not.toBeNull());
    act(() => void first.oncancel!({}));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'أُلغي الدفع عبر Apple Pay. اختر طريقة الدفع؛ أوقاتك ما زالت محجوزة لك حتى الآن.',
      ]),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(posts('/api/v1/payments/apple-pay/pay')).toHaveLength(0);
    // Declined on the second try: the sheet says so, the customer stays at the choice.
    paid = false;
    await user.click(within(dialog).getByRole('button', { name: 'الدفع عبر Apple Pay' }));
    const second = FakeSession.last!;
    expect(second).not.toBe(first);
    act(
      () =>
        void second.onvalidatemerchant!({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        }),
    );
    await waitFor(() => expect(second.merchantSession).not.toBeNull());
    const keys = posts('/api/v1/orders').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    act(() => void second.onpaymentauthorized!({ payment: { token } }));
    await waitFor(() => expect(second.completed).toEqual({ status: FakeSession.STATUS_FAILURE }));
    await waitFor(() =>
      expect(toasts().at(-1)).toBe('تعذّر إتمام الدفع عبر Apple Pay. حاول مرة أخرى أو اختر طريقة دفع أخرى.'),
    );
    expect(screen.getByTestId('path').textContent).toBe('/ar/cart');
  });
});
