import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { CartTotals } from './cart-totals';

async function renderAt(ui: ReactNode, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/cart' : '/cart']} />
    </I18nProvider>,
  );
}

/** 640.00 SAR of items, VAT included (ADR 0019: the sub-total is what the items cost with VAT). */
const totals = {
  sub_total: 64000,
  tax_amount: 8348,
  vat_rate: 15,
  promo_discount: 0,
  extra_discount: 0,
  gift_card_discount: 0,
  order_service_fees_price: 0,
  redeem_points: 0,
  redeem_points_price: 0,
  customer_class: null,
  total: 64000,
};

/** Every line at once: 640.00 − 50.00 promo − 29.50 Gold + 15.00 fee − 25.00 gift card − 10.00 (2 points). */
const everything = {
  ...totals,
  tax_amount: 7507,
  promo_discount: 5000,
  extra_discount: 2950,
  customer_class: { name: 'Gold', extra_discount: 5 },
  order_service_fees_price: 1500,
  gift_card_discount: 2500,
  redeem_points: 2,
  redeem_points_price: 1000,
  total: 54050,
};

const rows = () =>
  [...screen.getByTestId('cart-totals').querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling!.textContent,
  ]);

describe('cart totals', () => {
  it('shows the sub-total, the VAT it includes and the total; no zero discount or fee lines', async () => {
    await renderAt(<CartTotals cart={totals} />);
    expect(rows()).toEqual([
      ['Subtotal', '640.00\u00a0SAR'],
      ['VAT 15% included', '83.48\u00a0SAR'],
      ['Total', '640.00\u00a0SAR'],
    ]);
  });

  it('adds discount lines (as negatives) and fees only when they are not zero', async () => {
    await renderAt(
      <CartTotals
        cart={{
          ...totals,
          promo_discount: 5000,
          tax_amount: 7891,
          gift_card_discount: 2500,
          order_service_fees_price: 1500,
          total: 58000,
        }}
      />,
    );
    expect(rows()).toEqual([
      ['Subtotal', '640.00\u00a0SAR'],
      ['VAT 15% included', '78.91\u00a0SAR'],
      ['Promo code discount', '\u2066\u221250.00\u2069\u00a0SAR'],
      ['Service fees', '15.00\u00a0SAR'],
      ['Gift cards', '\u2066\u221225.00\u2069\u00a0SAR'],
      ['Total', '580.00\u00a0SAR'],
    ]);
  });

  it('names the customer class on its discount and counts the points used, in spec order', async () => {
    await renderAt(<CartTotals cart={everything} />);
    expect(rows()).toEqual([
      ['Subtotal', '640.00\u00a0SAR'],
      ['VAT 15% included', '75.07\u00a0SAR'],
      ['Promo code discount', '\u2066\u221250.00\u2069\u00a0SAR'],
      ['Gold member discount', '\u2066\u221229.50\u2069\u00a0SAR'],
      ['Service fees', '15.00\u00a0SAR'],
      ['Gift cards', '\u2066\u221225.00\u2069\u00a0SAR'],
      ['Points used (2)', '\u2066\u221210.00\u2069\u00a0SAR'],
      ['Total', '540.50\u00a0SAR'],
    ]);
  });

  it('calls a discount without a class an extra discount', async () => {
    await renderAt(<CartTotals cart={{ ...totals, extra_discount: 1000, total: 63000 }} />);
    expect(rows()).toContainEqual(['Extra discount', '\u2066\u221210.00\u2069\u00a0SAR']);
  });

  it('reads in Arabic with Western digits', async () => {
    await renderAt(<CartTotals cart={totals} />, 'ar');
    expect(rows()).toEqual([
      ['المجموع الفرعي', '640.00\u00a0ر.س'],
      ['ضريبة القيمة المضافة 15٪ (مشمولة)', '83.48\u00a0ر.س'],
      ['الإجمالي', '640.00\u00a0ر.س'],
    ]);
  });

  it('labels every line in Arabic', async () => {
    await renderAt(<CartTotals cart={everything} />, 'ar');
    expect(rows()).toEqual([
      ['المجموع الفرعي', '640.00\u00a0ر.س'],
      ['ضريبة القيمة المضافة 15٪ (مشمولة)', '75.07\u00a0ر.س'],
      ['خصم الرمز الترويجي', '\u2066\u221250.00\u2069\u00a0ر.س'],
      ['خصم فئة Gold', '\u2066\u221229.50\u2069\u00a0ر.س'],
      ['رسوم الخدمة', '15.00\u00a0ر.س'],
      ['بطاقات الهدايا', '\u2066\u221225.00\u2069\u00a0ر.س'],
      ['النقاط المستخدمة (2)', '\u2066\u221210.00\u2069\u00a0ر.س'],
      ['الإجمالي', '540.50\u00a0ر.س'],
    ]);
  });

  it('a deposit booking: due now, due at the visit and the policy, in both languages (issue 28)', async () => {
    const deposit = {
      amount: 12800,
      due_now: 12800,
      due_at_visit: 51200,
      lines: [{ cart_product_id: 1, amount: 12800 }],
      cancellation_window_hours: 24,
      policy: 'Free cancellation up to 24 hours before your booking.',
    };
    await renderAt(<CartTotals cart={{ ...totals, deposit }} />);
    expect(rows()).toEqual([
      ['Subtotal', '640.00\u00a0SAR'],
      ['VAT 15% included', '83.48\u00a0SAR'],
      ['Total', '640.00\u00a0SAR'],
      ['Due now (deposit)', '128.00\u00a0SAR'],
      ['Due at the visit', '512.00\u00a0SAR'],
      ['Cancellation policy', 'Free cancellation up to 24 hours before your booking.'],
    ]);
  });

  it('no deposit: no due lines', async () => {
    const deposit = {
      amount: 0,
      due_now: 64000,
      due_at_visit: 0,
      lines: [],
      cancellation_window_hours: 6,
      policy: null,
    };
    await renderAt(<CartTotals cart={{ ...totals, deposit }} />, 'ar');
    expect(rows().map(([label]) => label)).toEqual([
      'المجموع الفرعي',
      'ضريبة القيمة المضافة 15٪ (مشمولة)',
      'الإجمالي',
    ]);
  });
});
