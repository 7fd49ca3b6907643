import { expect, test } from '@playwright/test';
import { bookingAtOlaya, customerHoldingAtOlaya, signInStaff } from './admin-support';
import { cards, chooseOnline, expectBookings, popupFrom, typeCard } from './checkout-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 16 item 5: the desk finds a paid booking and cancels it, the money going back to the customer's wallet;
// the desk takes the cash of a booking paid at the branch.

const ta = (locale: 'en' | 'ar', key: string) => tr(locale, 'admin/admin', key);

for (const locale of ['en', 'ar'] as const) {
  test(`a receptionist cancels a card-paid booking with a refund to the wallet (${locale})`, async ({
    browser,
  }) => {
    // Two people and a card payment, with three axe scans: longer than one person's walk.
    test.setTimeout(150_000);
    const customer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const { token: customerToken, headers } = await customerHoldingAtOlaya(customer, locale);
    const selection = await chooseOnline(customer, locale);
    const popup = await popupFrom(customer, () =>
      selection.getByRole('button', { name: tr(locale, 'checkout', 'select.new_card') }).click(),
    );
    await typeCard(popup, cards.success);
    await expectBookings(customer, locale);
    const orders = (await (await customer.request.get('/api/v1/orders?active=1', { headers })).json()) as {
      data: { orders: { id: number; order_number: string; total: number }[] };
    };
    const order = orders.data.orders[0]!;

    const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInStaff(desk, 'receptionist');
    await desk.goto(prefix(locale, '/admin/bookings'));
    await hydrated(desk);
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(ta(locale, 'bookings.title'));
    await desk.getByLabel(ta(locale, 'bookings.search')).fill(order.order_number);
    await desk.getByRole('button', { name: ta(locale, 'bookings.apply'), exact: true }).click();
    await expect(desk).toHaveURL(new RegExp(`q=${order.order_number}`));
    const list = desk.getByTestId('admin-bookings').getByRole('listitem');
    await expect(list).toHaveCount(1);
    await expectAccessible(desk);
    await list.getByRole('link', { name: order.order_number }).click();

    await expect(desk.getByRole('heading', { level: 1 })).toContainText(order.order_number);
    await expect(desk.getByTestId('booking-payments')).toContainText(ta(locale, 'payment_status.paid'));
    await expectAccessible(desk);
    await desk.getByRole('button', { name: ta(locale, 'booking.cancel'), exact: true }).click();
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(ta(locale, 'booking.refund_wallet')).check();
    await dialog.getByLabel(ta(locale, 'booking.reason')).fill('The customer is unwell');
    await expectAccessible(desk);
    await dialog.getByRole('button', { name: ta(locale, 'booking.confirm_cancel'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByTestId('booking-outcome')).toHaveText(
      locale === 'ar' ? 'تم إلغاء الحجز' : 'Booking cancelled',
    );
    await expect(desk.getByTestId('booking-ledger')).toContainText(ta(locale, 'account.wallet'));
    await expect(desk.getByRole('button', { name: ta(locale, 'booking.cancel'), exact: true })).toHaveCount(
      0,
    );

    const wallet = (await (
      await customer.request.get('/api/v1/wallet', { headers: { authorization: `Bearer ${customerToken}` } })
    ).json()) as { data: { wallet: { balance: number } } };
    expect(wallet.data.wallet.balance).toBe(order.total);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`a receptionist takes the cash of a booking paid at the branch, checks it in and moves it (${locale})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const customer = await (await browser.newContext()).newPage();
    const { order, token } = await bookingAtOlaya(customer, locale);
    const desk = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInStaff(desk, 'receptionist');
    await desk.goto(prefix(locale, `/admin/bookings/${order.id}`));
    await hydrated(desk);
    await expect(desk.getByTestId('booking-payments')).toContainText(
      ta(locale, 'payment_status.due_at_branch'),
    );
    const take = desk.getByRole('button', {
      name: new RegExp(ta(locale, 'booking.take_cash').split(' · ')[0]!),
    });
    await take.click();
    await expect(desk.getByTestId('booking-outcome')).toHaveText(
      locale === 'ar' ? 'استُلم المبلغ نقدًا: الحجز مدفوع' : 'Cash received: the booking is paid',
    );
    await expect(desk.getByTestId('booking-payments')).toContainText(ta(locale, 'payment_status.paid'));
    await expect(take).toHaveCount(0);
    await expectAccessible(desk);

    // Issue 30 item 12: the page names who performs it, checks the customer in, and moves it on the calendar.
    await expect(desk.getByTestId('booking-staff')).not.toBeEmpty();
    await expect(desk.getByTestId('booking-staff')).not.toHaveText(ta(locale, 'booking.no_staff'));
    await desk.screenshot({ path: testInfo.outputPath(`booking-390-${locale}.png`), fullPage: true });
    await desk.getByTestId('booking-check-in').click();
    await expect(desk.getByTestId('booking-outcome')).toHaveText(
      locale === 'ar' ? 'تم تسجيل الوصول' : 'Checked in',
    );
    await expect(desk.getByTestId('booking-check-in')).toHaveCount(0);
    await desk.getByTestId('booking-move').click();
    await expect(desk).toHaveURL(new RegExp(`/admin/calendar\\?.*open=${order.order_number}`));
    await expect(desk.getByRole('dialog')).toContainText(order.order_number);
    await expectAccessible(desk);
    await desk.screenshot({ path: testInfo.outputPath(`move-390-${locale}.png`) });

    // The list opens on today, each row with its service and staff member.
    await desk.setViewportSize({ width: 1280, height: 900 });
    await desk.goto(prefix(locale, '/admin/bookings'));
    await hydrated(desk);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    await expect(desk).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(desk.getByLabel(ta(locale, 'bookings.from'))).toHaveValue(today);
    await desk.getByLabel(ta(locale, 'bookings.search')).fill(order.order_number);
    await desk.getByRole('button', { name: ta(locale, 'bookings.apply'), exact: true }).click();
    const row = desk.getByTestId('admin-bookings').getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('booking-row-service')).toContainText(
      ta(locale, 'bookings.staff_of').replace('{{names}}', ''),
    );
    await desk.screenshot({ path: testInfo.outputPath(`list-1280-${locale}.png`), fullPage: true });
    const mine = (await (
      await customer.request.get(`/api/v1/orders/${order.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { payment_status: string } };
    expect(mine.data.payment_status).toBe('paid');
  });
}
