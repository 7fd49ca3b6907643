import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomMobile, signInByApi } from './auth-support';
import { signInStaff } from './admin-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 29 (ADR 0065): the owner's messaging screen at 390 px — the fallback minutes in Arabic; an offer in English,
// its reach before and its count after; a customer who texted STOP is not reached, one who did not is.

type Locale = 'en' | 'ar';
const tm = (locale: Locale, key: string) => tr(locale, 'admin/messaging', key);
/** The demo's console SMS gateway takes inbound texts with this secret unless SMS_INBOUND_SECRET is set. */
const demoSmsSecret = 'hajz-demo-sms-secret';
const born = { gender: 'Female', date_of_birth: '1994-03-11' };

async function phone(browser: Browser) {
  return (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
}

type OutboxMessage = { channel: 'sms' | 'whatsapp'; template: string | null; body: string };
async function outbox(page: Page, mobile: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}
const offersIn = (messages: OutboxMessage[]) =>
  messages.filter((m) => m.template === 'hajz_marketing_offer' || m.body.includes('/services'));

test('the owner sets the WhatsApp → SMS fallback minutes (ar)', async ({ browser }) => {
  const owner = await phone(browser);
  await signInStaff(owner, 'owner');
  await owner.goto(prefix('ar', '/admin/messaging'));
  await hydrated(owner);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(tm('ar', 'title'));
  const minutes = owner.getByLabel(tm('ar', 'fallback.minutes'));
  await minutes.fill('0');
  await owner.getByRole('button', { name: tm('ar', 'save') }).click();
  await expect(owner.getByText(tm('ar', 'fallback.invalid'))).toBeVisible();
  await expectAccessible(owner);
  await minutes.fill('15');
  await owner.getByRole('button', { name: tm('ar', 'save') }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'تم الحفظ' })).toBeVisible();
  await owner.reload();
  await hydrated(owner);
  await expect(owner.getByLabel(tm('ar', 'fallback.minutes'))).toHaveValue('15');
});

test('the owner sends an offer: its reach first, a STOPped customer is not reached (en)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await phone(browser);
  // Two customers who ticked "offers and news" at sign-up (ADR 0068): one then texts STOP to our SMS number (the
  // console gateway's inbound webhook), one does not.
  const [stops, stays] = [randomMobile(), randomMobile()];
  for (const [mobile, first_name] of [
    [stops, 'Huda'],
    [stays, 'Nada'],
  ])
    await signInByApi(owner, mobile!, {
      first_name: first_name!,
      last_name: 'Alharbi',
      ...born,
      marketing_messages: '1',
    });
  await owner.context().clearCookies();
  const stop = await owner.request.post(`/api/v1/messaging/webhook/sms/console?secret=${demoSmsSecret}`, {
    data: { id: `e2e-stop-${stops}`, from: `966${stops}`, text: ' Stop ' },
  });
  expect(((await stop.json()) as { data: { outcome: string } }).data.outcome).toBe('stopped');

  await signInStaff(owner, 'owner');
  await owner.goto('/admin/messaging');
  await hydrated(owner);
  const reach = owner.getByTestId('offer-reach');
  await expect(reach).toContainText(/It will reach \d+ customers?\./);
  const count = Number(/reach (\d+)/.exec((await reach.textContent()) ?? '')![1]);
  await owner.getByLabel(tm('en', 'offer.text_en')).fill('20% off every massage this week');
  await owner.getByLabel(tm('en', 'offer.text_ar')).fill('خصم 20٪ على كل مساج هذا الأسبوع');
  await owner.getByRole('button', { name: `Send to ${count} customers` }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'on its way' })).toBeVisible();
  await expect(owner.getByTestId('offer-sent-today')).toBeVisible();
  await expectAccessible(owner);
  // The customer who did not STOP gets it on WhatsApp (the demo's channel); the one who did gets nothing.
  await expect.poll(async () => offersIn(await outbox(owner, stays)).length).toBe(1);
  expect(offersIn(await outbox(owner, stops))).toEqual([]);
  // How many it went to, once the outbox has sent it (other specs' customers may join meanwhile: at least ours).
  await owner.reload();
  await hydrated(owner);
  await expect(owner.getByTestId('offer-counts').first()).toHaveText(
    /^Sent to [1-9]\d* of [1-9]\d* · skipped \d+$/,
  );
});
