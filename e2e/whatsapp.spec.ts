import { createHmac } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr } from './support';
import type { PlacedOrder } from './bookings-support';
import { customerWithCart, expectBookings, openCheckout } from './checkout-support';

// Sign-in, a checkout on the site, the demo outbox and a signed webhook on a cold server: more than 30 s.
test.describe.configure({ timeout: 90_000 });

/** The quick replies' titles as approved in each language (apps/api/src/modules/messaging/templates.ts). */
const buttonTitles = {
  en: ['Reschedule', 'Cancel booking'],
  ar: ['تغيير الموعد', 'إلغاء الحجز'],
};

/** The demo's console WhatsApp channel signs with this unless WHATSAPP_APP_SECRET is set (README, ADR 0056). */
const demoAppSecret = 'hajz-demo-whatsapp-secret';

type OutboxMessage = {
  channel: 'sms' | 'whatsapp';
  body: string;
  messageId: string;
  template: string | null;
  language: string | null;
  parameters: string[];
  buttons: { title: string; payload: string }[];
};

async function outbox(page: Page, mobile: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

/** What Meta posts when the customer taps a quick reply of our template message `context`. */
function buttonTap(from: string, payload: string, title: string, context: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Reem' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
                  timestamp,
                  context: { from: '15550783881', id: context },
                  type: 'button',
                  button: { payload, text: title },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

for (const locale of ['en', 'ar'] as const) {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    fill(tr(locale, 'bookings', key), values);

  test(`the booking confirmation on WhatsApp, cancelled with a tap (${locale})`, async ({ page }) => {
    // A service in the cart a day or more ahead (inside the cancel window), booked on the site: cash at the branch.
    const { mobile } = await customerWithCart(page, locale, Date.now() + 24 * 3_600_000);
    const dialog = await openCheckout(page, locale);
    await dialog.locator('input[type=radio][value=cash]').check();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: tr(locale, 'checkout', 'choose.confirm_cash') }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { order } = ((await response.json()) as { data: { order: PlacedOrder } }).data;
    await expectBookings(page, locale);

    // The confirmation is a WhatsApp template in the booking's language, with Reschedule and Cancel.
    let confirmation: OutboxMessage | undefined;
    await expect
      .poll(async () => {
        confirmation = (await outbox(page, mobile)).find(
          (m) => m.channel === 'whatsapp' && m.template === 'hajz_booking_confirmed',
        );
        return confirmation !== undefined;
      })
      .toBe(true);
    expect(confirmation!.language).toBe(locale);
    expect(confirmation!.parameters).toContain(order.order_number);
    expect(confirmation!.body).toContain(order.order_number);
    const cancel = confirmation!.buttons.find((b) => b.payload === `booking.cancel:${order.id}`);
    expect(cancel).toBeDefined();
    expect(confirmation!.buttons).toEqual([
      { title: buttonTitles[locale][0], payload: `booking.reschedule:${order.id}` },
      { title: buttonTitles[locale][1], payload: `booking.cancel:${order.id}` },
    ]);

    // The customer taps Cancel: Meta posts the reply, signed with the app secret.
    const body = buttonTap(`966${mobile}`, cancel!.payload, cancel!.title, confirmation!.messageId);
    const signature = `sha256=${createHmac('sha256', demoAppSecret).update(body).digest('hex')}`;
    const unsigned = await page.request.post('/api/v1/messaging/webhook/whatsapp', {
      headers: { 'content-type': 'application/json' },
      data: body,
    });
    expect(unsigned.status()).toBe(401);
    const tapped = await page.request.post('/api/v1/messaging/webhook/whatsapp', {
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      data: body,
    });
    expect(tapped.status()).toBe(200);

    // The answer on WhatsApp, and the booking under Cancelled in my bookings.
    await expect
      .poll(async () =>
        (await outbox(page, mobile)).some(
          (m) => m.channel === 'whatsapp' && m.template === 'hajz_booking_cancelled',
        ),
      )
      .toBe(true);
    await page.goto(prefix(locale, '/dashboard/bookings'));
    await hydrated(page);
    const tabs = page.getByRole('tablist', { name: t('page.tabs') });
    await tabs.getByRole('tab', { name: t('page.cancelled') }).click();
    const done = page.getByTestId('booking-card').filter({
      has: page.getByRole('heading', { name: t('card.number', { number: order.order_number }) }),
    });
    await expect(done).toBeVisible();
    await expect(done).toHaveAttribute('data-cancelled', 'true');
    await expectAccessible(page);
  });
}
