import { expect, test } from './test';
import { hydrated, tr } from './support';

test('colour mode survives a reload, applied before first paint, and a page may force light', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: /^Colour mode/ });
  await expect(toggle).toHaveAccessibleName(
    tr('en', 'common', 'colour_mode.label').replace('{{mode}}', 'System'),
  );
  await toggle.click(); // light
  await toggle.click(); // dark
  await expect(page.locator('html')).toHaveClass(/dark/);

  // The inline head script applies it before React loads: check with scripts held back.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.unroute('**/assets/*.js');

  await page.goto('/secure-payment');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('data-forced-colour-mode', 'light');

  await page.goto('/branches');
  await expect(page.locator('html')).toHaveClass(/dark/);
});
