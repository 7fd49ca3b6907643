import { expect, test } from './test';
import { randomMobile, signInByApi, tinyPng } from './auth-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

const profile = {
  first_name: 'Layla',
  last_name: 'Alzahrani',
  gender: 'Female',
  date_of_birth: '1996-09-23',
};

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string) => tr(locale, 'auth', key);

  test(`the profile round-trips an edit and a photo (${locale})`, async ({ page }) => {
    await signInByApi(page, randomMobile(), profile);
    await page.goto(prefix(locale, '/dashboard/profile'));
    await hydrated(page);
    await expect(page.getByLabel(t('complete.first_name'))).toHaveValue('Layla');
    await expect(page.getByTestId('loyalty-points')).toHaveText('0');
    await expectAccessible(page);

    await page.getByLabel(t('complete.last_name')).fill('Alghamdi');
    await page.getByLabel(t('complete.email')).fill('layla@example.com');
    await page
      .locator('#profile-photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    // The preview shows before saving.
    await expect(page.getByRole('img', { name: t('profile.photo') })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: t('profile.save') }).click();
    await expect(page.locator('ol > li', { hasText: tr(locale, 'common', 'profile.updated') })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(t('complete.last_name'))).toHaveValue('Alghamdi');
    await expect(page.getByLabel(t('complete.email'))).toHaveValue('layla@example.com');
    const src = await page.getByRole('img', { name: t('profile.photo') }).getAttribute('src');
    expect(src).toMatch(/^\/api\/v1\/media\/avatars\/[0-9a-f]{32}$/);
    const photo = await page.request.get(src!);
    expect(photo.headers()['content-type']).toBe('image/webp');
  });
}

test('deleting the account asks first, then erases it and lands on the sign-in page', async ({ page }) => {
  const token = await signInByApi(page, randomMobile(), profile);
  await page.goto('/dashboard/profile');
  await hydrated(page);
  await page.getByRole('button', { name: tr('en', 'auth', 'profile.delete') }).click();
  const confirm = page.getByRole('dialog', { name: tr('en', 'auth', 'profile.delete_title') });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  // Cancel is the safe default.
  await expect(confirm.getByRole('button', { name: tr('en', 'auth', 'profile.cancel') })).toBeFocused();
  await confirm.getByRole('button', { name: tr('en', 'auth', 'profile.delete_confirm') }).click();
  await expect(page.locator('ol > li', { hasText: tr('en', 'common', 'profile.deleted') })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: tr('en', 'auth', 'send.title') }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // The old token is refused by the server too.
  const info = await page.request.get('/api/v1/account/info', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(info.status()).toBe(401);
});
