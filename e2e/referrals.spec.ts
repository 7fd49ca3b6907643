import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { enterNumberAndCode, randomMobile, sharedSignIn, signInByApi } from './auth-support';
import { cards, chooseOnline, expectBookings, popupFrom, typeCard } from './checkout-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 15 items 4 and 5: three people (inviter, friend, the business's admin), a sign-up and a card payment.
test.describe.configure({ timeout: 240_000 });

type Locale = 'en' | 'ar';
const profile = { first_name: 'Reem', last_name: 'Alharbi', gender: 'Female', date_of_birth: '1994-05-06' };
const auth = (token: string, locale: Locale) => ({
  authorization: `Bearer ${token}`,
  'accept-language': locale,
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The inviter opens the invite dialog from the wallet, copies the code and takes the WhatsApp link's URL. */
async function inviteFromWallet(page: Page, locale: Locale) {
  const t = (key: string) => tr(locale, 'referrals', key);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(prefix(locale, '/dashboard/wallet'));
  await hydrated(page);
  await page.getByTestId('open-invite-friends').click();
  const dialog = page.getByRole('dialog', { name: t('dialog.title') });
  const code = dialog.getByTestId('invite-code');
  await expect(code).toHaveText(/^[A-HJKMNP-Z2-9]{8}$/);
  await expectAccessible(page);
  await dialog.getByTestId('invite-copy').click();
  await expect(dialog.getByTestId('invite-copy')).toHaveText(t('dialog.copied'));
  const text = (await code.innerText()).trim();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  const whatsapp = await dialog.getByTestId('invite-whatsapp').getAttribute('href');
  const message = new URL(whatsapp!).searchParams.get('text')!;
  const link = /(https?:\/\/\S+\?invite=[A-Z0-9]+)/.exec(message)![1]!;
  expect(new URL(link).pathname).toBe(locale === 'ar' ? '/ar/' : '/');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return { code: text, link };
}

/** The friend opens the share link and signs up through the wizard; the code travels with the registration. */
async function signUpFromLink(page: Page, locale: Locale, link: string, mobile: string) {
  const ta = (key: string) => tr(locale, 'auth', key);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(page);
  await page.getByRole('button', { name: ta('header.sign_in') }).click();
  const wizard = page.getByRole('dialog');
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
  await expect(page.getByTestId('account-entry')).toBeVisible({ timeout: 15_000 });
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** A shop product picked up at the branch, paid by card: a first order the business can complete by hand. */
async function buyAndPay(page: Page, locale: Locale, token: string) {
  const headers = auth(token, locale);
  const list = (await (await page.request.get('/api/v1/products?type=product', { headers })).json()) as {
    data: { products: { id: number; branch_ids: number[] }[] };
  };
  const product = list.data.products.find((p) => p.branch_ids.length > 0)!;
  const added = await page.request.post('/api/v1/cart', {
    headers,
    data: { product_id: product.id, branch_id: product.branch_ids[0], quantity: 1 },
  });
  expect(added.status()).toBe(201);
  const selection = await chooseOnline(page, locale);
  const popup = await popupFrom(page, () =>
    selection.getByRole('button', { name: tr(locale, 'checkout', 'select.new_card') }).click(),
  );
  await typeCard(popup, cards.success);
  await expectBookings(page, locale);
  const orders = (await (await page.request.get('/api/v1/orders?active=1', { headers })).json()) as {
    data: { orders: { id: number }[] };
  };
  return orders.data.orders[0]!.id;
}

for (const locale of ['en', 'ar'] as const) {
  test(`invite a friend: the code travels by link into sign-up, both are rewarded (${locale})`, async ({
    browser,
  }) => {
    const t = (key: string) => tr(locale, 'referrals', key);
    const inviter = await newPage(browser);
    await signInByApi(inviter, randomMobile(), profile);
    const { code, link } = await inviteFromWallet(inviter, locale);

    const friend = await newPage(browser);
    const friendToken = await signUpFromLink(friend, locale, link, randomMobile());
    const orderId = await buyAndPay(friend, locale, friendToken);

    // The friend's reward is in their wallet as soon as the order is paid.
    await friend.goto(prefix(locale, '/dashboard/wallet'));
    await hydrated(friend);
    await expect(friend.getByTestId('wallet-page-balance')).toContainText('25.00');

    // The inviter sees the friend, pending; the business hands the order over, which completes it.
    await inviter.goto(prefix(locale, '/dashboard/wallet'));
    await hydrated(inviter);
    await expect(inviter.getByTestId('referrals-invited')).toHaveText('1');
    await expect(inviter.getByTestId('referrals-list')).toContainText('Noura A.');
    const admin = await newPage(browser);
    const adminToken = await sharedSignIn(admin, '500000109');
    for (const status of ['ready_for_pickup', 'picked_up']) {
      const res = await admin.request.post(`/api/v1/admin/orders/${orderId}/fulfilment`, {
        headers: auth(adminToken, locale),
        data: { status },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await inviter.reload();
    await hydrated(inviter);
    await expect(inviter.getByTestId('wallet-page-balance')).toContainText('50.00');
    await expect(inviter.getByTestId('referrals-earned')).toContainText('50.00');
    await expect(inviter.getByRole('heading', { name: t('section.title') })).toBeVisible();
    await expectAccessible(inviter);
    expect(code).toHaveLength(8);
  });
}
