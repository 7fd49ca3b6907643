import { expect, test } from './test';
import { expectAccessible, fill, hydrated, prefix, tr } from './support';
import { signInStaff } from './admin-support';
import { anotherCustomer, fillOneTime, waitingCustomer } from './waitlist-support';

// Issue 28 item 4 (ADR 0055): the desk sees the day's waitlist and offers a time by hand, on a 390 px phone in both
// languages. A dozen customers' sign-ins fill one time first: over a minute.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

type Entry = { id: number; status: string; offer_start_at: string | null; offer_expires_at: string | null };

for (const locale of ['en', 'ar'] as const) {
  const t = (ns: string, key: string, values?: Record<string, string | number>) =>
    fill(tr(locale, ns, key), values);

  test(`the receptionist offers a waiting customer a time by hand (${locale})`, async ({ page, browser }) => {
    // Olaya, where the demo receptionist works: one time of a service there taken, and a customer waiting for it.
    const branches = (await (
      await page.request.get('/api/v1/branches', { headers: { 'accept-language': 'en' } })
    ).json()) as { data: { branches: { id: number; name: string }[] } };
    const olaya = branches.data.branches.find((b) => b.name.includes('Olaya'))!.id;
    const full = await fillOneTime(browser, page, olaya);
    const customer = await anotherCustomer(browser);
    const headers = { authorization: `Bearer ${customer.token}`, 'accept-language': locale };
    const joined = await customer.api.post('/api/v1/waitlist', {
      headers,
      data: {
        product_id: full.product.id,
        branch_id: olaya,
        date: full.date,
        start_at: full.slot.from_date_time,
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const entryId = ((await joined.json()) as { data: { entry: Entry } }).data.entry.id;

    await signInStaff(page, 'receptionist');
    await page.goto(prefix(locale, '/admin'));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const nav = page.getByRole('navigation', { name: t('admin/admin', 'nav.label') });
    await nav.getByRole('link', { name: t('admin/admin', 'nav.waitlist') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin/waitlist-admin', 'title'));
    await expect(nav.getByRole('link', { name: t('admin/admin', 'nav.waitlist') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // It opens on today; the entry is on its own day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const dateField = page.getByLabel(t('admin/admin', 'day_filter.date'), { exact: true });
    await expect(dateField).toHaveValue(today);
    await dateField.fill(full.date);

    const row = page.getByTestId('admin-waitlist-entry').filter({ hasText: customer.mobile });
    await expect(row).toHaveAttribute('data-status', 'waiting');
    await expect(row).toContainText(t('admin/waitlist-admin', 'status.waiting'));
    await expect(row).toContainText(`${waitingCustomer.first_name} ${waitingCustomer.last_name}`);
    await expectAccessible(page);

    const name = `${waitingCustomer.first_name} ${waitingCustomer.last_name}`;
    await row.getByRole('button', { name: t('admin/waitlist-admin', 'offer.open_for', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: t('admin/waitlist-admin', 'offer.title', { name }) });
    await expect(dialog).toBeVisible();
    const slots = dialog.getByTestId('time-slots').locator('label');
    await expect(slots.first()).toBeVisible();
    await expectAccessible(page);

    // Tests beside this one book the same service: a time taken meanwhile is the server's 409, said in the dialog
    // in the page's language, and the free times come again without it. Then the desk picks another.
    let offeredAt = '';
    for (let attempt = 1; !offeredAt; attempt++) {
      const count = await slots.count();
      // Keyboard: focus the chosen time and take it with Space.
      const radio = slots.nth(Math.floor(Math.random() * count)).locator('input[type=radio]');
      const picked = (await radio.getAttribute('value'))!;
      await radio.focus();
      await page.keyboard.press('Space');
      await expect(dialog.getByRole('radio', { checked: true })).toHaveValue(picked);
      const answered = page.waitForResponse((r) =>
        r.url().endsWith(`/api/v1/admin/waitlist/${entryId}/offer`),
      );
      await dialog.getByRole('button', { name: t('admin/waitlist-admin', 'offer.submit') }).click();
      const answer = await answered;
      const body = (await answer.json()) as { message: string; data: { entry: Entry } };
      if (answer.status() === 200) {
        offeredAt = body.data.entry.offer_start_at!;
        await expect(page.getByTestId('waitlist-notice')).toHaveText(body.message);
        break;
      }
      expect(answer.status(), JSON.stringify(body)).toBe(409);
      expect(attempt).toBeLessThan(3);
      await expect(dialog.getByTestId('offer-refused')).toHaveText(body.message);
    }
    await expect(dialog).toBeHidden();
    await expect(row).toHaveAttribute('data-status', 'offered');
    await expect(row.getByTestId('admin-waitlist-offer')).toBeVisible();
    await expect(row).toContainText(t('admin/waitlist-admin', 'status.offered'));
    await expectAccessible(page);

    // The customer sees the offer: the time the desk chose, held for them.
    const mine = (await (await customer.api.get('/api/v1/waitlist', { headers })).json()) as {
      data: { entries: Entry[] };
    };
    const entry = mine.data.entries.find((e) => e.id === entryId)!;
    expect(entry.status).toBe('offered');
    expect(Date.parse(entry.offer_start_at!)).toBe(Date.parse(offeredAt));
    expect(Date.parse(entry.offer_expires_at!)).toBeGreaterThan(Date.now());

    if (locale === 'ar') {
      // No English on the Arabic screen but what people are called (their names, as they wrote them).
      const text = await page.locator('main').innerText();
      const names = await page.getByTestId('admin-waitlist').locator('bdi').allInnerTexts();
      const left = names.reduce((all, n) => all.replaceAll(n, ''), text);
      expect(left.match(/[A-Za-z]{2,}/g)).toBeNull();
    }
  });
}
