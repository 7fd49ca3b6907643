import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, prefix, tr } from './support';
import { randomMobile, signInByApi } from './auth-support';
import { bookableBranches, firstService, openAppointment, times } from './booking-support';

// Signing in, a booking, a change and a removal in one flow, on a cold server: more than the default 30 s budget.
test.describe.configure({ timeout: 60_000 });

const profile = { first_name: 'Reem', last_name: 'Alharbi', gender: 'Female', date_of_birth: '1994-05-06' };

const slotLabel = (dialog: ReturnType<Page['getByRole']>, index = 0) =>
  dialog.getByTestId('time-slots').locator('label').nth(index);

for (const locale of ['en', 'ar'] as const) {
  const tb = (key: string) => tr(locale, 'booking', key);

  test(`book the first free time, see it in the cart, change it, remove it (${locale})`, async ({ page }) => {
    await signInByApi(page, randomMobile(), profile);
    const product = await firstService(page.request, locale);
    const branches = await bookableBranches(page.request, product);
    const branchId = branches[locale === 'en' ? 0 : 1]!;

    const dialog = await openAppointment(page, locale, product, branchId);
    // The first date with free times is preselected; no time yet: Continue asks for one.
    await dialog.getByRole('button', { name: tb('appointment.continue') }).click();
    await expect(page.locator('ol > li', { hasText: tb('appointment.select_date_time') })).toBeVisible();
    await expectAccessible(page);

    const first = slotLabel(dialog);
    const chosen = (await first.textContent())!.trim();
    await first.click();
    await expect(dialog.getByRole('radio', { name: chosen })).toBeChecked();
    await dialog.getByRole('button', { name: tb('appointment.continue') }).click();

    const success = page.getByRole('dialog', { name: tb('success.title') });
    await expect(success).toBeVisible();
    await success.getByRole('link', { name: tb('success.go_to_cart') }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/cart')}$`));
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(line.getByTestId('cart-line-when')).toContainText(chosen);
    await expect(line.getByTestId('hold-until')).toBeVisible();
    await expect(page.getByRole('button', { name: tr(locale, 'checkout', 'panel.checkout') })).toBeEnabled();
    await expectAccessible(page);

    // Change the time: the line's own time is still offered (and chosen); pick another one.
    await line.getByRole('button', { name: new RegExp(`^${tb('cart.change_time')}`) }).click();
    const edit = page.getByRole('dialog', { name: tb('appointment.edit_title') });
    await expect(edit.getByTestId('time-slots')).toBeVisible();
    await expect(edit.getByRole('radio', { name: chosen })).toBeChecked();
    // Late in the day the line's own time can be the day's last one: then another day has others.
    if ((await edit.getByTestId('time-slots').locator('label').count()) < 2) {
      await edit.locator('[role=gridcell]:not([aria-selected=true]) button:not([disabled])').first().click();
      await expect(edit.getByRole('radio', { checked: true })).toHaveCount(0);
    }
    const other = edit
      .getByTestId('time-slots')
      .locator('label', { hasNot: page.locator(':checked') })
      .first();
    const moved = (await other.textContent())!.trim();
    await other.click();
    await edit.getByRole('button', { name: tb('appointment.update') }).click();
    await expect(edit).toBeHidden();
    await expect(line.getByTestId('cart-line-when')).toContainText(moved);
    await expect(line).toHaveCount(1);

    // Remove it: the empty state links to the services.
    await line.getByRole('button', { name: new RegExp(`^${tb('cart.remove')}`) }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: tb('cart.browse_services') })).toHaveAttribute(
      'href',
      prefix(locale, '/services'),
    );
  });
}

test('a time held by one customer is not offered to another', async ({ browser }) => {
  const holder = await browser.newContext();
  const other = await browser.newContext();
  try {
    const page = await holder.newPage();
    await signInByApi(page, randomMobile(), profile);
    const product = await firstService(page.request);
    const branchId = (await bookableBranches(page.request, product))[2]!;

    // Hold every therapist free at the first time, so that time is really gone for everyone else.
    const open = (await times(page.request, product.id, branchId)).times.find((d) => d.slots.length > 0)!;
    const target = open.slots[0]!;
    let visitors = 1;
    for (let n = 5; n > 1; n--) {
      const day = (await times(page.request, product.id, branchId, n)).times.find(
        (d) => d.date === open.date,
      );
      if (day?.slots.some((s) => s.from_date_time === target.from_date_time)) {
        visitors = n;
        break;
      }
    }
    const dialog = await openAppointment(page, 'en', product, branchId);
    for (let n = 1; n < visitors; n++) {
      await dialog.getByRole('button', { name: tr('en', 'booking', 'appointment.more') }).click();
    }
    await expect(dialog.locator('[aria-busy=true]')).toHaveCount(0);
    await page.locator(`[data-day="${open.date}"] button`).click();
    const held = dialog.getByTestId('time-slots').locator('label').first();
    const label = (await held.textContent())!.trim();
    await held.click();
    await dialog.getByRole('button', { name: tr('en', 'booking', 'appointment.continue') }).click();
    await expect(page.getByRole('dialog', { name: tr('en', 'booking', 'success.title') })).toBeVisible();

    const otherPage = await other.newPage();
    await signInByApi(otherPage, randomMobile(), profile);
    const theirs = await openAppointment(otherPage, 'en', product, branchId);
    const day = otherPage.locator(`[data-day="${open.date}"] button`);
    if (await day.isDisabled()) {
      // That was the day's only free time: the whole day is gone for them.
      await expect(day).toBeDisabled();
      return;
    }
    await day.click();
    await expect(theirs.getByTestId('time-slots')).toBeVisible();
    await expect(theirs.getByRole('radio', { name: label })).toHaveCount(0);
    await expectAccessible(otherPage);
  } finally {
    await holder.close();
    await other.close();
  }
});
