import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { signInStaff } from './admin-support';
import { randomMobile, signInByApi } from './auth-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 17 item 2 on a 390 px phone, in both languages: the owner adds a resource with a weekly shift for an existing
// service, its times are offered to customers, a shift change that would drop a booked time lists the booking first;
// the booking settings screen checks its fields inline. Two sign-ins, a booking and three axe scans: over 60 s.
test.describe.configure({ timeout: 150_000 });

type Locale = 'en' | 'ar';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ts = (locale: Locale, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (s, [k, v]) => s.replace(`{{${k}}}`, String(v)),
    tr(locale, 'admin/schedules', key),
  );
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
type Span = [number, number];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
/** The parts of `a` also in `b` (each a list of [from, to) minutes of one day; a shift past midnight ends there). */
const intersect = (a: Span[], b: Span[]): Span[] =>
  a.flatMap(([s1, e1]) =>
    b.flatMap(([s2, e2]): Span[] => {
      const [from, to] = [Math.max(s1, s2), Math.min(e1, e2 <= s2 ? 1440 : e2)];
      return to > from ? [[from, to]] : [];
    }),
  );
const plusHours = (hhmm: string, hours: number) =>
  `${String(Number(hhmm.slice(0, 2)) + hours).padStart(2, '0')}:${hhmm.slice(3, 5)}`;

async function call(
  request: APIRequestContext,
  token: string | null,
  method: string,
  url: string,
  data?: Json,
) {
  const res = await request.fetch(`/api/v1${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'idempotency-key': `e2e-schedules-${Math.random().toString(36).slice(2)}`,
    },
    data,
  });
  return { status: res.status(), body: (await res.json()) as Json };
}

/** The API's own words once saved (apps/api/src/i18n/schedules-messages.ts). */
const saidSaved = {
  en: { resource: 'The resource is saved', shifts: 'The weekly shifts are saved' },
  ar: { resource: 'تم حفظ المورد', shifts: 'تم حفظ المناوبات الأسبوعية' },
};

/** Start times offered on `date` for `visitors` people at once. */
async function offered(page: Page, serviceId: number, branchId: number, date: string, visitors: number) {
  const url = `/product-masters/${serviceId}/available-times?branch_id=${branchId}&visitors=${visitors}`;
  const res = await call(page.request, null, 'GET', url);
  expect(res.status).toBe(200);
  return ((res.body.data.times as Json[]).find((d) => d.date === date)?.slots ?? []).map(
    (s: Json) => s.from as string,
  );
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the owner adds a resource with a shift, customers get its times, a shift change lists the booking it drops`, async ({
    page,
    browser,
  }, testInfo) => {
    const token = await signInStaff(page, 'owner');
    const branches = (await call(page.request, null, 'GET', '/branches')).body.data.branches as Json[];
    const olaya = branches.find((b) => /olaya/i.test(b.name))!.id as number;
    const roster = (await call(page.request, token, 'GET', `/admin/resources?branch_id=${olaya}`)).body.data;
    // A date of its own: a weekday neither the other language's test nor the desk's calendar test (20, 21 days
    // ahead) books on, open at the branch.
    const date = dayAhead(locale === 'en' ? 23 : 25);
    const day = weekday(date);
    // A service and three hours of that day when every resource doing it works: booking one more visitor than
    // they are then needs the new resource, and only it can make those times bookable.
    const hours = (roster.branch_hours as Json[]).find((h) => h.day === day)!;
    const branchDay = intersect([[0, 1440]], [[minutes(hours.start_at), minutes(hours.end_at)]]);
    const plan = (roster.services as Json[])
      .map((service) => {
        const team = (roster.resources as Json[]).filter(
          (r) => r.is_active && r.service_ids.includes(service.id),
        );
        const common = team.reduce<Span[]>((acc, r) => {
          const own: Span[] = r.shifts.length
            ? r.shifts
                .filter((x: Json) => x.day === day)
                .map((x: Json) => [minutes(x.start_at), minutes(x.end_at)])
            : branchDay;
          return intersect(acc, own);
        }, branchDay);
        const window = common.find(([from, to]) => to - from >= 180);
        return { service, visitors: team.length + 1, window };
      })
      .filter((p) => p.window && p.visitors > 1 && p.visitors <= 5)
      .sort((x, y) => x.visitors - y.visitors)[0]!;
    expect(plan, 'a service whose resources all work three hours together').toBeTruthy();
    const { service, visitors } = plan;
    const [start, end] = [clock(plan.window![0]), clock(plan.window![0] + 180)];
    expect(await offered(page, service.id, olaya, date, visitors)).toEqual([]);

    await page.goto(prefix(locale, '/admin/schedules'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ts(locale, 'title'));
    await page.getByLabel(ts(locale, 'branch')).selectOption(String(olaya));
    await expect(page.getByTestId('resource-list')).not.toBeEmpty();
    await expectAccessible(page);

    // A new resource: inline errors first (nothing typed), then the names and the service.
    await page.getByTestId('resource-add').click();
    const editor = page.getByTestId('resource-editor');
    await editor.getByTestId('resource-save').click();
    await expect(editor.getByText(ts(locale, 'form_errors.schedules.name_en'))).toBeVisible();
    const name = `E2E ${locale} ${Date.now()}`;
    await editor.getByLabel(ts(locale, 'details.name_en')).fill(name);
    await editor.getByLabel(ts(locale, 'details.name_ar')).fill(`اختبار ${Date.now()}`);
    await editor.getByLabel(locale === 'ar' ? service.name_ar : service.name_en, { exact: true }).check();
    await editor.getByTestId('resource-save').press('Enter');
    await expect(page.getByTestId('schedules-status')).toHaveText(saidSaved[locale].resource);
    await expect(editor.getByTestId('follows-branch')).toHaveText(ts(locale, 'follows_branch'));
    const created = (
      (await call(page.request, token, 'GET', `/admin/resources?branch_id=${olaya}`)).body.data
        .resources as Json[]
    ).find((r) => r.name_en === name)!;

    // Its weekly shift: the first four hours of the branch's day, on the test date's weekday only.
    await editor.getByTestId('shift-add').click();
    await editor.locator(`#shifts-${created.id}-0-day`).selectOption(String(day));
    await editor.locator(`#shifts-${created.id}-0-start_at`).fill(start);
    await editor.locator(`#shifts-${created.id}-0-end_at`).fill(end);
    await editor.getByTestId('shifts-save').click();
    await expect(page.getByTestId('schedules-status')).toHaveText(saidSaved[locale].shifts);
    await expect(editor.getByTestId('follows-branch')).toHaveCount(0);
    await expectAccessible(page);

    // Issue 30 item 14: time off's date-time fields show their whole value, on a phone and at a desk.
    const away = editor.getByTestId('time-off-fields').locator('input[type="datetime-local"]');
    await away.first().fill(`${date}T${start}`);
    await away.last().fill(`${date}T${end}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const field of await away.all()) {
        // The value's own width (the browser's editable parts), against the room the field gives it.
        const [needed, room] = await field.evaluate((el: HTMLInputElement) => {
          const probe = document.createElement('span');
          const style = getComputedStyle(el);
          probe.style.font = style.font;
          probe.style.whiteSpace = 'pre';
          probe.textContent = new Intl.DateTimeFormat(navigator.language, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          }).format(new Date(el.value));
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const inner =
            el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          return [text + 24, inner]; // 24 px: the calendar button
        });
        expect(room, `at ${width} px`).toBeGreaterThanOrEqual(needed);
      }
      await away.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`time-off-${width}-${locale}.png`) });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await away.first().fill('');
    await away.last().fill('');

    // Customers now get times for one more visitor, inside the new shift only.
    const times = await offered(page, service.id, olaya, date, visitors);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((t: string) => t >= start && t < end)).toBe(true);

    // A customer books that many visitors at the shift's first time: it needs the new resource.
    const customer = await browser.newContext();
    const theirs = await customer.newPage();
    const customerToken = await signInByApi(theirs, randomMobile(), {
      first_name: 'Hessa',
      last_name: 'Alharbi',
      gender: 'Female',
      date_of_birth: '1993-02-01',
    });
    const held = await call(theirs.request, customerToken, 'POST', '/cart', {
      product_id: service.id,
      branch_id: olaya,
      date,
      selectedTime: times[0],
      visitors,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const placed = await call(theirs.request, customerToken, 'POST', '/orders', {
      payment_method_id: 'cash',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const number = placed.body.data.order.order_number as string;
    await customer.close();

    // Moving the shift two hours later would drop that booked time: the booking is listed before anything is saved.
    await editor.locator(`#shifts-${created.id}-0-start_at`).fill(plusHours(start, 2));
    await editor.getByTestId('shifts-save').click();
    const stranded = editor.getByTestId('stranded');
    await expect(stranded).toContainText(number);
    await expect(stranded).toContainText('Hessa');
    await expect(stranded.getByRole('heading')).toBeFocused();
    await expect(stranded.getByRole('heading')).toHaveText(ts(locale, 'stranded.title_one'));
    await expectAccessible(page);
    const unchanged = (await call(page.request, token, 'GET', `/admin/resources?branch_id=${olaya}`)).body
      .data.resources as Json[];
    expect(unchanged.find((r) => r.id === created.id)!.shifts).toEqual([
      { day, start_at: start, end_at: end },
    ]);
    // Not saved; then saved on purpose.
    await stranded.getByRole('button', { name: ts(locale, 'stranded.confirm') }).click();
    await expect(stranded).toHaveCount(0);
    const after = (await call(page.request, token, 'GET', `/admin/resources?branch_id=${olaya}`)).body.data
      .resources as Json[];
    expect(after.find((r) => r.id === created.id)!.shifts).toEqual([
      { day, start_at: plusHours(start, 2), end_at: end },
    ]);
  });

  test(`${locale}: booking settings check their fields inline, translated`, async ({ page }) => {
    await signInStaff(page, 'owner');
    await page.goto(prefix(locale, '/admin/settings'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ts(locale, 'settings.title'));
    const step = page.getByLabel(ts(locale, 'settings.slot_step_minutes'));
    await expect(step).not.toHaveValue('');
    await expectAccessible(page);
    // A step the database refuses: said under the field, nothing sent (the other tests' slots stay as they are).
    await step.fill('3');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText(ts(locale, 'form_errors.schedules.slot_step'))).toBeVisible();
    await expect(step).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });
}
