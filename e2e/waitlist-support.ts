import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomMobile, signInByApi } from './auth-support';

type Times = { times: { date: string; slots: { from: string; from_date_time: string }[] }[] };

/** The profile of the waitlist tests' customers (and of the customers holding the time they wait for). */
export const waitingCustomer = {
  first_name: 'Noura',
  last_name: 'Alqahtani',
  gender: 'Female',
  date_of_birth: '1992-03-04',
};

/** A signed-in customer of their own (their own browser context), for the API calls. */
export async function anotherCustomer(
  browser: Browser,
): Promise<{ api: APIRequestContext; token: string; mobile: string }> {
  const page = await (await browser.newContext()).newPage();
  const mobile = randomMobile();
  const token = await signInByApi(page, mobile, waitingCustomer);
  return { api: page.request, token, mobile };
}

/**
 * Fills one time of a service (every resource held by customers' carts): the first service at its first branch, or
 * the first offered at `atBranch`. Returns it and its holders.
 */
export async function fillOneTime(browser: Browser, page: Page, atBranch?: number) {
  const products = (await (await page.request.get('/api/v1/products?type=service')).json()) as {
    data: { products: { id: number; branch_ids: number[] }[] };
  };
  const product =
    atBranch === undefined
      ? products.data.products[0]!
      : products.data.products.find((p) => p.branch_ids.includes(atBranch))!;
  const branch = atBranch ?? product.branch_ids[0]!;
  const times = (
    (await (
      await page.request.get(
        `/api/v1/product-masters/${product.id}/available-times?branch_id=${branch}&visitors=1`,
      )
    ).json()) as { data: Times }
  ).data.times.filter((d) => d.slots.length > 0);
  // A time two days or more ahead, picked at random so tests side by side do not meet.
  const day = times[Math.min(times.length - 1, 2 + Math.floor(Math.random() * 10))]!;
  const slot = day.slots[Math.floor(Math.random() * day.slots.length)]!;
  const holders: { api: APIRequestContext; token: string; line: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const who = await anotherCustomer(browser);
    const res = await who.api.post('/api/v1/cart', {
      headers: { authorization: `Bearer ${who.token}` },
      data: {
        product_id: product.id,
        branch_id: branch,
        date: day.date,
        selectedTime: slot.from,
        visitors: 1,
      },
    });
    if (res.status() === 409) break;
    expect(res.status()).toBe(201);
    holders.push({
      ...who,
      line: ((await res.json()) as { data: { cart_product_id: number } }).data.cart_product_id,
    });
  }
  expect(holders.length).toBeGreaterThan(0);
  return { product, branch, date: day.date, slot, holders };
}
