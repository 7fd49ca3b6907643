import { expect, test } from './test';
import { hydrated, tr } from './support';

test('switching language keeps the page, is remembered, and switches back', async ({ page, context }) => {
  await page.goto('/branches');
  await hydrated(page);
  await page.getByRole('link', { name: tr('en', 'common', 'language.switch_to') }).click();
  await expect(page).toHaveURL(/\/ar\/branches$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ar', 'pages', 'branches.title'));
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('ar');
  // A year, give or take the clock (spec §9: 365 days).
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

  // The stored choice wins on a prefix-less URL.
  await page.goto('/services');
  await expect(page).toHaveURL(/\/ar\/services$/);

  await hydrated(page);
  await page.getByRole('link', { name: tr('ar', 'common', 'language.switch_to') }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });
  test('lands on the Arabic page when no language was chosen', async ({ page }) => {
    await page.goto('/branches');
    await expect(page).toHaveURL(/\/ar\/branches$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
