import type { APIRequestContext, Page } from '@playwright/test';
import { signInStaff } from './admin-support';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { expect, test } from './test';

// Issue 17 item 1: the owner runs the catalogue in both languages on a 390 px phone. A service's new price reaches a
// customer's page at once (the guests' cached page included), per-field errors are inline and translated, and every
// catalogue screen is axe-clean.

type Locale = 'en' | 'ar';
const tc = (locale: Locale, key: string) => tr(locale, 'admin/catalogue-admin', key);
const named = (locale: Locale, key: string, name: string) => tc(locale, key).replace('{{name}}', name);

type Menus = {
  data: { menus: { type: string; categories: { id: number; parent_id: number | null }[] }[] };
};

/** A service of this test's own (so no other test's prices move), in a demo sub-category, at every branch. */
async function ownService(api: APIRequestContext, token: string, locale: Locale) {
  const headers = { authorization: `Bearer ${token}` };
  const menus = (await (await api.get('/api/v1/admin/catalogue/menus', { headers })).json()) as Menus;
  const sub = menus.data.menus
    .filter((m) => m.type === 'service')
    .flatMap((m) => m.categories)
    .find((c) => c.parent_id !== null)!;
  const branches = (await (await api.get('/api/v1/admin/catalogue/branches', { headers })).json()) as {
    data: { branches: { id: number }[] };
  };
  const stamp = `${locale}${Date.now()}`;
  const created = await api.post('/api/v1/admin/catalogue/products', {
    headers,
    data: {
      type: 'service',
      category_id: sub.id,
      name_en: `Cedar facial ${stamp}`,
      name_ar: `تنظيف بالأرز ${stamp}`,
      description_en: 'Cedar and rose water',
      description_ar: 'أرز وماء ورد',
      price: '120',
      duration: 45,
      branch_ids: branches.data.branches.map((b) => b.id),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const service = ((await created.json()) as { data: { id: number; name_en: string; name_ar: string } }).data;
  const serviceCategories = menus.data.menus.filter((m) => m.type === 'service').flatMap((m) => m.categories);
  return {
    ...service,
    stamp,
    category_id: sub.id,
    /** A service category that neither is nor holds the service's. */
    other_category_id: serviceCategories.find((c) => c.id !== sub.id && c.id !== sub.parent_id)!.id,
    name: locale === 'ar' ? service.name_ar : service.name_en,
    customerPage: prefix(locale, `/services?category=${sub.parent_id}&sub=${sub.id}`),
  };
}

async function openTab(page: Page, locale: Locale, tab: string) {
  await page.getByRole('tab', { name: tc(locale, `tabs.${tab}`) }).click();
  await expect(page.getByRole('tab', { name: tc(locale, `tabs.${tab}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

for (const locale of ['en', 'ar'] as const) {
  test(`an owner edits a service's price and a customer sees the new price at once (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const token = await signInStaff(page, 'owner');
    const service = await ownService(page.request, token, locale);

    await page.goto(prefix(locale, '/admin/catalogue'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tc(locale, 'title'));
    await expect(page.getByTestId('admin-services')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: named(locale, 'edit_named', service.name) }).click();
    const form = page.getByRole('form', { name: named(locale, 'services.edit_title', service.name) });
    await expect(form).toBeVisible();
    // A language left empty is refused inline, in the page's language, before anything is sent.
    await form.getByLabel(tc(locale, 'fields.name_ar')).fill('');
    await form.getByLabel(tc(locale, 'fields.price'), { exact: true }).fill('135.50');
    await form.getByRole('button', { name: tc(locale, 'save') }).click();
    await expect(form.getByText(tc(locale, 'errors.name_ar'))).toBeVisible();
    await expect(form.getByLabel(tc(locale, 'fields.name_ar'))).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await form.getByLabel(tc(locale, 'fields.name_ar')).fill(service.name_ar);
    // A guest looks at the service just before the save: its page is now in the guests' page cache (10 s).
    const guest = await browser.newPage();
    await guest.goto(service.customerPage);
    const card = guest.locator('#main article').filter({ hasText: service.name });
    await expect(card).toContainText('120.00');
    // Keyboard: the form is sent with Enter.
    await form.getByLabel(tc(locale, 'fields.price'), { exact: true }).press('Enter');
    const row = page.getByTestId('admin-services').getByRole('listitem').filter({ hasText: service.name });
    await expect(row.getByTestId('admin-price')).toContainText('135.50');

    // Found by a word of its name and by its category (issue 30 item 13); the order's arrows wait for the whole list.
    const found = page.getByTestId('admin-services').getByRole('listitem');
    const search = page.getByRole('searchbox', { name: tc(locale, 'find.search'), exact: true });
    const category = page.getByRole('combobox', { name: tc(locale, 'fields.category'), exact: true });
    await search.fill(service.stamp);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(service.name);
    await expect(
      page.getByRole('button', { name: named(locale, 'move_up_named', service.name) }),
    ).toHaveCount(0);
    await category.selectOption(String(service.category_id));
    await expect(found).toHaveCount(1);
    await category.selectOption(String(service.other_category_id));
    await expect(page.getByText(tc(locale, 'find.none'))).toBeVisible();
    await expectAccessible(page);
    await search.fill('');
    await category.selectOption(String(service.category_id));
    await expect(found.filter({ hasText: service.name })).toHaveCount(1);
    await category.selectOption('');
    await expect(
      page.getByRole('button', { name: named(locale, 'move_up_named', service.name) }),
    ).toHaveCount(1);

    // The customer's next look shows the new price (the page and the catalogue's answers were dropped).
    await guest.reload();
    await expect(card).toContainText('135.50');
    await expect(card).not.toContainText('120.00');
    await guest.close();

    // Every catalogue screen, keyboard first: the tabs move with the arrow keys (mirrored in Arabic).
    await page.getByRole('tab', { name: tc(locale, 'tabs.services') }).focus();
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('tab', { name: tc(locale, 'tabs.products') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('admin-products')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: tc(locale, 'products.add') }).click();
    await page.getByRole('button', { name: tc(locale, 'save') }).click();
    await expect(page.getByText(tc(locale, 'errors.name_en'))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: tc(locale, 'cancel') }).click();

    await openTab(page, locale, 'menus');
    await expect(page.getByTestId('admin-menus')).toBeVisible();
    await expectAccessible(page);

    await openTab(page, locale, 'branches');
    await expect(page.getByRole('heading', { name: tc(locale, 'branches.hours') })).toBeVisible();
    // Special hours on a date past the booking horizon (so no booking is stranded and no other test's slots move).
    const date = locale === 'en' ? '2027-06-01' : '2027-06-02';
    const exceptionForm = page.getByRole('form', { name: tc(locale, 'branches.add_exception') });
    await exceptionForm.getByLabel(tc(locale, 'fields.date')).fill(date);
    await exceptionForm.getByLabel(tc(locale, 'branches.closed_all_day')).uncheck();
    await exceptionForm.getByRole('button', { name: tc(locale, 'branches.save_exception') }).click();
    await expect(exceptionForm.getByText(tc(locale, 'errors.special_hours')).first()).toBeVisible();
    await exceptionForm.getByLabel(tc(locale, 'branches.opens')).fill('20:00');
    await exceptionForm.getByLabel(tc(locale, 'branches.closes')).fill('23:30');
    await exceptionForm.getByLabel(tc(locale, 'fields.note_ar')).fill('مساء رمضان');
    await exceptionForm.getByRole('button', { name: tc(locale, 'branches.save_exception') }).click();
    const listed = page.getByTestId('branch-exceptions').getByRole('listitem').filter({ hasText: date });
    await expect(listed).toContainText('20:00');
    await expectAccessible(page);
    await listed
      .getByRole('button', { name: tc(locale, 'branches.remove_exception').replace('{{date}}', date) })
      .click();
    await expect(listed).toHaveCount(0);
  });
}

test('a receptionist is not shown the catalogue', async ({ page }) => {
  await signInStaff(page, 'receptionist');
  await page.goto('/admin/catalogue');
  await hydrated(page);
  await expect(page.getByTestId('not-for-role')).toBeVisible();
  await expectAccessible(page);
});
