import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { randomMobile, signInByApi } from './auth-support';
import { bookableBranches, firstService, openAppointment, type Product, type Times } from './booking-support';

/**
 * Several services in one visit (issue 28 item 5, ADR 0063), on a phone: in English the customer adds a second
 * service in the booking flow and books the visit; in Arabic the cart shows a visit (set up through the API) as one
 * card with its parts, and removing it takes every part.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const profile = { first_name: 'Lama', last_name: 'Alotaibi', gender: 'Female', date_of_birth: '1991-07-08' };

/** Another service offered at the branch: the visit's second part. */
async function secondService(page: Page, first: Product, branchId: number) {
  const res = await page.request.get(`/api/v1/products?type=service&branch_id=${branchId}`);
  const products = ((await res.json()) as { data: { products: (Product & { duration: number | null })[] } })
    .data.products;
  return products.find((p) => p.id !== first.id && p.duration !== null)!;
}

test('add another service and book the visit back to back (en)', async ({ page }) => {
  const tb = (key: string) => tr('en', 'booking', key);
  await signInByApi(page, randomMobile(), profile);
  const product = await firstService(page.request, 'en');
  const branches = await bookableBranches(page.request, product);
  const branchId = branches[Math.floor(Math.random() * branches.length)]!;
  const next = await secondService(page, product, branchId);

  const dialog = await openAppointment(page, 'en', product, branchId);
  const timesAsked = page.waitForRequest((r) => r.url().includes(`then_product_ids=${next.id}`));
  await dialog.getByLabel(tb('visit.add')).selectOption(String(next.id));
  await timesAsked;
  const parts = dialog.getByRole('list', { name: tb('visit.title') });
  await expect(parts.getByRole('listitem')).toHaveCount(2);
  await expect(parts.getByRole('listitem').nth(1)).toContainText(next.name);
  await expect(dialog.getByText(tb('visit.one_person'))).toBeVisible();
  await expect(dialog.locator('[aria-busy=true]')).toHaveCount(0);
  await expectAccessible(page);

  const slots = dialog.getByTestId('time-slots').locator('label');
  const slot = slots.nth(Math.floor(Math.random() * (await slots.count())));
  const chosen = (await slot.textContent())!.trim();
  await slot.click();
  await dialog.getByRole('button', { name: tb('appointment.continue') }).click();
  const success = page.getByRole('dialog', { name: tb('success.title') });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: tb('success.go_to_cart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const visit = page.getByTestId('cart-visit');
  await expect(visit.getByRole('heading', { name: 'One visit · 2 services' })).toBeVisible();
  // The visit runs from the first service's start to the second's end, the slot that was chosen.
  await expect(visit.getByTestId('cart-visit-when')).toContainText(chosen);
  await expect(visit.getByTestId('cart-visit-part')).toHaveCount(2);
  await expect(visit.getByTestId('cart-visit-part').nth(0)).toContainText(product.name);
  await expect(visit.getByTestId('cart-visit-part').nth(1)).toContainText(next.name);
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expectAccessible(page);
});

test('the cart shows one visit with its parts and removes it whole (ar)', async ({ page }) => {
  const tb = (key: string) => tr('ar', 'booking', key);
  const token = await signInByApi(page, randomMobile(), profile);
  const product = await firstService(page.request, 'ar');
  const branches = await bookableBranches(page.request, product);
  const branchId = branches[Math.floor(Math.random() * branches.length)]!;
  const next = await secondService(page, product, branchId);
  const res = await page.request.get(
    `/api/v1/product-masters/${product.id}/available-times?branch_id=${branchId}&then_product_ids=${next.id}`,
  );
  const days = ((await res.json()) as { data: Times }).data.times.filter((d) => d.slots.length > 0);
  // A day a few days ahead and a time at random, so tests side by side do not meet.
  const day = days[Math.min(days.length - 1, 2 + Math.floor(Math.random() * 10))]!;
  const slot = day.slots[Math.floor(Math.random() * day.slots.length)]!;
  const held = await page.request.post('/api/v1/cart', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    data: {
      product_id: product.id,
      branch_id: branchId,
      date: day.date,
      selectedTime: slot.from,
      then_product_ids: [next.id],
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  await page.goto(prefix('ar', '/cart'));
  await hydrated(page);
  const visit = page.getByTestId('cart-visit');
  await expect(visit.getByRole('heading', { name: 'زيارة واحدة · خدمتان' })).toBeVisible();
  await expect(visit.getByTestId('cart-visit-part')).toHaveCount(2);
  await expect(visit.getByRole('list', { name: tb('cart.visit_parts') })).toBeVisible();
  await expectAccessible(page);
  await visit.getByRole('button', { name: new RegExp(`^${tb('cart.remove_visit')}`) }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
