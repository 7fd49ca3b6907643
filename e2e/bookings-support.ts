import { expect, type Page } from '@playwright/test';
import { fill, hydrated, prefix, tr } from './support';
import { randomMobile, signInByApi } from './auth-support';
import { holdRandomService } from './checkout-support';

type Locale = 'en' | 'ar';

/** The fields of a placed order the bookings tests check on screen (money in halalas). */
export type PlacedOrder = {
  id: number;
  order_number: string;
  status_text: string;
  total: number;
  tax_amount: number;
  number_of_users: number;
  branch_name: string;
};

const profile = { first_name: 'Reem', last_name: 'Alharbi', gender: 'Female', date_of_birth: '1994-05-06' };

/** "1,234.50" for 123450: how the app and the invoice print an amount of one riyal or more. */
export const amount = (halalas: number) =>
  (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A new signed-in customer with a confirmed booking paid in cash at the branch, made through the public API: a
 * service in the cart at a random free time at least a day ahead (so it is well inside the cancel window; tests
 * running side by side skip a time taken meanwhile), then POST orders with an Idempotency-Key.
 */
export async function customerWithBooking(
  page: Page,
  locale: Locale,
): Promise<{ token: string; order: PlacedOrder; mobile: string }> {
  const mobile = randomMobile();
  const token = await signInByApi(page, mobile, profile);
  const api = page.request;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
  await holdRandomService(api, headers, Date.now() + 24 * 3_600_000);
  const placed = await api.post('/api/v1/orders', {
    headers: {
      ...headers,
      'idempotency-key': `e2e-bookings-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: { payment_method_id: 'cash' },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { order: PlacedOrder } }).data.order;
  return { token, order, mobile };
}

/** The customer's orders in the completed tab, as the API lists them. */
export async function completedOrders(page: Page, token: string) {
  const res = await page.request.get('/api/v1/orders?active=0', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { data: { orders: (PlacedOrder & { can_rate: boolean; has_rating: boolean })[] } }
  ).data.orders;
}

/** My bookings → the booking's details → Cancel: the confirm dialog, open. */
export async function openCancel(page: Page, locale: Locale, orderNumber: string) {
  const t = (key: string, values?: Record<string, string | number>) =>
    fill(tr(locale, 'bookings', key), values);
  await page.goto(prefix(locale, '/dashboard/bookings'));
  await hydrated(page);
  await page
    .getByTestId('booking-card')
    .filter({ hasText: orderNumber })
    .getByRole('button', { name: t('card.details_of', { number: orderNumber }) })
    .click();
  const details = page.getByRole('dialog', { name: t('show.title', { number: orderNumber }) });
  await details.getByRole('button', { name: t('show.cancel') }).click();
  const confirm = page.getByRole('dialog', { name: t('cancel.title') });
  await expect(confirm).toBeVisible();
  return confirm;
}

/** The words of a translation around its placeholders (an amount's digits are the locale's): each is on `where`. */
export async function expectWordsOf(where: ReturnType<Page['locator']>, text: string) {
  for (const part of text.split(/\{\{\w+\}\}/))
    if (part.trim()) await expect(where).toContainText(part.trim());
}

/**
 * Cancels a paid booking from my bookings (issue 27 item 6): the confirm dialog says where the money goes back
 * before the customer confirms (`to`: card, apple_pay, stc_pay, tabby, tamara), then the notification centre has
 * the refund, worded by the server (`notified`).
 */
export async function cancelAndSeeRefund(
  page: Page,
  locale: Locale,
  order: { id: number; order_number: string },
  to: string,
  notified: RegExp,
) {
  const confirm = await openCancel(page, locale, order.order_number);
  await expectWordsOf(confirm, tr(locale, 'bookings', `cancel.refund_before.${to}`));
  const cancelled = page.waitForResponse((r) => r.url().includes(`/api/v1/orders/${order.id}/cancel`));
  await confirm.getByRole('button', { name: tr(locale, 'bookings', 'cancel.confirm') }).click();
  expect((await cancelled).status()).toBe(200);
  await page.goto(prefix(locale, '/notifications'));
  await expect(page.getByText(notified)).toBeVisible({ timeout: 15_000 });
}
