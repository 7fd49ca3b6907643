import { expect, test } from '@playwright/test';
import { signInStaff } from './admin-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 16: the back office's screens for a manager, on a 390 px phone, in both languages: the navigation marks
// where one is, the customers screen finds a customer by mobile, a staff note is saved and audited.

const ta = (locale: 'en' | 'ar', key: string) => tr(locale, 'admin/admin', key);

for (const locale of ['en', 'ar'] as const) {
  test(`a manager finds a customer, leaves a staff note and sees it in the audit log (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInStaff(page, 'manager');
    await page.goto(prefix(locale, '/admin'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta(locale, 'home.title'));
    const nav = page.getByRole('navigation', { name: ta(locale, 'nav.label') });
    await expect(nav.getByRole('link', { name: ta(locale, 'nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);

    // Keyboard: the navigation's Customers entry, reached with Tab and opened with Enter, stays in view.
    const customersLink = nav.getByRole('link', { name: ta(locale, 'nav.customers') });
    await customersLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta(locale, 'customers.title'));
    await expect(customersLink).toHaveAttribute('aria-current', 'page');
    await expect(customersLink).toBeInViewport();
    // Reem (50 000 0103) has demo bookings at Olaya: found by her mobile written the local way.
    await page.getByLabel(ta(locale, 'customers.search')).fill('0500000103');
    await page.getByLabel(ta(locale, 'customers.search')).press('Enter');
    const found = page.getByTestId('admin-customers').getByRole('link');
    await expect(found).toHaveCount(1);
    await expectAccessible(page);
    await found.click();

    await expect(page.getByTestId('customer-figures')).toBeVisible();
    const note = `Prefers the quiet room (${locale} ${Date.now()})`;
    await page.getByLabel(ta(locale, 'customer.new_note')).fill(note);
    await page.getByRole('button', { name: ta(locale, 'customer.save_note') }).click();
    await expect(page.getByTestId('customer-notes')).toContainText(note);
    await expectAccessible(page);

    await nav.getByRole('link', { name: ta(locale, 'nav.audit_log') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta(locale, 'audit.title'));
    // The other language's test may write its own note meanwhile: find this one's entry by its note.
    const entry = page.getByTestId('audit-entries').getByRole('listitem').filter({ hasText: note });
    await expect(entry).toContainText(ta(locale, 'audit.actions.customer.note'));
    await entry.getByText(ta(locale, 'audit.details')).click();
    await expect(entry.getByText(note, { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a receptionist is not shown the audit log, and is told so at its address', async ({ page }) => {
  await signInStaff(page, 'receptionist');
  await page.goto('/admin/audit-log');
  await hydrated(page);
  await expect(page.getByTestId('not-for-role')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: ta('en', 'nav.audit_log') }),
  ).toHaveCount(0);
  await expectAccessible(page);
});
