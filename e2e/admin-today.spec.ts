/**
 * Issue 30 items 9 and 10 in the browser: the receptionist's "today" on the back office's first page (each figure the
 * server's, each opening the list behind it, the list as long as the figure), and the day calendar (every block
 * naming its booking number and service, every column reachable at 1280 px with the times in view, a booking left
 * outside working time flagged until it is moved) — in English and Arabic, at 1280 px and 390 px.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr, fill } from './support';
import { randomMobile, sharedSignIn, signInByApi } from './auth-support';

test.describe.configure({ timeout: 150_000 });

type Locale = 'en' | 'ar';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const receptionistMobile = '500000111';
const today = (locale: Locale, key: string) => tr(locale, 'admin/today', key);
const desk = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  fill(tr(locale, 'admin/desk', key), values);
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: Json,
) {
  const res = await request.fetch(`/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      'idempotency-key': `e2e-today-${Math.random().toString(36).slice(2)}`,
    },
    data,
  });
  return { status: res.status(), body: (await res.json()) as Json };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: today at my branch — each figure the server's, opening a list as long as it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await sharedSignIn(page, receptionistMobile);
    const figures = (await api(page.request, token, 'GET', '/admin/today')).body.data as Json;
    const branch = figures.branches[0] as Json;
    await page.goto(prefix(locale, '/admin'));
    await hydrated(page);
    const overview = page.getByTestId('today-overview');
    await expect(overview.getByRole('heading', { level: 2, name: today(locale, 'title') })).toBeVisible();
    const section = overview.getByTestId(`today-branch-${branch.branch_id}`);
    const figure = (id: string) => section.getByTestId(id).locator('span').first();
    await expect(figure('today-bookings')).toHaveText(String(branch.bookings));
    await expect(figure('today-arrived')).toHaveText(String(branch.arrived));
    await expect(figure('today-to-come')).toHaveText(String(branch.to_come));
    await expect(figure('today-no-shows')).toHaveText(String(branch.no_shows));
    await expect(figure('today-cancelled')).toHaveText(String(branch.cancelled));
    expect(branch.bookings).toBe(branch.arrived + branch.to_come + branch.no_shows);
    await expectAccessible(page);
    await shot(page, `today-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByTestId('today-bookings')).toBeVisible();
    await expectAccessible(page);
    await shot(page, `today-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Each figure opens its list: the bookings of today in this branch, filtered the same way, as many as it says.
    for (const [id, count, visit] of [
      ['today-bookings', branch.bookings, 'visit=booked'],
      ['today-to-come', branch.to_come, 'visit=to_come'],
    ] as const) {
      await page.goto(prefix(locale, '/admin'));
      await hydrated(page);
      await section.getByTestId(id).click();
      await expect(page).toHaveURL(new RegExp(`${visit}`));
      await expect(page).toHaveURL(new RegExp(`from=${figures.date}&to=${figures.date}`));
      await hydrated(page);
      await expect(page.getByTestId('bookings-today-filter')).toBeVisible();
      if (count === 0) await expect(page.getByTestId('bookings-none')).toBeVisible();
      else
        await expect(page.getByTestId('admin-bookings').locator(':scope > li')).toHaveCount(
          Math.min(count, 25),
        );
    }
    await expectAccessible(page);
    await page.goto(prefix(locale, '/admin'));
    await hydrated(page);
    await section.getByTestId('today-occupancy').click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/calendar\\?branch_id=${branch.branch_id}&date=${figures.date}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: desk(locale, 'title') })).toBeVisible();
  });

  test(`${locale}: the day calendar — readable blocks, every column at 1280 px, a booking outside working time flagged until moved`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const deskToken = await sharedSignIn(page, receptionistMobile);
    const date = dayAhead(locale === 'en' ? 24 : 25);
    const me = (await api(page.request, deskToken, 'GET', '/admin/me')).body.data;
    const branchId = me.branch_ids[0] as number;
    const calendarOn = async () =>
      (
        await api(
          page.request,
          deskToken,
          'GET',
          `/admin/calendar?branch_id=${branchId}&from=${date}&to=${date}`,
        )
      ).body.data as Json;
    const before = await calendarOn();
    const service = (before.services as Json[]).find((s) =>
      (before.resources as Json[]).some((r) => r.service_ids.includes(s.id) && r.shifts.length > 0),
    )!;
    // A customer books the first time of the day, in a browser of their own.
    const customer = await browser.newContext();
    const mine = await customer.newPage();
    const customerToken = await signInByApi(mine, randomMobile(), {
      first_name: 'Reem',
      last_name: 'Alharbi',
      gender: 'Female',
      date_of_birth: '1992-02-02',
    });
    const times = (
      await api(
        mine.request,
        customerToken,
        'GET',
        `/product-masters/${service.id}/available-times?branch_id=${branchId}`,
      )
    ).body.data.times as { date: string; slots: { from: string }[] }[];
    const slot = times.find((d) => d.date === date)!.slots[0]!.from;
    expect(
      (
        await api(mine.request, customerToken, 'POST', '/cart', {
          product_id: service.id,
          branch_id: branchId,
          date,
          selectedTime: slot,
        })
      ).status,
    ).toBe(201);
    const placed = await api(mine.request, customerToken, 'POST', '/orders', { payment_method_id: 'cash' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order as Json;
    await customer.close();
    const booked = ((await calendarOn()).bookings as Json[]).find(
      (b) => b.order_number === order.order_number,
    )!;
    expect(booked.outside_hours).toBe(false);
    // The desk places it an hour before the shift starts (someone comes in early): outside working time.
    const early = `${date}T${String(Number(slot.slice(0, 2)) - 1).padStart(2, '0')}:${slot.slice(3)}:00+03:00`;
    const placedEarly = await api(
      page.request,
      deskToken,
      'POST',
      `/admin/bookings/${booked.order_product_id}/move`,
      {
        start_at: early,
        outside_shift: true,
      },
    );
    expect(placedEarly.status, JSON.stringify(placedEarly.body)).toBe(200);

    await page.goto(prefix(locale, `/admin/calendar?branch_id=${branchId}&date=${date}`));
    await hydrated(page);
    const block = page.locator(`.hajz-booking-${order.order_number}`);
    await expect(block).toBeVisible();
    // The block names its number and service (and says it is outside working time), whatever its size.
    const serviceName = locale === 'ar' ? service.name_ar : service.name_en;
    await expect(block).toContainText(order.order_number);
    await expect(block).toContainText(serviceName);
    await expect(block).toContainText(desk(locale, 'outside_hours'));
    await expect(block).toHaveClass(/hajz-outside/);
    // The full details on hover (the customer among them), and Enter on the block or a tap opens the booking.
    await expect(block).toHaveAttribute('title', /Reem Alharbi/);
    await expect(block).toHaveAttribute('title', new RegExp(serviceName));
    const bookingHeading = page
      .getByRole('dialog')
      .getByRole('heading', { name: desk(locale, 'booking.title', { number: order.order_number }) });
    await block.focus();
    await page.keyboard.press('Enter');
    await expect(bookingHeading).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bookingHeading).toBeHidden();
    await block.click();
    await expect(bookingHeading).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const notice = page.getByTestId('calendar-outside');
    await expect(notice).toContainText(order.order_number);
    await expectAccessible(page);
    await shot(page, `calendar-${locale}-1280`);

    // Every column is reachable at 1280 px: the grid scrolls sideways inside itself, its times staying in view.
    const grid = page.locator('.hajz-calendar .ec-main');
    await grid.focus();
    await expect(grid).toBeFocused();
    const geometry = await grid.evaluate((el) => {
      el.scrollLeft = el.scrollWidth * (document.dir === 'rtl' ? -1 : 1);
      const heads = [...el.querySelectorAll('.ec-col-head')];
      const last = heads.at(-1)!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const times = el.querySelector('.ec-body .ec-sidebar')!.getBoundingClientRect();
      return {
        lastInside: last.left >= box.left - 1 && last.right <= box.right + 1,
        timesInside: times.left >= box.left - 1 && times.right <= box.right + 1,
      };
    });
    expect(geometry).toEqual({ lastInside: true, timesInside: true });
    await shot(page, `calendar-${locale}-1280-scrolled`);

    // The flag stays until someone moves it: from the notice, the booking's form puts it back inside the shift.
    await notice.getByRole('button', { name: new RegExp(order.order_number) }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: desk(locale, 'booking.title', { number: order.order_number }) }),
    ).toBeVisible();
    await dialog.getByLabel(desk(locale, 'booking.new_time')).fill(slot);
    await dialog.getByRole('button', { name: desk(locale, 'booking.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('calendar-notice')).toContainText(slot);
    await expect(page.getByTestId('calendar-outside')).toHaveCount(0);
    await expect(page.locator(`.hajz-booking-${order.order_number}`)).not.toHaveClass(/hajz-outside/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator(`.hajz-booking-${order.order_number}`)).toBeVisible();
    await expectAccessible(page);
    await shot(page, `calendar-${locale}-390`);
  });
}
