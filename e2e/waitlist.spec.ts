import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr, fill } from './support';
import { randomMobile, signInByApi } from './auth-support';
import { customerWithBooking } from './bookings-support';
import { openAppointment } from './booking-support';
import { fillTime, pickTime, waitingCustomer as profile } from './waitlist-support';

// Sign-in, bookings through the API, and (for the waitlist) the server's refill job, which runs every minute.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['en', 'ar'] as const) {
  const t = (ns: string, key: string, values?: Record<string, string | number>) =>
    fill(tr(locale, ns, key), values);

  test(`reschedule a booking from my bookings on a phone (${locale})`, async ({ page }) => {
    const { token, order } = await customerWithBooking(page, locale);
    await page.goto(prefix(locale, '/dashboard/bookings'));
    await hydrated(page);
    const card = page.getByTestId('booking-card').filter({ hasText: order.order_number });
    await card
      .getByRole('button', { name: t('bookings', 'card.details_of', { number: order.order_number }) })
      .click();
    const details = page.getByRole('dialog', {
      name: t('bookings', 'show.title', { number: order.order_number }),
    });
    await details.getByTestId('reschedule-booking').click();
    const dialog = page.getByRole('dialog', { name: t('bookings', 'reschedule.title') });
    await expect(dialog).toBeVisible();
    const slots = dialog.getByTestId('time-slots').locator('label');
    await expect(slots.first()).toBeVisible();
    await expectAccessible(page);
    // The tests beside this one move bookings of the same service too: a time taken in the meantime is the product's
    // 409, said in a toast with the server's reason, and the list comes back without it. Then the customer picks again.
    let movedTo = '';
    for (let attempt = 1; !movedTo; attempt++) {
      await slots.last().click();
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
      const picked = await dialog.getByRole('radio', { checked: true }).getAttribute('value');
      const moved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/orders/${order.id}/reschedule`));
      await dialog.getByTestId('reschedule-confirm').click();
      const answer = await moved;
      if (answer.status() === 200) {
        movedTo = ((await answer.json()) as { data: { start_at: string } }).data.start_at;
        break;
      }
      expect(answer.status(), await answer.text()).toBe(409);
      expect(attempt).toBeLessThan(3);
      const { message } = (await answer.json()) as { message: string };
      await expect(page.locator('ol > li', { hasText: message })).toBeVisible();
      await expect(dialog.locator(`input[type=radio][value="${picked}"]`)).toHaveCount(0);
    }
    await expect(page.getByText(t('bookings', 'reschedule.success')).first()).toBeVisible();
    const fresh = (await (
      await page.request.get(`/api/v1/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { products: { start_at: string }[] } };
    expect(new Date(fresh.data.products[0]!.start_at).toISOString()).toBe(movedTo);
  });

  test(`join the waitlist for a taken time and take the offer on a phone (${locale})`, async ({
    page,
    browser,
  }) => {
    const token = await signInByApi(page, randomMobile(), profile);
    const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
    // The customer chooses a time in the booking calendar; before they go on, others take it (every resource).
    const target = await pickTime(page, undefined, locale);
    const dialog = await openAppointment(page, locale, target.product, target.branch);
    // The month grid: on to the target's month when it is a later one.
    const targetDay = dialog.locator(`[data-day="${target.date}"] button`);
    for (let i = 0; i < 2 && (await targetDay.count()) === 0; i++)
      await dialog.locator('.rdp-button_next').click();
    await targetDay.click();
    await dialog.locator(`label:has(input[type=radio][value="${target.slot.from}"])`).click();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    const holders = await fillTime(browser, target);
    await dialog.getByRole('button', { name: t('booking', 'appointment.continue') }).click();
    // Taken: the calendar offers the waitlist for that very time, and joining it says so.
    const joined = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/waitlist') && r.request().method() === 'POST',
    );
    await dialog.getByTestId('waitlist-join-time').click();
    expect((await joined).status()).toBe(201);
    await expect(page.locator('ol > li', { hasText: t('booking', 'waitlist.joined') })).toBeVisible();
    const mine = (await (await page.request.get('/api/v1/waitlist', { headers })).json()) as {
      data: { entries: { status: string; start_at: string | null }[] };
    };
    expect(mine.data.entries).toHaveLength(1);
    expect(mine.data.entries[0]!.status).toBe('waiting');
    expect(new Date(mine.data.entries[0]!.start_at!).toISOString()).toBe(
      new Date(target.slot.from_date_time).toISOString(),
    );
    await page.goto(prefix(locale, '/dashboard/waitlist'));
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: t('bookings', 'waitlist.title') }),
    ).toBeVisible();
    await expect(page.getByTestId('waitlist-entry').first()).toHaveAttribute('data-status', 'waiting');
    await expectAccessible(page);
    // One holder lets the time go: the refill (every minute) offers it to us and holds it.
    const holder = holders[0]!;
    const removed = await holder.api.delete(`/api/v1/cart/${holder.line}`, {
      headers: { authorization: `Bearer ${holder.token}` },
    });
    expect(removed.ok()).toBe(true);
    await expect
      .poll(
        async () => {
          const res = await page.request.get('/api/v1/waitlist', { headers });
          return ((await res.json()) as { data: { entries: { status: string }[] } }).data.entries[0]?.status;
        },
        { timeout: 100_000, intervals: [2_000] },
      )
      .toBe('offered');
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('waitlist-offer')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('waitlist-accept').click();
    await expect(page.getByTestId('waitlist-entry').first()).toHaveAttribute('data-status', 'booked');
    const cart = await page.request.get('/api/v1/cart', { headers });
    expect(JSON.stringify(await cart.json())).toContain(String(target.product.id));
  });
}
