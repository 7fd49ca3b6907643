/**
 * Issue 12 in the browser, in English and Arabic: a booking made and paid at checkout lands in the notification
 * centre (through the outbox, after the commit), the bell counts it without a reload, the notification opens the
 * booking, "mark all as read" clears the bell; the booking reminder switch round-trips on the profile.
 */
import { expect, test } from './test';
import { customerWithCart, expectBookings, openCheckout } from './checkout-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

test.describe.configure({ timeout: 90_000 });

for (const locale of ['en', 'ar'] as const) {
  const tp = (key: string) => tr(locale, 'pages', key);

  test(`book and pay: the bell shows 1 unread, the notification opens the booking, mark all read (${locale})`, async ({
    page,
  }) => {
    await customerWithCart(page, locale);
    const dialog = await openCheckout(page, locale);
    await dialog.locator('input[type=radio][value=cash]').check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: tr(locale, 'checkout', 'choose.confirm_cash') }).click();
    const order = ((await (await created).json()) as { data: { order: { order_number: string } } }).data
      .order;

    // The order lands on my bookings first (a tap on the bell before that navigation ends would be overtaken by it:
    // CI once saw the bell's page replaced by my bookings).
    await expectBookings(page, locale);
    // No reload: the bell learns of the confirmation's notification by itself.
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toHaveText('1', { timeout: 15_000 });
    await page.getByTestId('notification-bell').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale, '/notifications')}$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: tp('notifications.title') })).toBeVisible();
    const item = page.getByTestId('notification').first();
    await expect(item).toContainText(order.order_number);
    await expect(item).toHaveAttribute('data-read', 'false');
    await expectAccessible(page);

    // Tapping it opens the booking's details (and marks it read).
    await item.click();
    await expect(page.getByRole('dialog', { name: new RegExp(order.order_number) })).toBeVisible();
    await expect(badge).toHaveCount(0);

    // Back in the centre: it is read now, so there is nothing to mark.
    await page.goto(prefix(locale, '/notifications'));
    await hydrated(page);
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await expect(page.getByRole('button', { name: tp('notifications.read_all') })).toHaveCount(0);
  });

  test(`mark all as read clears the bell; the reminder switch round-trips (${locale})`, async ({ page }) => {
    const { token } = await customerWithCart(page, locale);
    const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
    // Ordered in the other language: the centre still reads in the page's (issue 30 item 24).
    const other = locale === 'en' ? 'ar' : 'en';
    const placed = await page.request.post('/api/v1/orders', {
      headers: {
        ...headers,
        'accept-language': other,
        'idempotency-key': `e2e-notif-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      data: { payment_method_id: 'cash' },
    });
    expect(placed.status()).toBe(201);
    const id = ((await placed.json()) as { data: { order: { id: number } } }).data.order.id;
    expect((await page.request.get(`/api/v1/orders/${id}/cancel`, { headers })).status()).toBe(200);
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/v1/notifications/unread-count', { headers });
        return ((await res.json()) as { data: { unread_count: number } }).data.unread_count;
      })
      .toBe(2);
    await page.goto(prefix(locale, '/notifications'));
    await hydrated(page);
    await expect(page.getByTestId('notification-badge')).toHaveText('2');
    await expect(page.getByTestId('notification')).toHaveCount(2);
    for (const text of await page.getByTestId('notification').allInnerTexts())
      expect(/[\u0600-\u06FF]/.test(text)).toBe(locale === 'ar');
    await page.getByRole('button', { name: tp('notifications.read_all') }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(page.locator('[data-testid=notification][data-read=false]')).toHaveCount(0);

    await page.goto(prefix(locale, '/dashboard/profile'));
    await hydrated(page);
    const toggle = page.getByRole('switch', { name: tr(locale, 'auth', 'profile.reminders_label') });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('switch', { name: tr(locale, 'auth', 'profile.reminders_label') }),
    ).not.toBeChecked();
    await expectAccessible(page);
  });
}
