import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInStaff } from './admin-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 17 item 4: an owner opens the revenue report for the day a paid demo booking was invoiced, at its branch,
// sees its amount, and downloads the revenue by day as CSV; axe on the screen, in both languages, on a phone.

const tp = (locale: 'en' | 'ar', key: string) => tr(locale, 'admin/reports', key);
const sar = (halalas: number) => `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
const riyadhDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

type Booking = { id: number; order_number: string; total: number; branch_id: number; created_at: string };

for (const locale of ['en', 'ar'] as const) {
  test(`an owner sees a paid booking's revenue and downloads it as CSV (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const token = await signInStaff(page, 'owner');
    // Reem's demo booking (completed, invoiced at its confirmation): the day and branch to report on.
    const headers = { authorization: `Bearer ${token}` };
    const found = (await (
      await page.request.get('/api/v1/admin/customers?q=0500000103', { headers })
    ).json()) as {
      data: { customers: { id: number }[] };
    };
    const profile = (await (
      await page.request.get(`/api/v1/admin/customers/${found.data.customers[0]!.id}`, { headers })
    ).json()) as { data: { recent_bookings: (Booking & { status: string })[] } };
    const booking = profile.data.recent_bookings.find((b) => b.status === 'completed')!;
    const day = riyadhDate(booking.created_at);
    // What its invoice says it sold (its lines after discounts): a demo gift card paid part of what Reem paid.
    const detail = (await (
      await page.request.get(`/api/v1/admin/bookings/${booking.id}`, { headers })
    ).json()) as {
      data: { lines: { total_price: number; discount_amount: number }[] };
    };
    const sold = detail.data.lines.reduce((n, l) => n + l.total_price - l.discount_amount, 0);

    await page.goto(prefix(locale, '/admin/reports'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tp(locale, 'title'));
    await expect(page.getByTestId('report-revenue')).toBeVisible();
    await expectAccessible(page);

    // The period and branch pickers, by keyboard: Enter in the last field shows the report.
    const filters = page.getByRole('form', { name: tp(locale, 'filters') });
    await filters.getByLabel(tp(locale, 'from'), { exact: true }).fill(day);
    await filters.getByLabel(tp(locale, 'to'), { exact: true }).fill(day);
    await filters.getByLabel(tp(locale, 'branch'), { exact: true }).selectOption(String(booking.branch_id));
    await filters.getByLabel(tp(locale, 'to'), { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}&branch_id=${booking.branch_id}`));
    const currency = locale === 'ar' ? 'ر.س' : 'SAR';
    await expect(page.getByTestId('revenue-revenue')).toHaveText(`${sar(sold)} ${currency}`);
    await expect(page.getByTestId('revenue-by-branch').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('vat')).toContainText(`${sar(sold)} ${currency}`);

    await page.getByText(tp(locale, 'show_table')).first().click();
    await expect(page.getByTestId('revenue-by-day')).toContainText(`${sar(sold)} ${currency}`);
    await expectAccessible(page);
    // On a 390 px phone every report table reads as cards (issue 30 item 16): none is wider than the screen, and each
    // figure follows its column's name.
    const closed = page.locator('main details:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
    const tables = page.locator('main table');
    expect(await tables.count()).toBeGreaterThan(3);
    for (const table of await tables.all()) {
      await expect(table).toBeVisible();
      expect(await table.evaluate((t) => t.getBoundingClientRect().width <= window.innerWidth)).toBe(true);
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(
        true,
      );
    }
    const figure = page.getByTestId('revenue-by-day').locator('td').first();
    await expect(figure).toHaveAttribute('data-label', tp(locale, 'columns.orders'));
    expect(await figure.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(
      `"${tp(locale, 'columns.orders')}"`,
    );
    await expectAccessible(page);

    const byDay = `${tp(locale, 'download')} — ${tp(locale, 'revenue.by_day')}`;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: byDay, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `hajz-revenue-by-day-${day}-to-${day}-branch-${booking.branch_id}.csv`,
    );
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [head, row] = csv.slice(1).split('\r\n');
    expect(head).toBe(
      locale === 'ar'
        ? 'التاريخ,الطلبات,الإجمالي شامل الضريبة (ر.س),ضريبة القيمة المضافة (ر.س)'
        : 'Date,Orders,Total incl. VAT (SAR),VAT (SAR)',
    );
    expect(row).toMatch(new RegExp(`^${day},1,${sar(sold).replace('.', '\\.')},\\d+\\.\\d{2}$`));
  });
}
