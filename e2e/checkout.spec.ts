import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr } from './support';
import {
  apiAs,
  cards,
  chooseOnline,
  customerWithCart,
  expectBookings,
  openCheckout,
  passChallenge,
  popupFrom,
  typeCard,
} from './checkout-support';
import { cancelAndSeeRefund } from './bookings-support';

// Sign-in, a cart, an order and a payment in a pop-up on a cold server: more than the default 30 s budget.
test.describe.configure({ timeout: 90_000 });

for (const locale of ['en', 'ar'] as const) {
  const tc = (key: string) => tr(locale, 'checkout', key);

  test(`cash: pay at the branch, land on the bookings (${locale})`, async ({ page }) => {
    await customerWithCart(page, locale);
    const dialog = await openCheckout(page, locale);
    await expectAccessible(page);
    await dialog.locator('input[type=radio][value=cash]').check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: tc('choose.confirm_cash') }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const body = (await response.json()) as {
      data: { order: { order_number: string; total: number }; confirmation_message: { message_1: string } };
    };
    await expectBookings(page, locale);
    await expect(
      page.locator('ol > li', { hasText: body.data.confirmation_message.message_1 }),
    ).toBeVisible();
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? [],
    );
    // GA4's ecommerce shape (issue 15): the purchase's fields sit in its ecommerce object.
    const purchase = layer.find((e) => e.event === 'purchase')?.ecommerce;
    expect(purchase).toMatchObject({
      transaction_id: body.data.order.order_number,
      value: body.data.order.total / 100,
      currency: 'SAR',
    });
    // The server emptied the cart; the cart page agrees.
    await page.goto(prefix(locale, '/cart'));
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test(`card: a new card in the pop-up pays the order (${locale})`, async ({ page }) => {
    await customerWithCart(page, locale);
    const selection = await chooseOnline(page, locale);
    await expectAccessible(page);
    const popup = await popupFrom(page, () =>
      selection.getByRole('button', { name: tc('select.new_card') }).click(),
    );
    const loading = page.getByRole('dialog', { name: tc('loading.title') });
    await expect(loading.getByTestId('payment-status')).toHaveText(tc('loading.waiting'));
    await expectAccessible(page);
    const paid = page.waitForResponse(async (r) => {
      if (!r.url().endsWith('/api/v1/payments/check-payment-status')) return false;
      return ((await r.json()) as { data: { status: unknown } }).data.status === true;
    });
    await typeCard(popup, cards.success);
    const { data } = (await (await paid).json()) as { data: { message: string } };
    await expectBookings(page, locale);
    await expect(loading).toBeHidden();
    // The toast tells what happened (paid, confirmed), not what the order said before ("complete the payment").
    await expect(page.locator('ol > li', { hasText: data.message })).toBeVisible();
    // The pop-up closed itself after reporting (or the dialog closed it).
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test(`card: a declined card keeps the cart and shows why; try again with another card (${locale})`, async ({
    page,
  }) => {
    await customerWithCart(page, locale);
    const selection = await chooseOnline(page, locale);
    const popup = await popupFrom(page, () =>
      selection.getByRole('button', { name: tc('select.new_card') }).click(),
    );
    await typeCard(popup, cards.insufficientFunds);
    const loading = page.getByRole('dialog', { name: tc('loading.title') });
    const failure = loading.getByTestId('payment-failure');
    await expect(failure).toBeVisible({ timeout: 10_000 });
    await expect(failure).not.toBeEmpty();
    await expect(loading.getByTestId('payment-status')).toHaveText(tc('loading.failed_title'));
    await expectAccessible(page);
    // The cart is still there behind the dialog.
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await loading.getByRole('button', { name: tc('loading.try_again') }).click();
    const again = page.getByRole('dialog', { name: tc('select.title') });
    const retry = await popupFrom(page, () =>
      again.getByRole('button', { name: tc('select.new_card') }).click(),
    );
    await typeCard(retry, cards.success);
    await expectBookings(page, locale);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`card: 3-D Secure challenge with its code (${locale})`, async ({ page }) => {
    await customerWithCart(page, locale);
    const selection = await chooseOnline(page, locale);
    const popup = await popupFrom(page, () =>
      selection.getByRole('button', { name: tr(locale, 'checkout', 'select.new_card') }).click(),
    );
    await typeCard(popup, cards.challenge);
    await passChallenge(popup);
    await expectBookings(page, locale);
  });

  test(`card: closing the pop-up early loses nothing; Try again pays (${locale})`, async ({ page }) => {
    const tc = (key: string) => tr(locale, 'checkout', key);
    await customerWithCart(page, locale);
    const selection = await chooseOnline(page, locale);
    const popup = await popupFrom(page, () =>
      selection.getByRole('button', { name: tc('select.new_card') }).click(),
    );
    await expect(popup.locator('input[autocomplete=cc-number]')).toBeVisible();
    await popup.close();
    const loading = page.getByRole('dialog', { name: tc('loading.title') });
    await expect(loading.getByTestId('payment-status')).toHaveText(tc('loading.closed'), { timeout: 10_000 });
    await loading.getByRole('button', { name: tc('loading.try_again') }).click();
    const again = page.getByRole('dialog', { name: tc('select.title') });
    const retry = await popupFrom(page, () =>
      again.getByRole('button', { name: tc('select.new_card') }).click(),
    );
    await typeCard(retry, cards.success);
    await expectBookings(page, locale);
  });

  test(`card: add a card in the create card frame, then pay with it (${locale})`, async ({ page }) => {
    const tc = (key: string) => tr(locale, 'checkout', key);
    const { token } = await customerWithCart(page, locale);
    const selection = await chooseOnline(page, locale);
    await expect(selection.getByText(tc('select.no_cards'))).toBeVisible();
    await selection.getByRole('button', { name: tc('select.add_card') }).click();
    const frameDialog = page.getByRole('dialog', { name: tc('card_frame.title') });
    await expect(frameDialog.getByTitle(tc('card_frame.frame'))).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${tc('card_frame.frame')}"]`);
    await expect(frame.locator('input[autocomplete=cc-number]')).toBeVisible();
    await expectAccessible(page);
    await typeCard(frame, cards.success);

    await expect(page.locator('ol > li', { hasText: tc('card_frame.success') })).toBeVisible({
      timeout: 10_000,
    });
    const back = page.getByRole('dialog', { name: tc('select.title') });
    const visa = tr(locale, 'checkout', 'brands.VISA');
    const saved = back.getByRole('button', { name: new RegExp(`^${visa} •••• 1111`) });
    await expect(saved).toBeVisible();
    expect((await apiAs(page.request, token).savedCards()).map((c) => c.last4)).toEqual(['1111']);

    await popupFrom(page, () => saved.click());
    await expectBookings(page, locale);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('card: a mada card shows the mada mark as it is typed, pays, and a cancel refunds it to the card (ar)', async ({
    page,
  }) => {
    const tc = (key: string) => tr('ar', 'checkout', key);
    // A day ahead at least: well before the cancellation window.
    await customerWithCart(page, 'ar', Date.now() + 24 * 3_600_000);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
    );
    const selection = await chooseOnline(page, 'ar');
    const { order } = (
      (await (await created).json()) as { data: { order: { id: number; order_number: string } } }
    ).data;
    const popup = await popupFrom(page, () =>
      selection.getByRole('button', { name: tc('select.new_card') }).click(),
    );
    // The first six digits are enough: mada from the published BIN list, before the number is complete.
    await popup.locator('input[autocomplete=cc-number]').fill(cards.mada.slice(0, 7));
    await expect(popup.locator('#card-scheme')).toHaveAttribute('data-scheme', 'mada');
    await expect(popup.locator('#card-scheme')).toHaveText('mada');
    await typeCard(popup, cards.mada);
    await expectBookings(page, 'ar');
    await cancelAndSeeRefund(page, 'ar', order, 'card', /يُعاد مبلغ .* إلى بطاقتك\./);
    await expectAccessible(page);
  });
});

for (const locale of ['en', 'ar'] as const) {
  test(`/secure-payment reports and reads well on its own (${locale})`, async ({ page }) => {
    const tc = (key: string) => tr(locale, 'checkout', key);
    await page.goto(prefix(locale, '/secure-payment?kind=payment&status=failed&ref=HZ-1&reason=declined'));
    await hydrated(page);
    await expect(page.getByRole('heading', { name: tc('result.payment_failed_title') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(tc('reasons.declined'));
    await expectAccessible(page);
    await page.goto(prefix(locale, '/secure-payment?kind=card&status=success&ref=CS-1'));
    await hydrated(page);
    await expect(page.getByText(tc('result.card_success'))).toBeVisible();
    await expectAccessible(page);
  });
}
