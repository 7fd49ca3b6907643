/** The booking flow's e2e helpers (not a spec): the first service, its free times and branches, the appointment dialog. */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './test';
import { hydrated, prefix, tr } from './support';

export type Slot = { from: string; to: string; from_date_time: string };
export type Times = { times: { date: string; slots: Slot[] }[]; branch_id: number };
export type Product = { id: number; name: string; branch_ids: number[] };

export async function firstService(api: APIRequestContext, locale: 'en' | 'ar' = 'en'): Promise<Product> {
  const res = await api.get('/api/v1/products?type=service', { headers: { 'accept-language': locale } });
  const body = (await res.json()) as {
    data: { products: Product[] };
  };
  return body.data.products[0]!;
}

export async function times(api: APIRequestContext, productId: number, branchId: number, visitors = 1) {
  const res = await api.get(
    `/api/v1/product-masters/${productId}/available-times?branch_id=${branchId}&visitors=${visitors}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Times }).data;
}

/**
 * The branches where the first service has free times. Each test books at its own branch (every branch has
 * its own therapists and rooms), so tests running side by side never take each other's times.
 */
export async function bookableBranches(api: APIRequestContext, product: Product): Promise<number[]> {
  const all = await Promise.all(product.branch_ids.map((id) => times(api, product.id, id)));
  return all.filter((data) => data.times.some((d) => d.slots.length > 0)).map((data) => data.branch_id);
}

/** From /services: open the service's dialog and go on to the appointment dialog at `branchId`. */
export async function openAppointment(page: Page, locale: 'en' | 'ar', product: Product, branchId: number) {
  const tb = (key: string) => tr(locale, 'booking', key);
  await page.goto(prefix(locale, '/services'));
  await hydrated(page);
  await page.locator('#main article', { hasText: product.name }).first().getByRole('button').first().click();
  const show = page.getByRole('dialog');
  const add = tr(locale, 'catalogue', 'services.add').split(' ·')[0]!;
  await show.getByRole('button', { name: new RegExp(`^${add}`) }).click();
  const dialog = page.getByRole('dialog', { name: tb('appointment.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(tb('appointment.branch')).selectOption(String(branchId));
  await expect(dialog.getByTestId('time-slots')).toBeVisible();
  await expect(dialog.locator('[aria-busy=true]')).toHaveCount(0);
  return dialog;
}
