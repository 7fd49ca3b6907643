import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr } from './support';
import type { ChildProcess } from 'node:child_process';
import { staffMobiles } from './admin-support';
import { ownServerStaffToken, startOwnServer, ownServerPort } from './own-server';
import { randomMobile } from './auth-support';
import { customerWithCart, expectBookings, popupFrom } from './checkout-support';
import { cancelAndSeeRefund } from './bookings-support';

// STC Pay, Tabby and Tamara in the web checkout (issue 27, ADR 0060), at phone size against the sandbox gateways.
// The demo business offers every way to pay; the last test has the owner turn Tabby off through the back office's
// API, so this spec runs on a server of its own (the ways to pay are one setting, and specs running beside this one
// must not see it change), one test after another.
const port = ownServerPort('wallets');
let server: ChildProcess | undefined;
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${port}` });

type Locale = 'en' | 'ar';
let owner = '';

const offer = async (api: APIRequestContext, offered: string[]) => {
  const res = await api.put('/api/v1/admin/settings/payment-methods', {
    headers: { authorization: `Bearer ${owner}` },
    data: { offered },
  });
  expect(res.status(), await res.text()).toBe(200);
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer(port, {});
  const page = await browser.newPage();
  owner = await ownServerStaffToken(page.request, server, staffMobiles.owner);
  const res = await page.request.get('/api/v1/admin/settings/payment-methods', {
    headers: { authorization: `Bearer ${owner}` },
  });
  const { methods } = ((await res.json()) as { data: { methods: { id: string; offered: boolean }[] } }).data;
  // What `npm start` shows with no keys: every way to pay, each against its sandbox (issue 27 item 7).
  expect(methods.filter((m) => m.offered).map((m) => m.id)).toEqual([
    'cash',
    'card',
    'apple_pay',
    'stc_pay',
    'tabby',
    'tamara',
  ]);
  await page.close();
});

test.afterAll(() => {
  server?.kill();
});

/** The cart page, then the checkout dialog with `method` chosen. */
async function chooseMethod(page: Page, locale: Locale, method: string) {
  await page.getByTestId('checkout').click();
  const dialog = page.getByRole('dialog', { name: tr(locale, 'checkout', 'choose.title') });
  await dialog.locator(`input[type=radio][value=${method}]`).check();
  return dialog;
}

async function openCart(page: Page, locale: Locale) {
  await page.goto(prefix(locale, '/cart'));
  await hydrated(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** The STC Pay code the sandbox wallet texted to `mobile` (the demo's console SMS outbox). */
async function stcCode(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/dev/outbox?mobile_number=966${mobile}`);
      const { messages } = ((await res.json()) as { data: { messages: { body: string }[] } }).data;
      code = /STC Pay.*\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A day ahead at least: bookings the tests cancel are well before the cancellation window. */
const dayAhead = () => Date.now() + 24 * 3_600_000;

type Placed = { id: number; order_number: string };

/** From the choice: Tabby or Tamara, approved in its pop-up; the order, once the bookings page shows it paid. */
async function approveBnpl(
  page: Page,
  locale: Locale,
  method: 'tabby' | 'tamara',
  name: string,
): Promise<Placed> {
  const tc = (key: string) => tr(locale, 'checkout', key);
  const dialog = await chooseMethod(page, locale, method);
  const created = orderOf(page);
  await dialog.getByRole('button', { name: tc('choose.confirm_card') }).click();
  const { order } = ((await (await created).json()) as { data: { order: Placed } }).data;
  const step = page.getByRole('dialog', { name: tc('bnpl.title').replace('{{method}}', name) });
  const popup = await popupFrom(page, () =>
    step.getByRole('button', { name: tc('bnpl.continue').replace('{{method}}', name) }).click(),
  );
  await popup.locator('button[value=approve]').click();
  await expectBookings(page, locale);
  return order;
}

/**
 * From the choice with STC Pay chosen: the wallet's number, then its code from the demo's SMS outbox, typed and sent
 * with Enter. What the wallet said (the confirm answer) and the order.
 */
async function payByStc(page: Page, choice: Locator, mobile: string) {
  const tc = (key: string) => tr('ar', 'checkout', key);
  await choice.getByLabel(tc('choose.stc_mobile')).fill(mobile);
  const created = orderOf(page);
  await choice.getByRole('button', { name: tc('choose.confirm_card') }).click();
  const { order } = ((await (await created).json()) as { data: { order: Placed } }).data;
  const codeDialog = page.getByRole('dialog', { name: tc('stc.title') });
  const input = codeDialog.getByLabel(tc('stc.code_label'));
  await input.fill(await stcCode(page, mobile));
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/v1/payments/stc-pay/confirm'));
  await input.press('Enter');
  const answer = (await (await confirmed).json()) as { message: string; data: { paid: boolean } };
  return { order, paid: answer.data.paid, message: answer.message };
}

const orderOf = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST');

test('STC Pay (en): the number, a wrong code with the tries left, then the right code confirms the booking', async ({
  page,
}) => {
  const tc = (key: string) => tr('en', 'checkout', key);
  await customerWithCart(page, 'en');
  await openCart(page, 'en');
  const dialog = await chooseMethod(page, 'en', 'stc_pay');
  const mobile = randomMobile();
  const field = dialog.getByLabel(tc('choose.stc_mobile'));
  await field.fill('12345');
  await dialog.getByRole('button', { name: tc('choose.confirm_card') }).click();
  await expect(dialog.getByText(tc('choose.stc_mobile_invalid'))).toBeVisible();
  await field.fill(mobile);
  const created = orderOf(page);
  await dialog.getByRole('button', { name: tc('choose.confirm_card') }).click();
  const body = (await (await created).json()) as { data: { order: { payment_method: string } } };
  expect(body.data.order.payment_method).toBe('stc_pay');

  const codeDialog = page.getByRole('dialog', { name: tc('stc.title') });
  await expect(codeDialog.getByTestId('stc-mobile')).toHaveText(
    `${mobile.slice(0, 2)}*****${mobile.slice(-2)}`,
  );
  const input = codeDialog.getByLabel(tc('stc.code_label'));
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  // The cooldown before a new code can be asked for.
  await expect(codeDialog.getByTestId('stc-resend')).toContainText(/\d+/);
  await expectAccessible(page);

  const code = await stcCode(page, mobile);
  // The demo says the code on screen (no real SMS), like the sign-in's hint.
  await expect(codeDialog.getByTestId('demo-code')).toContainText(code);
  const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  // Keyboard only: type the code, Enter submits.
  await input.fill(wrong);
  await input.press('Enter');
  await expect(codeDialog.getByTestId('stc-error')).toContainText('4');
  await expect(
    codeDialog.getByText(tc('stc.tries_left_other').replace('{{n}}', '4'), { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await input.fill(code);
  await codeDialog.getByRole('button', { name: /^Pay / }).click();
  await expectBookings(page, 'en');
  await expect(codeDialog).toBeHidden();
});

test('Tabby (ar): the preview in the cart, approved in the pop-up, then cancelled: the refund goes back to Tabby', async ({
  page,
}) => {
  await customerWithCart(page, 'ar', dayAhead());
  await openCart(page, 'ar');
  const preview = page.getByTestId('instalment-preview');
  await expect(preview.locator('[data-method=tabby]')).toContainText('تابي');
  await expect(preview.locator('[data-method=tabby]')).toContainText('ر.س');
  await expectAccessible(page);

  const order = await approveBnpl(page, 'ar', 'tabby', 'تابي');
  await cancelAndSeeRefund(page, 'ar', order, 'tabby', /استُرد مبلغ .* عبر تابي/);
});

test('Tamara (ar): approved in the pop-up, then cancelled from my bookings: the refund goes back through Tamara', async ({
  page,
}) => {
  await customerWithCart(page, 'ar', dayAhead());
  await openCart(page, 'ar');
  await expect(page.getByTestId('instalment-preview').locator('[data-method=tamara]')).toContainText('تمارا');
  const order = await approveBnpl(page, 'ar', 'tamara', 'تمارا');
  await cancelAndSeeRefund(page, 'ar', order, 'tamara', /استُرد مبلغ .* عبر تمارا/);
  await expectAccessible(page);
});

test('STC Pay (ar): a wallet that declines is back at the choice with why; another number pays; a cancel refunds to STC Pay', async ({
  page,
}) => {
  const tc = (key: string) => tr('ar', 'checkout', key);
  await customerWithCart(page, 'ar', dayAhead());
  await openCart(page, 'ar');
  const dialog = await chooseMethod(page, 'ar', 'stc_pay');
  const declined = await payByStc(page, dialog, '500000002');
  expect(declined.paid).toBe(false);
  // Back at the choice, with the wallet's reason; the times are still held, so any way to pay is open.
  const choice = page.getByRole('dialog', { name: tc('choose.title') });
  await expect(choice.getByTestId('checkout-notice')).toHaveText(declined.message);
  await expect(choice.locator('input[type=radio][value=stc_pay]')).toBeEnabled();
  await expectAccessible(page);

  await choice.locator('input[type=radio][value=stc_pay]').check();
  const paid = await payByStc(page, choice, randomMobile());
  expect(paid.paid).toBe(true);
  await expectBookings(page, 'ar');
  await cancelAndSeeRefund(page, 'ar', paid.order, 'stc_pay', /يُعاد مبلغ .* إلى محفظة STC Pay/);
});

test('Tabby and Tamara declined (en): back at the choice with why each time; the owner turns Tabby off and the cart drops it', async ({
  page,
}) => {
  const tc = (key: string) => tr('en', 'checkout', key);
  await customerWithCart(page, 'en');
  await openCart(page, 'en');
  // Each provider refuses in its pop-up: back at the choice, told which one said no.
  for (const [method, name] of [
    ['tabby', 'Tabby'],
    ['tamara', 'Tamara'],
  ] as const) {
    // The first from the cart; the second from the choice the first came back to.
    const dialog =
      method === 'tabby'
        ? await chooseMethod(page, 'en', method)
        : page.getByRole('dialog', { name: tc('choose.title') });
    await dialog.locator(`input[type=radio][value=${method}]`).check();
    await dialog.getByRole('button', { name: tc('choose.confirm_card') }).click();
    const step = page.getByRole('dialog', { name: tc('bnpl.title').replace('{{method}}', name) });
    const popup = await popupFrom(page, () =>
      step.getByRole('button', { name: tc('bnpl.continue').replace('{{method}}', name) }).click(),
    );
    await popup.locator('button[value=decline]').click();
    await expect(
      page.getByRole('dialog', { name: tc('choose.title') }).getByTestId('checkout-notice'),
    ).toHaveText(tc('back.bnpl_declined').replace('{{method}}', name));
  }
  const choice = page.getByRole('dialog', { name: tc('choose.title') });
  // Still able to pay: the methods are there again (the times stay held until the order's deadline).
  await expect(choice.locator('input[type=radio][value=card]')).toBeEnabled();

  // The owner turns Tabby off: the cart no longer offers it, nor its instalment preview.
  await offer(page.request, ['card', 'apple_pay', 'cash', 'stc_pay', 'tamara']);
  await openCart(page, 'en');
  await expect(page.getByTestId('payment-methods').locator('[data-method=tamara]')).toBeVisible();
  await expect(page.getByTestId('payment-methods').locator('[data-method=tabby]')).toHaveCount(0);
  await expect(page.locator('[data-testid=instalment-preview] [data-method=tabby]')).toHaveCount(0);
});
