import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { randomMobile, signInByApi } from './auth-support';

for (const locale of ['en', 'ar'] as const) {
  test(`branch show dialog opens and closes by keyboard (${locale})`, async ({ page }) => {
    await page.goto(prefix(locale, '/branches'));
    await hydrated(page);
    const opener = page
      .getByRole('button', { name: new RegExp(tr(locale, 'catalogue', 'branches.details')) })
      .first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: tr(locale, 'catalogue', 'branches.directions') }),
    ).toHaveAttribute('href', /google\.com\/maps/);
    await expect(
      dialog.getByRole('rowheader', { name: tr(locale, 'catalogue', 'days.sunday') }),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        new RegExp(
          `${tr(locale, 'catalogue', 'branches.open')}|${tr(locale, 'catalogue', 'branches.closed')}`,
        ),
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('a temporarily closed branch shows as closed every day', async ({ page }) => {
  await page.goto('/branches');
  await hydrated(page);
  const closedCard = page.locator('article', { hasText: 'Madinah' });
  await expect(closedCard.getByText(tr('en', 'catalogue', 'branches.closed'))).toBeVisible();
  await closedCard.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: tr('en', 'catalogue', 'branches.closed_day') })).toHaveCount(
    7,
  );
});

test('service show dialog: add leads to the appointment dialog, back returns; toast region focus with F8', async ({
  page,
}) => {
  await signInByApi(page, randomMobile(), {
    first_name: 'Dana',
    last_name: 'Alsaud',
    gender: 'Female',
    date_of_birth: '1997-06-07',
  });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('heading', { name: tr('en', 'pages', 'home.featured') }).scrollIntoViewIfNeeded();
  const card = page
    .locator('article')
    .filter({ has: page.locator('h3') })
    .first();
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const add = dialog.getByRole('button', { name: /SAR/ });
  await expect(add).toBeVisible();
  await add.click();
  // Add leads on to the appointment dialog; Continue without a time is the spec's error toast.
  const appointment = page.getByRole('dialog', { name: tr('en', 'booking', 'appointment.title') });
  await expect(appointment.getByTestId('time-slots')).toBeVisible();
  const next = appointment.getByRole('button', { name: tr('en', 'booking', 'appointment.continue') });
  await next.click();
  const toast = page.locator('ol > li', { hasText: tr('en', 'booking', 'appointment.select_date_time') });
  await expect(toast).toBeVisible();
  // Escape closes the top-most layer first: the toast, not the dialog.
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
  await expect(appointment).toBeVisible();
  await next.click();
  await expect(toast).toBeVisible();
  // Back returns to the service itself.
  await appointment.getByRole('button', { name: tr('en', 'booking', 'appointment.back') }).click();
  await expect(add).toBeVisible();
  await dialog
    .getByRole('button', { name: tr('en', 'common', 'actions.close') })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  // Closing gives focus back to the card that opened the dialog (Radix does it a tick after unmounting).
  await expect(card.getByRole('button')).toBeFocused();
  // F8 moves focus to the toast region (spec §4).
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications \(F8\)/ }).locator('ol')).toBeFocused();
});
