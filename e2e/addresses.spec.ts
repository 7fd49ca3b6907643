import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { randomMobile, signInByApi } from './auth-support';
import { blockOtherHosts, expectAccessible, hydrated, prefix, tr } from './support';

// Issue 14: saved addresses with the offline map, no maps key and no network beyond this machine.
test.describe.configure({ timeout: 180_000 });

type Locale = 'en' | 'ar';
const profile = { first_name: 'Huda', last_name: 'Alharbi', gender: 'Female', date_of_birth: '1994-03-11' };
const shots = process.env.ADDRESS_SCREENSHOTS;

function texts(locale: Locale) {
  return (key: string, vars: Record<string, string> = {}) =>
    Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), tr(locale, 'addresses', key));
}

async function openList(page: Page, locale: Locale): Promise<Locator> {
  const t = texts(locale);
  await page.getByRole('button', { name: t('profile.manage') }).click();
  const list = page.getByRole('dialog', { name: t('list.title') });
  await expect(list).toBeVisible();
  await expect(list.getByTestId('addresses-skeleton')).toHaveCount(0);
  return list;
}

async function openForm(page: Page, locale: Locale, list: Locator): Promise<Locator> {
  const t = texts(locale);
  await list.getByRole('button', { name: t('list.add') }).click();
  const form = page.getByRole('dialog', { name: t('form.add_title') });
  await expect(form).toBeVisible();
  // The map is drawn (MapLibre ready: the hint replaces the loading line).
  await expect(form.getByText(t('map.hint'))).toBeVisible({ timeout: 20_000 });
  return form;
}

async function save(form: Locator, locale: Locale, name: string) {
  const t = texts(locale);
  await form.getByLabel(t('form.name_label')).fill(name);
  await form.getByRole('button', { name: t('form.save') }).click();
  await expect(form).toBeHidden();
}

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `test-results/addresses/${name}-${width}.png` });
  }
}

const cards = (list: Locator) => list.getByTestId('address-card');

for (const locale of ['en', 'ar'] as const) {
  const t = texts(locale);
  const query = locale === 'en' ? 'olaya' : 'العليا';
  const olaya = locale === 'en' ? 'Olaya' : 'العليا';

  test(`add by search and by moving the map, choose, edit, delete (${locale})`, async ({ page, context }) => {
    if (locale === 'en') await page.setViewportSize({ width: 1280, height: 900 });
    const attempted = await blockOtherHosts(context);
    await signInByApi(page, randomMobile(), profile);
    await page.goto(prefix(locale, '/dashboard/profile'));
    await hydrated(page);
    await expect(page.getByTestId('preferred-address')).toContainText(t('profile.none'));

    let list = await openList(page, locale);
    await expect(list.getByText(t('list.empty'))).toBeVisible();
    await expectAccessible(page);

    // 1. By search: type, choose the suggestion with the keyboard, the map flies there.
    let form = await openForm(page, locale, list);
    const box = form.getByRole('combobox', { name: t('form.search_label') });
    await box.fill(query);
    const option = form.getByRole('option', { name: new RegExp(olaya) }).first();
    await expect(option).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `search-${locale}`);
    // Escape closes the suggestions, not the dialog; the arrow key opens them again.
    await box.press('Escape');
    await expect(option).toBeHidden();
    await expect(form).toBeVisible();
    await box.press('ArrowDown');
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await box.press('Enter');
    await expect(box).toHaveValue(olaya);
    await expect(form.getByTestId('detected-address')).toContainText(olaya);
    await save(form, locale, 'Home');
    await expect(cards(list)).toHaveCount(1);
    await expect(cards(list).first()).toContainText('Home');

    // 2. By moving the map: zoom out with the keyboard, drag the canvas, the centre is geocoded again.
    form = await openForm(page, locale, list);
    const detected = form.getByTestId('detected-address');
    await expect(detected).not.toHaveText(t('form.not_detected'));
    await expect(detected).not.toHaveText(t('form.detecting'));
    const before = await detected.textContent();
    const canvas = form.getByTestId('address-map').locator('canvas');
    await expect(canvas).toHaveAttribute('aria-label', t('map.label'));
    await canvas.focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('-');
      await page.waitForTimeout(400);
    }
    const boxOf = (await canvas.boundingBox())!;
    const [x, y] = [boxOf.x + boxOf.width / 2, boxOf.y + boxOf.height / 2];
    // And the wheel, further out, so one drag crosses into another district.
    await page.mouse.move(x, y);
    for (let i = 0; i < 2; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(700);
    }
    // Dragged within the canvas (a phone's is 350 px wide), again if a busy machine was still animating the zoom.
    let reversed = false;
    for (let attempt = 0; attempt < 3 && !reversed; attempt++) {
      const moved = page
        .waitForRequest((r) => r.url().includes('/api/v1/maps/reverse'), { timeout: 8_000 })
        .then(() => true)
        .catch(() => false);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - boxOf.width / 3, y - boxOf.height / 3, { steps: 15 });
      await page.mouse.up();
      reversed = await moved;
    }
    expect(reversed).toBe(true);
    await expect.poll(() => detected.textContent(), { timeout: 10_000 }).not.toBe(before);
    await screenshot(page, `moved-${locale}`);
    await save(form, locale, 'Work');
    await expect(cards(list)).toHaveCount(2);

    // 3. Preferred: the first address is; choosing Work makes it so, reports it and closes.
    await expect(cards(list).first()).toContainText('Home');
    await expect(cards(list).first()).toContainText(t('list.preferred'));
    await screenshot(page, `list-${locale}`);
    await cards(list).filter({ hasText: 'Work' }).getByRole('button').first().click();
    await expect(list).toBeHidden();
    await expect(page.getByTestId('preferred-address')).toContainText('Work');

    // 4. Edit: the form comes filled; a new name is saved with PUT.
    list = await openList(page, locale);
    await expect(cards(list).first()).toContainText('Work');
    await list.getByRole('button', { name: t('list.edit', { title: 'Work' }) }).click();
    const edit = page.getByRole('dialog', { name: t('form.edit_title') });
    await expect(edit.getByLabel(t('form.name_label'))).toHaveValue('Work');
    await expect(edit.getByText(t('map.hint'))).toBeVisible({ timeout: 20_000 });
    await save(edit, locale, 'Office');
    await expect(cards(list).first()).toContainText('Office');

    // 5. Delete, behind the confirm dialog.
    await list.getByRole('button', { name: t('list.delete', { title: 'Home' }) }).click();
    const confirm = page.getByRole('dialog', { name: t('list.delete_title') });
    await confirm.getByRole('button', { name: t('list.delete_confirm') }).click();
    await expect(cards(list)).toHaveCount(1);
    const server = await page.request.get('/api/v1/addresses', {
      headers: {
        authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'auth_token')!.value}`,
      },
    });
    const saved = ((await server.json()) as { data: { title: string; is_preferred: number }[] }).data;
    expect(saved.map((a) => [a.title, a.is_preferred])).toEqual([['Office', 1]]);
    expect(attempted).toEqual([]);
  });
}

test.describe('with the browser position', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 21.5433, longitude: 39.1728 },
    viewport: { width: 390, height: 844 },
  });

  for (const locale of ['ar', 'en'] as const) {
    const jeddah = locale === 'ar' ? 'جدة' : 'Jeddah';

    test(`adds the address where the customer is, on a phone (${locale})`, async ({ page, context }) => {
      const attempted = await blockOtherHosts(context);
      await signInByApi(page, randomMobile(), profile);
      await page.goto(prefix(locale, '/dashboard/profile'));
      await hydrated(page);
      const list = await openList(page, locale);
      const form = await openForm(page, locale, list);
      await expect(form.getByTestId('detected-address')).toContainText(jeddah);
      await expectAccessible(page);
      await screenshot(page, `geolocation-${locale}`);
      await save(form, locale, locale === 'ar' ? 'البيت' : 'Home');
      await expect(cards(list)).toHaveCount(1);
      await expect(cards(list).first()).toContainText(jeddah);
      expect(attempted).toEqual([]);
    });
  }
});
