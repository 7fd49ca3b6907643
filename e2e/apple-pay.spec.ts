import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, tr } from './support';
import { customerWithCart, expectBookings, openCheckout } from './checkout-support';
import { cancelAndSeeRefund } from './bookings-support';

// Sign-in, a cart and an order on a cold server: more than the default 30 s budget.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** The sandbox's documented Apple Pay test token (README "Apple Pay on the demo"), on the mada network. */
const approvedToken = {
  paymentData: {
    version: 'EC_v1',
    data: 'SANDBOX_APPROVED',
    signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQEx',
    header: {
      ephemeralPublicKey: 'MFkwEwYHKoZIzj0C',
      publicKeyHash: 'bVTUiyTv0uCJgQz8SNYHBHOlHMD6sR1q',
      transactionId: 'a1b2c3',
    },
  },
  paymentMethod: { displayName: 'mada 1234', network: 'mada', type: 'debit' },
  transactionIdentifier: 'A1B2C3',
};

type Seen = { request?: unknown; session?: Record<string, unknown>; completed?: { status: number } };

/**
 * Apple Pay JS as Safari offers it, played by the page: Chromium has no ApplePaySession. The session asks for
 * merchant validation with Apple's sandbox URL, then either authorises the test token or is cancelled.
 */
function installFake({ outcome, token }: { outcome: 'authorise' | 'cancel'; token: unknown }) {
  const seen: Seen = {};
  (window as unknown as { __applePay: Seen }).__applePay = seen;
  class FakeApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => true;
    onvalidatemerchant: ((e: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((e: { payment: { token: unknown } }) => void) | null = null;
    oncancel: ((e: unknown) => void) | null = null;
    constructor(_version: number, request: unknown) {
      seen.request = request;
    }
    begin() {
      setTimeout(() =>
        this.onvalidatemerchant?.({
          validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/paymentSession',
        }),
      );
    }
    abort() {}
    completeMerchantValidation(session: Record<string, unknown>) {
      seen.session = session;
      setTimeout(() =>
        outcome === 'cancel' ? this.oncancel?.({}) : this.onpaymentauthorized?.({ payment: { token } }),
      );
    }
    completePayment(result: { status: number }) {
      seen.completed = result;
    }
  }
  (window as unknown as { ApplePaySession: unknown }).ApplePaySession = FakeApplePaySession;
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __applePay: Seen }).__applePay);

test('Apple Pay: the session validates the merchant, the sandbox token pays; a cancel refunds it to Apple Pay (en, 390 px)', async ({
  page,
}) => {
  // A day ahead at least: well before the cancellation window.
  await customerWithCart(page, 'en', Date.now() + 24 * 3_600_000);
  await page.addInitScript(installFake, { outcome: 'authorise' as const, token: approvedToken });
  const dialog = await openCheckout(page, 'en');
  await dialog.locator('input[type=radio][value=apple_pay]').check();
  const button = dialog.getByRole('button', { name: tr('en', 'checkout', 'apple_pay.button') });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/v1/payments/apple-pay/pay'));
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
  );
  await button.click();
  const { order } = (
    (await (await created).json()) as { data: { order: { id: number; order_number: string } } }
  ).data;
  const answer = (await (await paid).json()) as { data: { paid: boolean }; message: string };
  expect(answer.data.paid).toBe(true);
  await expectBookings(page, 'en');
  await expect(page.locator('ol > li', { hasText: answer.message })).toBeVisible();
  const state = await seen(page);
  expect(state.completed).toEqual({ status: 0 });
  expect(state.session).toMatchObject({
    merchantIdentifier: 'merchant.sa.hajz.sandbox',
    domainName: new URL(page.url()).hostname,
  });
  expect(state.request).toMatchObject({
    supportedNetworks: ['mada', 'visa', 'masterCard'],
    currencyCode: 'SAR',
  });
  await cancelAndSeeRefund(page, 'en', order, 'apple_pay', /on its way back to the card in your Apple Pay/);
});

test('Apple Pay: no button without ApplePaySession; a cancelled session is back at the choice (ar, 390 px)', async ({
  page,
}) => {
  await customerWithCart(page, 'ar');
  // This Chromium cannot pay with Apple Pay: the option is not shown (with the fake session below, it is).
  let dialog = await openCheckout(page, 'ar');
  await expect(dialog.locator('input[type=radio][value=card]')).toHaveCount(1);
  await expect(dialog.locator('input[type=radio][value=apple_pay]')).toHaveCount(0);

  // Safari's ApplePaySession appears (no reload): the next checkout offers Apple Pay; the customer cancels it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.evaluate(installFake, { outcome: 'cancel' as const, token: approvedToken });
  await page.getByTestId('checkout').click();
  dialog = page.getByRole('dialog', { name: tr('ar', 'checkout', 'choose.title') });
  await dialog.locator('input[type=radio][value=apple_pay]').check();
  await dialog.getByRole('button', { name: tr('ar', 'checkout', 'apple_pay.button') }).click();
  await expect(
    page.locator('ol > li', { hasText: tr('ar', 'checkout', 'apple_pay.cancelled') }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[type=radio][value=apple_pay]')).toBeChecked();
  await expectAccessible(page);
  expect((await seen(page)).completed).toBeUndefined();
});
