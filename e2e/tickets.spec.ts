/**
 * Support tickets end to end (issue 16 item 7), in English and Arabic: a customer asks about their booking from its
 * details (with a photo), the Olaya front desk answers in the back office, the customer sees the answer unread (the
 * dashboard's badge and the ticket's) and reads it; axe on the customer's tickets page and on the desk's screen,
 * the Arabic walk on a 390 px phone, the English one on a desk-sized window.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { randomMobile, sharedSignIn, signInByApi, tinyPng } from './auth-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

type Locale = 'en' | 'ar';
// Two browsers, a booking, four axe scans: under load on a 2-core machine this walk took two minutes.
test.describe.configure({ timeout: 180_000 });

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** A confirmed cash booking at Rawnaq Olaya (the demo receptionist's branch), at least a day ahead. */
async function bookAtOlaya(
  page: Page,
  token: string,
  locale: Locale,
): Promise<{ id: number; number: string }> {
  const api = page.request;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
  const branches = (await (
    await api.get('/api/v1/branches', { headers: { 'accept-language': 'en' } })
  ).json()) as {
    data: { branches: { id: number; name: string }[] };
  };
  const olaya = branches.data.branches.find((b) => b.name === 'Rawnaq Olaya')!.id;
  const products = (await (await api.get('/api/v1/products?type=service', { headers })).json()) as {
    data: { products: { id: number; branch_ids: number[] }[] };
  };
  const product = products.data.products.find((p) => p.branch_ids.includes(olaya))!;
  const times = (await (
    await api.get(`/api/v1/product-masters/${product.id}/available-times?branch_id=${olaya}&visitors=1`, {
      headers,
    })
  ).json()) as { data: { times: { date: string; slots: { from: string; from_date_time: string }[] }[] } };
  const slots = times.data.times
    .flatMap((d) => d.slots.map((s) => ({ date: d.date, time: s.from, at: Date.parse(s.from_date_time) })))
    .filter((s) => s.at > Date.now() + 24 * 3_600_000);
  for (let attempt = 0; attempt < 10 && slots.length > 0; attempt++) {
    const pick = slots.splice(Math.floor(Math.random() * slots.length), 1)[0]!;
    const held = await api.post('/api/v1/cart', {
      headers,
      data: {
        product_id: product.id,
        branch_id: olaya,
        date: pick.date,
        selectedTime: pick.time,
        visitors: 1,
      },
    });
    if (held.ok()) break;
  }
  const placed = await api.post('/api/v1/orders', {
    headers: {
      ...headers,
      'idempotency-key': `e2e-tickets-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: { payment_method_id: 'cash' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: number; order_number: string } } }).data
    .order;
  return { id: order.id, number: order.order_number };
}

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string) => tr(locale, 'tickets', key);
  const s = (key: string) => tr(locale, 'admin/support', key);
  const width = locale === 'ar' ? 390 : 1280;

  test(`a customer asks about a booking, the desk answers, the customer reads it (${locale}, ${width} px)`, async ({
    browser,
  }) => {
    const customer = await newPage(browser, width);
    const mobile = randomMobile();
    const token = await signInByApi(customer, mobile, {
      first_name: 'Noura',
      last_name: 'Ali',
      gender: 'Female',
      date_of_birth: '1994-05-06',
    });
    const booking = await bookAtOlaya(customer, token, locale);
    const subject = locale === 'ar' ? `موقف السيارات ${booking.number}` : `Parking for ${booking.number}`;

    // From the booking's details: "Ask about this booking" opens the new ticket form linked to it.
    await customer.goto(prefix(locale, `/dashboard/bookings?booking=${booking.id}`));
    await hydrated(customer);
    const details = customer.getByRole('dialog', { name: new RegExp(booking.number) });
    await details.getByRole('button', { name: tr(locale, 'bookings', 'show.ask') }).click();
    await expect(customer).toHaveURL(new RegExp(`/dashboard/tickets\\?new=1&order=${booking.id}$`));
    const form = customer.getByTestId('new-ticket-form');
    await expect(form.getByTestId('ticket-booking')).toHaveValue(String(booking.id));
    await form.getByLabel(t('form.subject')).fill(subject);
    await form
      .getByLabel(t('form.message'))
      .fill(locale === 'ar' ? 'هل يوجد موقف سيارات؟' : 'Is there parking?');
    await form
      .getByTestId('image-attach')
      .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: tinyPng });
    await form.getByRole('button', { name: t('form.submit') }).click();
    await expect(customer).toHaveURL(/\/dashboard\/tickets\?ticket=\d+$/);
    const ticketId = Number(new URL(customer.url()).searchParams.get('ticket'));
    const thread = customer.getByTestId('ticket-thread');
    await expect(thread.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(thread.getByRole('link', { name: new RegExp(booking.number) })).toBeVisible();
    // The photo comes back as our own re-encoding, fetched with the session (not a public link).
    await expect(thread.getByTestId('ticket-picture')).toBeVisible();
    await expect(thread.getByTestId('ticket-picture')).toHaveAttribute('src', /^blob:/);

    // The Olaya front desk answers in the back office.
    const desk = await newPage(browser, width);
    await sharedSignIn(desk, '500000111');
    await desk.goto(prefix(locale, '/admin/tickets?unread=1'));
    await hydrated(desk);
    await expect(desk.getByRole('heading', { level: 1, name: s('title') })).toBeVisible();
    const row = desk.getByTestId('desk-ticket').filter({ hasText: subject });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row.getByTestId('desk-ticket-status')).toHaveText(s('status.open'));
    await expectAccessible(desk);
    await row.click();
    const deskThread = desk.getByTestId('desk-ticket-thread');
    await expect(deskThread.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(deskThread.getByTestId('ticket-picture')).toHaveAttribute('src', /^blob:/);
    const answer = locale === 'ar' ? 'نعم، خلف الفرع مباشرة.' : 'Yes, right behind the branch.';
    await deskThread.getByLabel(s('thread.reply')).fill(answer);
    await deskThread.getByRole('button', { name: s('thread.send') }).click();
    await expect(deskThread.getByTestId('desk-ticket-status')).toHaveText(s('status.awaiting_customer'));
    await expect(deskThread.getByTestId('ticket-message').last()).toContainText(answer);
    await expectAccessible(desk);

    // The customer is told by SMS, with a link to the ticket in their language.
    await expect
      .poll(async () => {
        const res = await customer.request.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
        const body = (await res.json()) as { data: { messages: { body: string }[] } };
        return body.data.messages.map((m) => m.body).join('\n');
      })
      .toContain(`${locale === 'ar' ? '/ar' : ''}/dashboard/tickets?ticket=${ticketId}`);

    // The customer's tickets: the answer is unread, on the navigation and on the ticket.
    await customer.goto(prefix(locale, '/dashboard/tickets'));
    await hydrated(customer);
    await expect(customer.getByTestId('tickets-nav-badge')).toHaveText('1');
    const item = customer.getByTestId('ticket-item').filter({ hasText: subject });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item.getByTestId('ticket-unread')).toHaveText('1');
    await expect(item.getByTestId('ticket-status')).toHaveText(t('status.awaiting_customer'));
    await expectAccessible(customer);

    // Reading it clears both badges, without a reload.
    await item.click();
    const read = customer.getByTestId('ticket-thread');
    await expect(read.getByTestId('ticket-message').last()).toContainText(answer);
    await expect(read.locator('[data-side=staff]')).toHaveCount(1);
    await expect(customer.getByTestId('tickets-nav-badge')).toHaveCount(0);
    await expectAccessible(customer);

    // A reply that fails says so in a toast that never covers Send, the button needed next (issue 30 item 6: the
    // toast system keeps clear of the control in use, here at the bottom of a phone's screen).
    const sendButton = read.getByRole('button', { name: t('thread.send') });
    await customer.route(`**/api/v1/tickets/${ticketId}/messages`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'Try again in a moment', data: null }),
      }),
    );
    await read.getByLabel(t('thread.reply')).fill('?');
    await sendButton.click();
    const failed = customer.locator('ol > li').filter({ hasText: 'Try again in a moment' });
    await expect(failed).toBeVisible();
    const [box, send] = [(await failed.boundingBox())!, (await sendButton.boundingBox())!];
    const overlaps =
      box.x < send.x + send.width &&
      send.x < box.x + box.width &&
      box.y < send.y + send.height &&
      send.y < box.y + box.height;
    expect(overlaps, `a toast covers Send: ${JSON.stringify({ box, send })}`).toBe(false);
    await customer.unroute(`**/api/v1/tickets/${ticketId}/messages`);

    // And keyboard: the customer answers back with Ctrl+Enter; the ticket waits for the business again.
    await read.getByLabel(t('thread.reply')).fill(locale === 'ar' ? 'شكرًا!' : 'Thank you!');
    await read.getByLabel(t('thread.reply')).press('Control+Enter');
    await expect(read.getByTestId('ticket-status')).toHaveText(t('status.open'));
    await customer.goto(prefix(locale, '/dashboard/tickets'));
    await hydrated(customer);
    await expect(customer.getByTestId('ticket-item').filter({ hasText: subject })).toHaveAttribute(
      'data-unread',
      'false',
    );
    await customer.context().close();
    await desk.context().close();
  });
}

test('the contact page: a guest leaves their mobile (en); a signed-in customer’s message opens a ticket (ar, 390 px)', async ({
  page,
  browser,
}) => {
  const p = (locale: Locale, key: string) => tr(locale, 'pages', `contact.form.${key}`);
  await page.goto('/contact');
  await hydrated(page);
  const guest = page.getByTestId('contact-form');
  await guest.getByLabel(p('en', 'name')).fill('Maha');
  await guest.getByLabel(p('en', 'mobile')).fill(randomMobile());
  await guest.getByLabel(p('en', 'message')).fill('Do you open on Fridays?');
  await guest.getByRole('button', { name: p('en', 'send') }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('contact you on your mobile');
  await expect(page.getByTestId('contact-sent')).toBeFocused();
  await expectAccessible(page);

  const customer = await newPage(browser, 390);
  await signInByApi(customer, randomMobile(), {
    first_name: 'Reem',
    last_name: 'Saad',
    gender: 'Female',
    date_of_birth: '1990-01-02',
  });
  await customer.goto('/ar/contact');
  await hydrated(customer);
  const form = customer.getByTestId('contact-form');
  await expect(form.getByLabel(p('ar', 'name'))).toHaveCount(0);
  await form.getByLabel(p('ar', 'subject')).fill('الدفع عند الوصول');
  await form.getByLabel(p('ar', 'message')).fill('هل يمكنني الدفع نقدًا في الفرع؟');
  await expectAccessible(customer);
  await form.getByRole('button', { name: p('ar', 'send') }).click();
  const sent = customer.getByTestId('contact-sent');
  await expect(sent).toContainText(p('ar', 'follow'));
  await sent.getByRole('link', { name: p('ar', 'open_ticket') }).click();
  await expect(customer).toHaveURL(/\/ar\/dashboard\/tickets\?ticket=\d+$/);
  await expect(
    customer.getByTestId('ticket-thread').getByRole('heading', { name: 'الدفع عند الوصول' }),
  ).toBeVisible();
  await customer.context().close();
});
