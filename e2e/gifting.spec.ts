import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { enterNumberAndCode, randomMobile } from './auth-support';
import { expectAccessible, hydrated, prefix, tr } from './support';
import {
  cards,
  chooseOnline,
  customerWithCart,
  expectBookings,
  popupFrom,
  typeCard,
} from './checkout-support';

// Two customers, a card payment in a pop-up, a sign-up and a reschedule: well past the default budget.
test.describe.configure({ timeout: 150_000 });

type Locale = 'en' | 'ar';

/** The text messages the console SMS provider "sent" to a number, newest first (the demo outbox). */
async function textsTo(page: Page, mobile: string): Promise<string[]> {
  const res = await page.request.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
  return ((await res.json()) as { data: { messages: { body: string }[] } }).data.messages.map((m) => m.body);
}

/** The sender: a service in the cart, sent as a gift to `mobile` with its text in `textLocale`, paid by card. */
async function sendGift(page: Page, locale: Locale, mobile: string, textLocale: Locale) {
  const t = (key: string) => tr(locale, 'gifting', key);
  await customerWithCart(page, locale);
  await page.goto(prefix(locale, '/cart'));
  await hydrated(page);
  await page.getByRole('button', { name: t('cart.send') }).click();
  const form = page.getByRole('dialog', { name: t('form.title') });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: t('form.confirm') })).toBeDisabled();
  await form.getByLabel(t('form.first_name')).fill('Noura');
  await form.getByLabel(t('form.last_name')).fill('Alqahtani');
  await form.getByLabel(t('form.mobile')).fill(mobile);
  await form.getByRole('radio', { name: t(`form.language_${textLocale}`) }).check();
  await form.getByLabel(t('form.message')).fill('  Happy birthday!  ');
  await expectAccessible(page);
  await form.getByRole('button', { name: t('form.confirm') }).click();
  await expect(page.getByTestId('gift-choice')).toContainText('Noura Alqahtani');

  const selection = await chooseOnline(page, locale);
  const popup = await popupFrom(page, () =>
    selection.getByRole('button', { name: tr(locale, 'checkout', 'select.new_card') }).click(),
  );
  await typeCard(popup, cards.success);
  await expectBookings(page, locale);
}

/** The recipient opens the link from their text, signs up with that number and lands on the gift. */
async function openGiftFromText(page: Page, link: string, locale: Locale, mobile: string) {
  const ta = (key: string) => tr(locale, 'auth', key);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(page);
  await expect(page.getByTestId('gift-guest')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('gift-guest').getByRole('button').click();
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByRole('heading', { name: ta('intro.title') })).toBeVisible();
  await wizard.getByRole('button', { name: ta('intro.continue'), exact: true }).click();
  await enterNumberAndCode(page, locale, mobile);
  await expect(wizard.getByRole('heading', { name: ta('complete.title') })).toBeVisible();
  await wizard.getByLabel(new RegExp(ta('complete.first_name'))).fill('Noura');
  await wizard.getByLabel(new RegExp(ta('complete.last_name'))).fill('Alqahtani');
  await wizard.locator('label', { hasText: ta('complete.female') }).click();
  await wizard.getByRole('button', { name: new RegExp(ta('complete.date_of_birth')) }).click();
  await wizard.locator('select').nth(1).selectOption('1996');
  await wizard.locator('.rdp-day button', { hasText: /^12$/ }).first().click();
  await wizard.getByRole('button', { name: ta('complete.continue'), exact: true }).click();
}

async function twoCustomers(browser: Browser) {
  const sender = await (await browser.newContext()).newPage();
  const recipient = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  return { sender, recipient };
}

for (const [senderLocale, recipientLocale] of [
  ['en', 'ar'],
  ['ar', 'en'],
] as const) {
  const tr1 = (key: string) => tr(recipientLocale, 'gifting', key);
  const ts = (key: string) => tr(senderLocale, 'gifting', key);

  test(`a gift paid by card: the recipient signs up from the text, chooses another time, the sender sees it (${senderLocale} → ${recipientLocale})`, async ({
    browser,
  }) => {
    const { sender, recipient } = await twoCustomers(browser);
    const mobile = randomMobile();
    await sendGift(sender, senderLocale, mobile, recipientLocale);

    // One message, in the language the sender chose, with a link; no price.
    await expect.poll(async () => (await textsTo(sender, mobile)).length).toBe(1);
    const [text] = await textsTo(sender, mobile);
    // Never the sender's own words (issue 29): who sent a gift, and our link to it.
    expect(text).not.toContain('Happy birthday!');
    expect(text).not.toMatch(/SAR|ر\.س/);
    const link = /(https?:\/\/\S+gift-list\?gift=\d+)/.exec(text!)![1]!;
    expect(new URL(link).pathname).toBe(prefix(recipientLocale, '/gift-list'));

    await openGiftFromText(recipient, link, recipientLocale, mobile);
    const details = recipient.getByRole('dialog', {
      name: new RegExp(tr1('details.title').replace('{{number}}', '')),
    });
    await expect(details).toBeVisible({ timeout: 15_000 });
    await expect(details.getByTestId('row-gifted')).toContainText(/\S+ \S+/);
    await expect(details).toContainText('Happy birthday!');
    await expect(details.getByText(tr1('details.view_invoice'))).toHaveCount(0);
    await expectAccessible(recipient);
    const time = (await details.getByTestId('row-time').locator('dd').innerText()).trim();

    // Another time: the schedule dialog, the first free date chosen, a time other than the gift's.
    await details.getByTestId('gift-select-time').click();
    const schedule = recipient.getByRole('dialog', { name: tr1('schedule.title') });
    await expect(schedule.getByTestId('time-slots')).toBeVisible();
    await expectAccessible(recipient);
    await schedule.getByTestId('time-slots').locator('label').filter({ hasNotText: time }).first().click();
    await schedule.getByTestId('schedule-confirm').click();
    await expect(recipient.locator('ol > li', { hasText: tr1('schedule.success_title') })).toBeVisible();
    await expect(schedule).toBeHidden();
    await expect(details.getByTestId('gift-status')).toHaveText(
      recipientLocale === 'en' ? 'Time chosen' : 'تم اختيار الموعد',
    );
    await expect(details.getByTestId('row-time').locator('dd')).not.toHaveText(time);
    const newTime = (await details.getByTestId('row-time').locator('dd').innerText()).trim();

    // The sender: in the gifts they sent, 'gifted to' and the new status; and a notification.
    await sender.goto(prefix(senderLocale, '/gift-list'));
    await hydrated(sender);
    const sent = sender.getByTestId('gifts-sent').getByTestId('gift-card');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(senderLocale === 'en' ? 'Time chosen' : 'تم اختيار الموعد');
    await sent.getByRole('button').click();
    const mine = sender.getByRole('dialog', {
      name: new RegExp(ts('details.title').replace('{{number}}', '')),
    });
    await expect(mine.getByTestId('row-gifted')).toContainText('Noura Alqahtani');
    // The same clock time, in the sender's language (AM/PM or ص/م).
    const clock = newTime.replace(/[^\d:]/g, '');
    await expect(mine.getByTestId('row-time').locator('dd')).toHaveText(new RegExp(`^${clock}\\s`));
    await expect(mine.getByText(ts('details.view_invoice'))).toBeVisible();
    await expectAccessible(sender);
    await sender.goto(prefix(senderLocale, '/notifications'));
    await expect(
      sender.getByText(senderLocale === 'en' ? /chose a time for your gift/ : /اختار .* موعدًا لهديتك/),
    ).toBeVisible();
  });

  test(`declining a gift refunds the sender (${senderLocale} → ${recipientLocale})`, async ({ browser }) => {
    const { sender, recipient } = await twoCustomers(browser);
    const mobile = randomMobile();
    await sendGift(sender, senderLocale, mobile, recipientLocale);
    await expect.poll(async () => (await textsTo(sender, mobile)).length).toBe(1);
    const link = /(https?:\/\/\S+gift-list\?gift=\d+)/.exec((await textsTo(sender, mobile))[0]!)![1]!;
    await openGiftFromText(recipient, link, recipientLocale, mobile);
    const details = recipient.getByRole('dialog', {
      name: new RegExp(tr1('details.title').replace('{{number}}', '')),
    });
    await details.getByTestId('gift-decline').click();
    const confirm = recipient.getByRole('dialog', { name: tr1('details.decline_title') });
    await expectAccessible(recipient);
    await confirm.getByRole('button', { name: tr1('details.decline_confirm') }).click();
    await expect(details).toBeHidden();
    await expect(recipient.getByTestId('gifts-received').getByTestId('gift-card')).toHaveCount(0);

    // The sender's booking is cancelled and refunded to the card.
    await sender.goto(prefix(senderLocale, '/notifications'));
    await expect(
      sender.getByText(senderLocale === 'en' ? /declined your gift/ : /رفض .* هديتك/),
    ).toBeVisible();
    await expect(
      sender.getByText(senderLocale === 'en' ? /on its way back to your card/ : /بطاقتك/),
    ).toBeVisible();
  });
}
