import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr, fill } from './support';
import { randomMobile, sharedSignIn, signInByApi } from './auth-support';

// Two sign-ins, a booking through the API, the calendar's chunk on a cold server, a move and a walk-in: over 60 s.
test.describe.configure({ timeout: 150_000 });

type Locale = 'en' | 'ar';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const desk = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  fill(tr(locale, 'admin/desk', key), values);
/** The demo receptionist of the Olaya branch (seed-staff.ts). */
const receptionistMobile = '500000111';

const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const plusMinutes = (hhmm: string, minutes: number) => {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/** How the customer's booking list writes a time (lib/dates.ts formatClock). */
const clock = (hhmm: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)))));

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: Json,
  language: Locale = 'en',
) {
  const res = await request.fetch(`/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      // The customer's orders in the test's language: their messages come in it.
      'accept-language': language,
      'idempotency-key': `e2e-desk-${Math.random().toString(36).slice(2)}`,
    },
    data,
  });
  return { status: res.status(), body: (await res.json()) as Json };
}

/**
 * A customer's cash booking at the receptionist's branch on `date`, made through the public API at the start of a
 * working resource's shift, and where on the calendar it landed (its resource and that resource's shift).
 */
async function customerBooking(
  page: Page,
  customer: { request: APIRequestContext; token: string; locale: Locale },
  deskToken: string,
  date: string,
) {
  const me = (await api(page.request, deskToken, 'GET', '/admin/me')).body.data;
  const branchId = me.branch_ids[0] as number;
  const before = (
    await api(page.request, deskToken, 'GET', `/admin/calendar?branch_id=${branchId}&from=${date}&to=${date}`)
  ).body.data;
  const service = (before.services as Json[]).find((s) =>
    (before.resources as Json[]).some((r) => r.service_ids.includes(s.id) && r.shifts.length > 0),
  )!;
  const customerToken = customer.token;
  const times = (
    await api(
      page.request,
      customerToken,
      'GET',
      `/product-masters/${service.id}/available-times?branch_id=${branchId}`,
    )
  ).body.data.times as { date: string; slots: { from: string }[] }[];
  const slot = times.find((d) => d.date === date)!.slots[0]!.from;
  const held = await api(
    customer.request,
    customerToken,
    'POST',
    '/cart',
    {
      product_id: service.id,
      branch_id: branchId,
      date,
      selectedTime: slot,
    },
    customer.locale,
  );
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const placed = await api(
    customer.request,
    customerToken,
    'POST',
    '/orders',
    { payment_method_id: 'cash' },
    customer.locale,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data.order as Json;
  const after = (
    await api(page.request, deskToken, 'GET', `/admin/calendar?branch_id=${branchId}&from=${date}&to=${date}`)
  ).body.data;
  const booking = (after.bookings as Json[]).find((b) => b.order_number === order.order_number)!;
  const resource = (after.resources as Json[]).find((r) => r.id === booking.resource_id)!;
  return { order, booking, resource, service, slot };
}

async function openCalendar(page: Page, locale: Locale, date: string) {
  await page.goto(prefix(locale, '/admin/calendar'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: desk(locale, 'title') })).toBeVisible();
  await page.getByLabel(tr(locale, 'admin/admin', 'day_filter.date'), { exact: true }).fill(date);
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the receptionist moves a booking and the customer sees the new time; a walk-in is booked`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const deskToken = await sharedSignIn(page, receptionistMobile);
    // Dates of their own, past the demo's bookings; one per language so the two tests never meet.
    const date = dayAhead(locale === 'en' ? 20 : 21);
    // The customer, in a browser of their own.
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mine = await customer.newPage();
    const customerToken = await signInByApi(mine, randomMobile(), {
      first_name: 'Lama',
      last_name: 'Alsaud',
      gender: 'Female',
      date_of_birth: '1995-04-03',
    });
    const who = { request: mine.request, token: customerToken, locale };
    const { order, booking, resource, slot } = await customerBooking(page, who, deskToken, date);
    // Two hours later on the same resource, inside its shift.
    const target = plusMinutes(slot, 120);

    await openCalendar(page, locale, date);
    const event = page.locator(`.hajz-booking-${order.order_number}`);
    await expect(event).toBeVisible();
    await expectAccessible(page);

    if (locale === 'en') {
      // With the mouse: drag the booking down its own column to the target time's row.
      const row = page.locator(`.ec-body .ec-sidebar time[datetime$="T${target}:00"]`).locator('..');
      const to = (await row.boundingBox())!;
      const box = (await event.boundingBox())!;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, box.y + 4);
      await page.mouse.down();
      await page.mouse.move(x, box.y + 40, { steps: 5 });
      await page.mouse.move(x, to.y + 4, { steps: 10 });
      await page.mouse.up();
    } else {
      // With the keyboard: the booking opens with Enter, the form moves it.
      await event.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByRole('heading', { name: desk(locale, 'booking.title', { number: order.order_number }) }),
      ).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel(desk(locale, 'booking.new_time')).fill(target);
      await dialog.getByRole('button', { name: desk(locale, 'booking.save') }).press('Enter');
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByTestId('calendar-notice')).toContainText(date);
    // The server moved it: a drag lands on the nearest quarter hour (where the pointer let go), the form exactly.
    const moved = await api(page.request, customerToken, 'GET', `/orders/${order.id}`);
    const startAt = moved.body.data.products[0].start_at as string;
    const movedTo = startAt.slice(11, 16);
    expect(startAt).toMatch(new RegExp(`^${date}T\\d{2}:(00|15|30|45):00\\+03:00$`));
    if (locale === 'ar') expect(movedTo).toBe(target);
    else expect(Math.abs(minutesOf(movedTo) - minutesOf(target))).toBeLessThanOrEqual(30);
    expect(movedTo).not.toBe(slot);
    await expect(page.getByTestId('calendar-notice')).toContainText(movedTo);
    expect(booking.resource_id).toBe(resource.id);

    // A move onto another booking's time is refused: the booking stays where it was and the reason shows.
    const other = await customerBooking(page, who, deskToken, date);
    await openCalendar(page, locale, date);
    await expect(page.locator(`.hajz-booking-${other.order.order_number}`)).toBeVisible();
    await page.locator(`.hajz-booking-${order.order_number}`).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(desk(locale, 'booking.new_time')).fill(other.slot);
    await edit
      .getByLabel(desk(locale, 'booking.new_resource'))
      .selectOption(String(other.booking.resource_id));
    await edit.getByRole('button', { name: desk(locale, 'booking.save') }).click();
    await expect(edit.getByRole('alert')).toContainText(other.order.order_number);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    const still = await api(page.request, customerToken, 'GET', `/orders/${order.id}`);
    expect(still.body.data.products[0].start_at).toBe(startAt);

    // The customer sees the new time in my bookings and a notification.
    await mine.goto(prefix(locale, '/dashboard/bookings'));
    await hydrated(mine);
    await expect(mine.getByText(clock(movedTo, locale)).first()).toBeVisible();
    await mine.goto(prefix(locale, '/notifications'));
    await hydrated(mine);
    await expect(
      mine.getByText(
        locale === 'en'
          ? `Booking ${order.order_number} has a new time`
          : `موعد جديد للحجز ${order.order_number}`,
      ),
    ).toBeVisible();
    await customer.close();

    // A walk-in: a new customer by mobile, a service, who performs it, a time, cash at the desk.
    await page.getByTestId('new-booking').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: desk(locale, 'walk_in.title') })).toBeVisible();
    await dialog.getByLabel(desk(locale, 'walk_in.mobile')).fill(`0${randomMobile()}`);
    await dialog.getByRole('button', { name: desk(locale, 'walk_in.find') }).click();
    await expect(dialog.getByTestId('walk-in-customer')).toHaveText(desk(locale, 'walk_in.new_customer'));
    await dialog.getByLabel(desk(locale, 'walk_in.first_name')).fill('Walk');
    await dialog.getByLabel(desk(locale, 'walk_in.last_name')).fill('In');
    await dialog.getByLabel(desk(locale, 'walk_in.service')).selectOption(String(other.service.id));
    await dialog.getByLabel(desk(locale, 'walk_in.resource')).selectOption(String(other.booking.resource_id));
    // Late in that resource's shift, clear of both bookings.
    const shiftEnd = (other.resource.shifts.at(-1).end_at as string).slice(11, 16);
    await dialog
      .getByLabel(desk(locale, 'walk_in.time'))
      .fill(plusMinutes(shiftEnd, -(other.service.duration + other.service.buffer)));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: desk(locale, 'walk_in.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('calendar-notice')).toContainText(/HZ\d+/);
    const number = /HZ\d+/.exec((await page.getByTestId('calendar-notice').textContent()) ?? '')![0];
    await expect(page.locator(`.hajz-booking-${number}`)).toBeVisible();

    // The week around it, then 3 days: the same booking, the business's clock.
    for (const view of ['views.week', 'views.three_days', 'views.day'] as const) {
      await page.getByRole('button', { name: desk(locale, view), exact: true }).click();
      await expect(page.getByRole('button', { name: desk(locale, view), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator(`.hajz-booking-${number}`)).toBeVisible();
    }

    // The screen at a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: desk(locale, 'title') })).toBeVisible();
    await expectAccessible(page);
  });
}
