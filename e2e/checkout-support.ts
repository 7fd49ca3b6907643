import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { hydrated, prefix, tr } from './support';
import { randomMobile, signInByApi } from './auth-support';

type Locale = 'en' | 'ar';
type Slot = { from: string; from_date_time: string };
type Times = { times: { date: string; slots: Slot[] }[]; branch_id: number };
type Product = { id: number; name: string; branch_ids: number[] };

const profile = { first_name: 'Reem', last_name: 'Alharbi', gender: 'Female', date_of_birth: '1994-05-06' };

/** The sandbox gateway's test cards (apps/api/src/integrations/payments/sandbox/test-cards.ts). */
export const cards = {
  success: '4111 1111 1111 1111',
  mada: '4464 0400 0000 0007',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
};
export const challengeCode = '1234';

/** A month in the future as MM/YY. */
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * Adds `productId` to the cart by API at a random free time starting after `notBefore`, at any of `branches` (tests
 * run side by side and must not take each other's times; a time taken meanwhile is simply skipped). False when ten
 * tries found none.
 */
export async function holdRandomTime(
  api: APIRequestContext,
  headers: Record<string, string>,
  productId: number,
  branches: readonly number[],
  notBefore = 0,
): Promise<boolean> {
  const options: { branch: number; date: string; time: string }[] = [];
  for (const branch of branches) {
    const res = await api.get(
      `/api/v1/product-masters/${productId}/available-times?branch_id=${branch}&visitors=1`,
      { headers },
    );
    for (const day of ((await res.json()) as { data: Times }).data.times)
      for (const slot of day.slots)
        if (new Date(slot.from_date_time).getTime() > notBefore)
          options.push({ branch, date: day.date, time: slot.from });
  }
  expect(options.length).toBeGreaterThan(0);
  for (let attempt = 0; attempt < 10 && options.length > 0; attempt++) {
    const pick = options.splice(Math.floor(Math.random() * options.length), 1)[0]!;
    const res = await api.post('/api/v1/cart', {
      headers,
      data: {
        product_id: productId,
        branch_id: pick.branch,
        date: pick.date,
        selectedTime: pick.time,
        visitors: 1,
      },
    });
    if (res.ok()) return true;
  }
  return false;
}

/** The first service in the cart at a random free time after `notBefore`, at any of its branches. */
export async function holdRandomService(
  api: APIRequestContext,
  headers: Record<string, string>,
  notBefore = 0,
): Promise<Product> {
  const list = (await (await api.get('/api/v1/products?type=service', { headers })).json()) as {
    data: { products: Product[] };
  };
  const product = list.data.products[0]!;
  if (await holdRandomTime(api, headers, product.id, product.branch_ids, notBefore)) return product;
  throw new Error('could not add a service to the cart');
}

/**
 * A signed-in customer (`mobile`: the national number) with one service in the cart, at a time after `notBefore`
 * (ms since the epoch).
 */
export async function customerWithCart(
  page: Page,
  locale: Locale,
  notBefore = 0,
): Promise<{ token: string; product: Product; mobile: string }> {
  const mobile = randomMobile();
  const token = await signInByApi(page, mobile, profile);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
  return { token, product: await holdRandomService(page.request, headers, notBefore), mobile };
}

/** Opens /cart and the checkout payment dialog. */
export async function openCheckout(page: Page, locale: Locale) {
  await page.goto(prefix(locale, '/cart'));
  await hydrated(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('checkout').click();
  const dialog = page.getByRole('dialog', { name: tr(locale, 'checkout', 'choose.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** From the checkout payment dialog: pay online, which creates the order and shows the payment selection. */
export async function chooseOnline(page: Page, locale: Locale) {
  const dialog = await openCheckout(page, locale);
  await dialog.locator('input[type=radio][value=card]').check();
  await dialog.getByRole('button', { name: tr(locale, 'checkout', 'choose.confirm_card') }).click();
  const selection = page.getByRole('dialog', { name: tr(locale, 'checkout', 'select.title') });
  await expect(selection).toBeVisible();
  return selection;
}

/** Runs `click` and returns the payment pop-up it opens. */
export async function popupFrom(page: Page, click: () => Promise<void>): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await click();
  // No load-state wait: a saved card's pop-up may report and close itself before a test could look at it.
  return popupPromise;
}

/** Types a card on the sandbox gateway's hosted page (a pop-up page or the create card frame). */
export async function typeCard(where: Page | FrameLocator, number: string) {
  await where.locator('input[autocomplete=cc-number]').fill(number);
  await where.locator('input[autocomplete=cc-exp]').fill(futureExpiry());
  await where.locator('input[autocomplete=cc-csc]').fill('123');
  await where.locator('input[autocomplete=cc-name]').fill('Reem Alharbi');
  await where.locator('button[type=submit]').first().click();
}

/** The sandbox's 3-D Secure page: the code, then Submit. */
export async function passChallenge(popup: Page) {
  await popup.locator('input[name=code]').fill(challengeCode);
  await popup.locator('button[type=submit][value=submit]').click();
}

export async function expectBookings(page: Page, locale: Locale) {
  await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/dashboard/bookings')}$`), { timeout: 15_000 });
}

export const apiAs = (api: APIRequestContext, token: string) => ({
  savedCards: async () =>
    (
      (await (
        await api.get('/api/v1/saved-cards', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { saved_cards: { id: number; last4: string }[] };
      }
    ).data.saved_cards,
});
