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

type Slot = Times['times'][number]['slots'][number];
export type Target = {
  product: { id: number; name: string; branch_ids: number[] };
  branch: number;
  date: string;
  slot: Slot;
};

/**
 * A free time of a service, two days or more ahead, picked at random so tests side by side do not meet: the first
 * service at its first branch, or the first offered at `atBranch`.
 */
export async function pickTime(page: Page, atBranch?: number, locale: 'en' | 'ar' = 'en'): Promise<Target> {
  const products = (await (
    await page.request.get('/api/v1/products?type=service', { headers: { 'accept-language': locale } })
  ).json()) as { data: { products: { id: number; name: string; branch_ids: number[] }[] } };
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
  const day = times[Math.min(times.length - 1, 2 + Math.floor(Math.random() * 10))]!;
  const slot = day.slots[Math.floor(Math.random() * day.slots.length)]!;
  return { product, branch, date: day.date, slot };
}

/** Fills the target's time (every resource held by another customer's cart): returns the holders. */
export async function fillTime(browser: Browser, target: Target) {
  const holders: { api: APIRequestContext; token: string; line: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const who = await anotherCustomer(browser);
    const res = await who.api.post('/api/v1/cart', {
      headers: { authorization: `Bearer ${who.token}` },
      data: {
        product_id: target.product.id,
        branch_id: target.branch,
        date: target.date,
        selectedTime: target.slot.from,
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
  return holders;
}

/** Picks a time (`pickTime`) and fills it: returns it and its holders. */
export async function fillOneTime(browser: Browser, page: Page, atBranch?: number) {
  const target = await pickTime(page, atBranch);
  return { ...target, holders: await fillTime(browser, target) };
}
