import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr, fill } from './support';
import { randomMobile, signInByApi } from './auth-support';
import { customerWithBooking } from './bookings-support';

// Sign-in, bookings through the API, and (for the waitlist) the server's refill job, which runs every minute.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

type Times = { times: { date: string; slots: { from: string; from_date_time: string }[] }[] };
const profile = {
  first_name: 'Noura',
  last_name: 'Alqahtani',
  gender: 'Female',
  date_of_birth: '1992-03-04',
};

/** A signed-in customer of their own (their own browser context), for the API calls. */
async function anotherCustomer(browser: Browser): Promise<{ api: APIRequestContext; token: string }> {
  const page = await (await browser.newContext()).newPage();
  const token = await signInByApi(page, randomMobile(), profile);
  return { api: page.request, token };
}

/** Fills one time of the first service at its first branch (every resource held): returns it and its holders. */
async function fillOneTime(browser: Browser, page: Page) {
  const products = (await (await page.request.get('/api/v1/products?type=service')).json()) as {
    data: { products: { id: number; branch_ids: number[] }[] };
  };
  const product = products.data.products[0]!;
  const branch = product.branch_ids[0]!;
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

for (const locale of ['en', 'ar'] as const) {
  const t = (ns: string, key: string, values?: Record<string, string | number>) =>
    fill(tr(locale, ns, key), values);

  test(`reschedule a booking from my bookings on a phone (${locale})`, async ({ page }) => {
    const { token, order } = await customerWithBooking(page, locale);
    await page.goto(prefix(locale, '/dashboard/bookings'));
    await hydrated(page);
    const card = page.getByTestId('booking-card').filter({ hasText: order.order_number });
    await card
      .getByRole('button', { name: t('bookings', 'card.details_of', { number: order.order_number }) })
      .click();
    const details = page.getByRole('dialog', {
      name: t('bookings', 'show.title', { number: order.order_number }),
    });
    await details.getByTestId('reschedule-booking').click();
    const dialog = page.getByRole('dialog', { name: t('bookings', 'reschedule.title') });
    await expect(dialog).toBeVisible();
    const slots = dialog.getByTestId('time-slots').locator('label');
    await expect(slots.first()).toBeVisible();
    await expectAccessible(page);
    // The tests beside this one move bookings of the same service too: a time taken in the meantime is the product's
    // 409, said in a toast with the server's reason, and the list comes back without it. Then the customer picks again.
    let movedTo = '';
    for (let attempt = 1; !movedTo; attempt++) {
      await slots.last().click();
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
      const picked = await dialog.getByRole('radio', { checked: true }).getAttribute('value');
      const moved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/orders/${order.id}/reschedule`));
      await dialog.getByTestId('reschedule-confirm').click();
      const answer = await moved;
      if (answer.status() === 200) {
        movedTo = ((await answer.json()) as { data: { start_at: string } }).data.start_at;
        break;
      }
      expect(answer.status(), await answer.text()).toBe(409);
      expect(attempt).toBeLessThan(3);
      const { message } = (await answer.json()) as { message: string };
      await expect(page.locator('ol > li', { hasText: message })).toBeVisible();
      await expect(dialog.locator(`input[type=radio][value="${picked}"]`)).toHaveCount(0);
    }
    await expect(page.getByText(t('bookings', 'reschedule.success')).first()).toBeVisible();
    const fresh = (await (
      await page.request.get(`/api/v1/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { products: { start_at: string }[] } };
    expect(new Date(fresh.data.products[0]!.start_at).toISOString()).toBe(movedTo);
  });

  test(`join the waitlist for a taken time and take the offer on a phone (${locale})`, async ({
    page,
    browser,
  }) => {
    const full = await fillOneTime(browser, page);
    const token = await signInByApi(page, randomMobile(), profile);
    const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
    const joined = await page.request.post('/api/v1/waitlist', {
      headers,
      data: {
        product_id: full.product.id,
        branch_id: full.branch,
        date: full.date,
        start_at: full.slot.from_date_time,
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    await page.goto(prefix(locale, '/dashboard/waitlist'));
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: t('bookings', 'waitlist.title') }),
    ).toBeVisible();
    await expect(page.getByTestId('waitlist-entry').first()).toHaveAttribute('data-status', 'waiting');
    await expectAccessible(page);
    // One holder lets the time go: the refill (every minute) offers it to us and holds it.
    const holder = full.holders[0]!;
    const removed = await holder.api.delete(`/api/v1/cart/${holder.line}`, {
      headers: { authorization: `Bearer ${holder.token}` },
    });
    expect(removed.ok()).toBe(true);
    await expect
      .poll(
        async () => {
          const res = await page.request.get('/api/v1/waitlist', { headers });
          return ((await res.json()) as { data: { entries: { status: string }[] } }).data.entries[0]?.status;
        },
        { timeout: 100_000, intervals: [2_000] },
      )
      .toBe('offered');
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('waitlist-offer')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('waitlist-accept').click();
    await expect(page.getByTestId('waitlist-entry').first()).toHaveAttribute('data-status', 'booked');
    const cart = await page.request.get('/api/v1/cart', { headers });
    expect(JSON.stringify(await cart.json())).toContain(String(full.product.id));
  });
}
