import { expect, test, type Browser } from '@playwright/test';
import { randomMobile, signInByApi } from './auth-support';
import { signInStaff } from './admin-support';
import { holdRandomService } from './checkout-support';
import { expectAccessible, hydrated, prefix, tr } from './support';

// Issue 17 item 3: the owner's money screens, in English and Arabic, at 390 px.

type Locale = 'en' | 'ar';
const tm = (locale: Locale, key: string) => tr(locale, 'admin/money', key);
const saved = { en: 'Saved', ar: 'تم الحفظ' } as const;

async function phone(browser: Browser) {
  return (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
}

for (const locale of ['en', 'ar'] as const) {
  test(`an owner creates a promo code and a customer applies it in the cart (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const owner = await phone(browser);
    await signInStaff(owner, 'owner');
    await owner.goto(prefix(locale, '/admin/promo-codes'));
    await hydrated(owner);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(tm(locale, 'promo.title'));
    await owner.getByRole('button', { name: tm(locale, 'promo.new') }).click();
    const form = owner.getByRole('form', { name: tm(locale, 'promo.new_title') });
    // A mistake first: said next to the field, in the page's language.
    await form.getByLabel(tm(locale, 'promo.code'), { exact: true }).fill('x');
    await form.getByRole('button', { name: tm(locale, 'save') }).click();
    await expect(form.getByTestId('field-error').first()).toHaveText(tm(locale, 'form.code'));
    await expectAccessible(owner);
    if (locale === 'ar')
      await owner.screenshot({ path: 'test-results/admin-money-promo-form-ar.png', fullPage: true });
    const code = `E2E${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await form.getByLabel(tm(locale, 'promo.code'), { exact: true }).fill(code.toLowerCase());
    await form.getByLabel(tm(locale, 'promo.value_percent')).fill('15');
    await form.getByLabel(tm(locale, 'promo.max_discount')).fill('20.50');
    await form.getByLabel(tm(locale, 'promo.per_customer_limit')).fill('1');
    // Keyboard: Enter in a field sends the form.
    await form.getByLabel(tm(locale, 'promo.per_customer_limit')).press('Enter');
    await expect(owner.getByTestId('status-line')).toHaveText(saved[locale]);
    const listed = owner.getByTestId('promo-code').filter({ hasText: code });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByTestId('promo-uses')).toHaveText(tm(locale, 'promo.uses_zero'));
    await expectAccessible(owner);

    const customer = await phone(browser);
    const token = await signInByApi(customer, randomMobile(), {
      first_name: 'Nada',
      last_name: 'Alqahtani',
      gender: 'Female',
      date_of_birth: '1994-05-06',
    });
    await holdRandomService(customer.request, {
      authorization: `Bearer ${token}`,
      'accept-language': locale,
    });
    await customer.goto(prefix(locale, '/cart'));
    await hydrated(customer);
    await customer
      .getByRole('textbox', { name: tr(locale, 'booking', 'cart.promo.label') })
      .fill(code.toLowerCase());
    await customer
      .getByTestId('promo-form')
      .getByRole('button', { name: tr(locale, 'booking', 'cart.apply') })
      .click();
    await expect(customer.getByTestId('promo-applied')).toContainText(code);
  });

  test(`an owner issues a gift card, adjusts it with a reason (the holder sees it) and voids it (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const holder = await phone(browser);
    const mobile = randomMobile();
    const token = await signInByApi(holder, mobile, {
      first_name: 'Lama',
      last_name: 'Alotaibi',
      gender: 'Female',
      date_of_birth: '1995-03-04',
    });

    const owner = await phone(browser);
    await signInStaff(owner, 'owner');
    await owner.goto(prefix(locale, '/admin/gift-cards'));
    await hydrated(owner);
    await owner
      .getByRole('button', { name: tm(locale, 'cards.issue') })
      .first()
      .click();
    const issue = owner.getByRole('form', { name: tm(locale, 'cards.issue_title') });
    await issue.getByLabel(tm(locale, 'cards.mobile')).fill(`0${mobile}`);
    await issue.getByLabel(tm(locale, 'cards.value')).fill('100');
    await issue.getByLabel(tm(locale, 'cards.expires_on')).fill('2030-12-31');
    await issue.getByLabel(tm(locale, 'reason')).fill('Goodwill');
    await expectAccessible(owner);
    await issue.getByRole('button', { name: tm(locale, 'cards.issue') }).click();
    await expect(owner).toHaveURL(/\/admin\/gift-cards\/\d+$/);
    await expect(owner.getByTestId('card-entry')).toHaveCount(1);

    const adjust = owner.getByRole('form', { name: tm(locale, 'cards.adjust_title') });
    await adjust.getByRole('button', { name: tm(locale, 'cards.adjust') }).click();
    // No amount and no reason: both said inline.
    await expect(adjust.getByTestId('field-error')).toHaveText([
      tm(locale, 'form.amount_positive'),
      tm(locale, 'form.reason'),
    ]);
    await adjust.getByLabel(tm(locale, 'cards.direction_add')).check();
    await adjust.getByLabel(tm(locale, 'cards.amount')).fill('25.50');
    await adjust.getByLabel(tm(locale, 'reason')).fill('Late start compensation');
    await adjust.getByRole('button', { name: tm(locale, 'cards.adjust') }).click();
    await expect(owner.getByTestId('card-entry')).toHaveCount(2);
    const entry = owner.getByTestId('card-entry').first();
    await expect(entry).toContainText(tm(locale, 'cards.kind.adjusted'));
    await expect(entry).toContainText('Late start compensation');
    await expect(owner.getByTestId('card-balance')).toContainText('125.50');
    await expectAccessible(owner);
    if (locale === 'ar')
      await owner.screenshot({ path: 'test-results/admin-money-card-ar.png', fullPage: true });

    const serial = (await owner.getByRole('heading', { level: 1 }).innerText()).match(
      /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/,
    )![0];
    const seen = (await (
      await holder.request.get(`/api/v1/vouchers/${serial}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { remaining_amount: number; redeem_history: { kind: string; amount: number }[] } };
    expect(seen.data.remaining_amount).toBe(12550);
    expect(seen.data.redeem_history).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: -2550 }),
    ]);

    // Voiding asks once more, then takes off what is left with its reason.
    const voiding = owner.getByRole('form', { name: tm(locale, 'cards.void_title') });
    await voiding.getByLabel(tm(locale, 'reason')).fill('Reported lost');
    await voiding.getByRole('button', { name: tm(locale, 'cards.void') }).click();
    const confirm = owner.getByRole('dialog');
    await expect(confirm).toContainText(serial);
    await expectAccessible(owner);
    await confirm.getByRole('button', { name: tm(locale, 'cards.void') }).click();
    await expect(confirm).toBeHidden();
    await expect(owner.getByTestId('card-balance')).toContainText('0.00');
    await expect(owner.getByTestId('card-entry').first()).toContainText('Reported lost');
    await expect(voiding).toHaveCount(0);
  });

  test(`the money screens are accessible, with a form open (${locale})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const owner = await phone(browser);
    await signInStaff(owner, 'owner');
    const screens = [
      { path: '/admin/fees', title: 'fees.title' },
      { path: '/admin/loyalty', title: 'loyalty.title' },
      { path: '/admin/marketing', title: 'marketing.title' },
      { path: '/admin/gift-cards', title: 'cards.title' },
    ];
    for (const { path, title } of screens) {
      await owner.goto(prefix(locale, path));
      await hydrated(owner);
      await expect(owner.getByRole('heading', { level: 1 })).toHaveText(tm(locale, title));
      const edit = owner.getByRole('button', { name: tm(locale, 'edit'), exact: false }).first();
      if (path !== '/admin/marketing' && path !== '/admin/gift-cards') {
        await expect(edit).toBeVisible();
        await edit.click();
        await expect(owner.getByRole('form').first()).toBeVisible();
      } else {
        await expect(
          owner.getByRole(path === '/admin/marketing' ? 'textbox' : 'searchbox').first(),
        ).toBeVisible();
      }
      await expectAccessible(owner);
      if (locale === 'ar')
        await owner.screenshot({ path: `test-results/admin-money-${path.slice(7)}-ar.png`, fullPage: true });
    }
  });
}
