import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser';
import { bookingAtOlaya, passPictures, signInStaff } from './admin-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 16 item 4: the receptionist of the Olaya branch checks bookings in at the desk.

const named = (locale: 'en' | 'ar', key: string, number: string) =>
  tr(locale, 'admin/admin', key).replace('{{number}}', number);
const checkedIn = (locale: 'en' | 'ar') => (locale === 'ar' ? 'تم تسجيل الوصول' : 'Checked in');

/** Chromium with a fake camera that films `video` (a Y4M file) and grants the camera without asking. */
async function browserFilming(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

async function arrived(page: Page, token: string, orderNumber: string) {
  const res = await page.request.get(`/api/v1/admin/check-in/find?q=${orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { bookings: { customer_arrived: boolean }[] } }).data.bookings[0]
    ?.customer_arrived;
}

for (const locale of ['en', 'ar'] as const) {
  test(`a receptionist checks a booking in by scanning its pass with the camera (${locale})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const booking = await bookingAtOlaya(page, locale);
    const { y4m } = await passPictures(page, booking.passes[0]!.qr);
    const video = testInfo.outputPath('pass.y4m');
    writeFileSync(video, y4m);
    const token = await signInStaff(page, 'receptionist');

    const browser = await browserFilming(video);
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        locale: 'en-US',
      });
      await context.addCookies([{ name: 'auth_token', value: token, domain: '127.0.0.1', path: '/' }]);
      const desk = await context.newPage();
      await desk.goto(prefix(locale, '/admin/check-in'));
      await hydrated(desk);
      await expect(desk.getByRole('heading', { level: 1 })).toHaveText(
        tr(locale, 'admin/admin', 'check_in.title'),
      );
      await expect(
        desk.getByRole('navigation').getByRole('link', { name: tr(locale, 'admin/admin', 'nav.check_in') }),
      ).toHaveAttribute('aria-current', 'page');
      await expectAccessible(desk);
      // One action: start the camera; showing the pass does the rest.
      await desk.getByRole('button', { name: tr(locale, 'admin/admin', 'check_in.start_camera') }).click();
      const outcome = desk.getByTestId('check-in-outcome');
      await expect(outcome).toContainText(booking.order.order_number, { timeout: 20_000 });
      await expect(outcome).toContainText(checkedIn(locale));
      await expect(
        desk.getByRole('button', { name: tr(locale, 'admin/admin', 'check_in.start_camera') }),
      ).toBeVisible();
      expect(await arrived(page, token, booking.order.order_number)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test(`a receptionist checks a booking in from a photo of its pass, and by the mobile number (${locale})`, async ({
    page,
  }, testInfo) => {
    const first = await bookingAtOlaya(page, locale);
    const second = await bookingAtOlaya(page, locale);
    const third = await bookingAtOlaya(page, locale);
    const { png } = await passPictures(page, first.passes[0]!.qr);
    const { png: thirdPass } = await passPictures(page, third.passes[0]!.qr);
    const token = await signInStaff(page, 'receptionist');
    await page.goto(prefix(locale, '/admin/check-in'));
    await hydrated(page);

    await page
      .getByTestId('pass-image')
      .setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: png });
    const outcome = page.getByTestId('check-in-outcome');
    await expect(outcome).toContainText(first.order.order_number);
    await expect(outcome).toContainText(checkedIn(locale));
    // Issue 30 item 11: who arrived, for what, when and with whom; a second scan is a warning, not a success.
    await expect(outcome).toHaveAttribute('data-kind', 'ok');
    const arrival = page.getByTestId('arrival');
    await expect(arrival).toContainText(tr(locale, 'admin/admin', 'check_in.service'));
    await expect(arrival).toContainText(tr(locale, 'admin/admin', 'check_in.staff'));
    await expect(arrival.locator('dd').first()).not.toBeEmpty();
    await page.screenshot({ path: testInfo.outputPath(`arrived-390-${locale}.png`) });
    await page
      .getByTestId('pass-image')
      .setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: png });
    await expect(outcome).toHaveAttribute('data-kind', 'warning');
    await expect(outcome).toHaveAttribute('role', 'alert');
    await expect(outcome).toContainText(first.order.order_number);
    await expect(page.getByTestId('arrival')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`again-1280-${locale}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });

    // A cancelled booking: its pass is refused as cancelled, and the search says so.
    const cancelled = await page.request.post(`/api/v1/admin/bookings/${third.order.id}/cancel`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
      data: { refund_to: 'wallet', reason: 'e2e: customer called' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page
      .getByTestId('pass-image')
      .setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: thirdPass });
    await expect(outcome).toHaveAttribute('data-kind', 'error');
    await expect(outcome).toContainText(locale === 'ar' ? 'ملغى' : 'cancelled');
    await page.getByLabel(tr(locale, 'admin/admin', 'check_in.find_label')).fill(third.order.order_number);
    await page.getByRole('button', { name: tr(locale, 'admin/admin', 'check_in.find'), exact: true }).click();
    await expect(page.getByTestId('found-cancelled')).toHaveText(
      tr(locale, 'admin/admin', 'check_in.cancelled'),
    );
    await expect(
      page.getByRole('button', { name: named(locale, 'check_in.check_in_of', third.order.order_number) }),
    ).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`cancelled-390-${locale}.png`), fullPage: true });

    // Three actions: type the mobile, search, check in.
    await page.getByLabel(tr(locale, 'admin/admin', 'check_in.find_label')).fill(`0${second.mobile}`);
    await page.getByRole('button', { name: tr(locale, 'admin/admin', 'check_in.find'), exact: true }).click();
    const row = page.getByTestId('found-booking').filter({ hasText: second.order.order_number });
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row
      .getByRole('button', { name: named(locale, 'check_in.check_in_of', second.order.order_number) })
      .click();
    await expect(outcome).toContainText(second.order.order_number);
    await expect(outcome).toContainText(checkedIn(locale));
    expect(await arrived(page, token, second.order.order_number)).toBe(true);

    // The customer who came early is done: complete the booking (it has not started, but they checked in).
    await page.getByLabel(tr(locale, 'admin/admin', 'check_in.find_label')).fill(first.order.order_number);
    await page.getByRole('button', { name: tr(locale, 'admin/admin', 'check_in.find'), exact: true }).click();
    const done = page.getByTestId('found-booking').filter({ hasText: first.order.order_number });
    await expect(done).toContainText(tr(locale, 'admin/admin', 'check_in.arrived'));
    await done
      .getByRole('button', { name: named(locale, 'check_in.complete_of', first.order.order_number) })
      .click();
    await expect(outcome).toContainText(locale === 'ar' ? 'تم الإكمال' : 'Completed');
    await expect(page.getByTestId('found-booking')).toHaveCount(0);
  });
}
