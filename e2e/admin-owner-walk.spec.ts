import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { signInStaff } from './admin-support';
import { randomMobile, signInByApi } from './auth-support';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { expect, test } from './test';

// Issue 17's whole walk, in both languages on a phone: the owner adds a service in the catalogue (its price, who
// performs it: their shifts are its schedule), a customer books it, and the owner finds it in the revenue report by
// service and downloads that table as CSV.

type Locale = 'en' | 'ar';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const tc = (locale: Locale, key: string) => tr(locale, 'admin/catalogue-admin', key);
const tp = (locale: Locale, key: string) => tr(locale, 'admin/reports', key);
const sar = (halalas: number) => `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
const riyadhDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(at);

async function api(request: APIRequestContext, token: string, method: string, url: string, data?: Json) {
  const res = await request.fetch(`/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-walk-${Math.random().toString(36).slice(2)}`,
    },
    data,
  });
  const body = (await res.json()) as Json;
  expect(res.status(), JSON.stringify(body)).toBeLessThan(300);
  return body.data as Json;
}

for (const locale of ['en', 'ar'] as const) {
  test(`an owner adds a service, a customer books it, the owner reports it and downloads the CSV (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const token = await signInStaff(page, 'owner');
    const branches = (await api(page.request, token, 'GET', '/admin/catalogue/branches')).branches as Json[];
    const olaya = branches.find((b) => /olaya/i.test(String(b.name_en ?? b.name)))!;
    const stamp = `${locale}${Date.now()}`;
    const name = locale === 'ar' ? `حمام مغربي ${stamp}` : `Moroccan bath ${stamp}`;

    // The catalogue: a new service, typed in both languages, at Olaya, performed by its therapists.
    await page.goto(prefix(locale, '/admin/catalogue'));
    await hydrated(page);
    await page.getByRole('button', { name: tc(locale, 'services.add') }).click();
    const form = page.getByRole('form', { name: tc(locale, 'services.add_title') });
    await form
      .getByLabel(tc(locale, 'fields.name_en'))
      .fill(locale === 'ar' ? `Moroccan bath ${stamp}` : name);
    await form.getByLabel(tc(locale, 'fields.name_ar')).fill(locale === 'ar' ? name : `حمام مغربي ${stamp}`);
    await form.getByLabel(tc(locale, 'fields.description_en')).fill('Steam, black soap and a scrub');
    await form.getByLabel(tc(locale, 'fields.description_ar')).fill('بخار وصابون أسود وتقشير');
    const category = form.getByLabel(tc(locale, 'fields.category'));
    const firstCategory = await category.locator('option:not([value=""])').first().getAttribute('value');
    await category.selectOption(firstCategory!);
    await form.getByLabel(tc(locale, 'fields.price'), { exact: true }).fill('88.50');
    await form.getByLabel(tc(locale, 'fields.duration')).fill('45');
    const offeredAt = form.getByRole('group', { name: tc(locale, 'fields.branches') });
    for (const box of await offeredAt.getByRole('checkbox').all()) await box.uncheck();
    await offeredAt
      .getByRole('checkbox', { name: String(locale === 'ar' ? olaya.name_ar : olaya.name_en) })
      .check();
    const performers = form
      .getByRole('group', { name: tc(locale, 'fields.resources') })
      .getByRole('checkbox');
    await expect(performers.first()).toBeVisible();
    for (const box of await performers.all()) await box.check();
    await expectAccessible(page);
    await form.getByRole('button', { name: tc(locale, 'save') }).click();
    const row = page.getByTestId('admin-services').getByRole('listitem').filter({ hasText: name });
    await expect(row.getByTestId('admin-price')).toContainText('88.50');
    const services = (await api(page.request, token, 'GET', '/admin/catalogue/products?type=service'))
      .products as Json[];
    const service = services.find((s) => s.name_en.endsWith(stamp))!;

    // A customer books its first free time at Olaya and pays at the branch (confirmed and invoiced now).
    const customer = await (await browser.newContext()).newPage();
    const customerToken = await signInByApi(customer, randomMobile(), {
      first_name: 'Lama',
      last_name: 'Alotaibi',
      gender: 'Female',
      date_of_birth: '1992-03-04',
    });
    const times = (
      await api(
        customer.request,
        customerToken,
        'GET',
        `/product-masters/${service.id}/available-times?branch_id=${olaya.id}&visitors=1`,
      )
    ).times as { date: string; slots: { from: string }[] }[];
    const day = times.find((d) => d.slots.length > 0)!;
    await api(customer.request, customerToken, 'POST', '/cart', {
      product_id: service.id,
      branch_id: olaya.id,
      date: day.date,
      selectedTime: day.slots[0]!.from,
      visitors: 1,
    });
    const order = (
      await api(customer.request, customerToken, 'POST', '/orders', { payment_method_id: 'cash' })
    ).order as Json;
    await customer.close();
    const detail = await api(page.request, token, 'GET', `/admin/bookings/${order.id}`);
    const line = (detail.lines as Json[]).find((l) => l.type === 'service')!;
    const sold = sar(line.total_price - line.discount_amount);

    // The revenue report at Olaya from the order's day to today (one day, unless midnight fell in between) lists the
    // service with what it sold.
    const [from, to] = [riyadhDate(new Date(String(detail.created_at))), riyadhDate(new Date())];
    await page.goto(prefix(locale, `/admin/reports?from=${from}&to=${to}&branch_id=${olaya.id}`));
    await hydrated(page);
    const byService = page.getByTestId('revenue-by-service');
    const serviceRow = byService.getByRole('row').filter({ hasText: name });
    await expect(serviceRow).toContainText(sold);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', {
          name: `${tp(locale, 'download')} — ${tp(locale, 'revenue.by_service')}`,
          exact: true,
        })
        .click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.find((l) => l.includes(name))).toMatch(new RegExp(`,${sold.replace('.', '\\.')},`));
  });
}
