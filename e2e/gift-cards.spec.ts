import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, hydrated, prefix, tr } from './support';
import { sharedSignIn } from './auth-support';

// A sign-in (or waiting for the shared one) and a first page render on a cold server: more than 30 s.
test.describe.configure({ timeout: 60_000 });

type Locale = 'en' | 'ar';
type Voucher = { serial_number: string; value: number; remaining_amount: number; status: string };

const currency = { en: 'SAR', ar: 'ر.س' } as const;
const money = (halalas: number, locale: Locale) => `${(halalas / 100).toFixed(2)} ${currency[locale]}`;

async function vouchersFromApi(page: Page, token: string, path: string): Promise<Voucher[]> {
  const res = await page.request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { vouchers: Voucher[] } }).data.vouchers;
}

/**
 * Sara (50 000 0105) holds two demo gift cards from the seed, issued through the ledger: an unused 200.00 card and
 * an expired 100.00 one. One sign-in for both languages, shared with e2e/wallet.spec.ts (a second code for the
 * number would wait for its cooldown).
 */
test.describe("Sara's gift cards", () => {
  test.describe.configure({ mode: 'serial' });
  let token = '';
  for (const locale of ['en', 'ar'] as const) {
    const t = (key: string) => tr(locale, 'giftcards', key);

    test(`the dashboard lists them, and each opens its details (${locale})`, async ({ page }) => {
      if (!token) token = await sharedSignIn(page, '500000105');
      else
        await page
          .context()
          .addCookies([
            { name: 'auth_token', value: token, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
          ]);
      const all = await vouchersFromApi(page, token, 'vouchers');
      expect(all.map((v) => [v.serial_number, v.value, v.remaining_amount, v.status]).sort()).toEqual([
        ['DEMO-SARA-0100', 10000, 10000, 'Expired'],
        ['DEMO-SARA-0200', 20000, 20000, 'Not Used'],
      ]);
      // The cart's picker offers only what can be spent now.
      const available = await vouchersFromApi(page, token, 'vouchers/list_available_vouchers?page=1');
      expect(available.map((v) => v.serial_number)).toEqual(['DEMO-SARA-0200']);

      await page.goto(prefix(locale, '/dashboard/gift-cards'));
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(new RegExp(tr(locale, 'pages', 'dashboard_gift_cards.title')));
      await expect(page.getByRole('heading', { level: 1, name: t('page.title') })).toBeVisible();
      await expect(page.getByTestId('gift-card')).toHaveCount(2);
      const unused = page.locator('[data-testid="gift-card"][data-serial="DEMO-SARA-0200"]');
      const expired = page.locator('[data-testid="gift-card"][data-serial="DEMO-SARA-0100"]');
      await expect(unused.getByTestId('gift-card-status')).toHaveText(t('status.not_used'));
      await expect(expired.getByTestId('gift-card-status')).toHaveText(t('status.expired'));
      await expect(unused.getByTestId('gift-card-amounts')).toContainText(money(20000, locale));
      await expectAccessible(page);

      // The unused card: green pill, nothing spent, its QR code.
      await unused.click();
      const title = t('details.title').replace('{{amount}}', money(20000, locale));
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const pill = dialog.getByTestId('gift-card-status');
      await expect(pill).toHaveText(t('status.not_used'));
      await expect(pill).toHaveAttribute('data-tone', 'green');
      await expect(dialog.getByTestId('gift-card-remaining')).toHaveText(money(20000, locale));
      await expect(dialog.getByTestId('row-redeemed')).toContainText(`00.00 ${currency[locale]}`);
      await expect(dialog.getByTestId('summary-total')).toContainText(money(20000, locale));
      const qr = dialog.getByTestId('gift-card-qr');
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(dialog.getByTestId('gift-card-description').locator('li')).toHaveCount(2);
      await expectAccessible(page);

      // Its redeem history is empty.
      await dialog.getByRole('button', { name: t('details.redeem_history') }).click();
      const history = page.getByRole('dialog', { name: t('history.title') });
      await expect(history.getByTestId('redeem-history-empty')).toHaveText(t('history.empty'));
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The expired card: amber pill, its 100.00 still shown.
      await expired.click();
      const expiredDialog = page.getByRole('dialog', {
        name: t('details.title').replace('{{amount}}', money(10000, locale)),
      });
      await expect(expiredDialog.getByTestId('gift-card-status')).toHaveText(t('status.expired'));
      await expect(expiredDialog.getByTestId('gift-card-status')).toHaveAttribute('data-tone', 'amber');
      await expect(expiredDialog.getByTestId('gift-card-remaining')).toHaveText(money(10000, locale));
      await expect(expiredDialog.getByTestId('gift-card-qr')).toBeVisible();
      await expectAccessible(page);
    });
  }
});
