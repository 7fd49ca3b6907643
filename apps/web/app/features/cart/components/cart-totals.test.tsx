import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { CartTotals } from './cart-totals';

async function renderAt(ui: ReactNode, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  render(
    <I18nextProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/cart' : '/cart']} />
    </I18nextProvider>,
  );
}

const totals = {
  sub_total: 55652,
  tax_amount: 8348,
  vat_rate: 15,
  promo_discount: 0,
  extra_discount: 0,
  gift_card_discount: 0,
  order_service_fees_price: 0,
  total: 64000,
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
      ['Subtotal', '556.52 SAR'],
      ['VAT 15% included', '83.48 SAR'],
      ['Total', '640.00 SAR'],
    ]);
  });

  it('adds discount lines (as negatives) and fees only when they are not zero', async () => {
    await renderAt(
      <CartTotals
        cart={{
          ...totals,
          promo_discount: 5000,
          gift_card_discount: 2500,
          order_service_fees_price: 1500,
          total: 58000,
        }}
      />,
    );
    expect(rows()).toEqual([
      ['Subtotal', '556.52 SAR'],
      ['VAT 15% included', '83.48 SAR'],
      ['Promo code discount', '\u2066-50.00\u2069 SAR'],
      ['Gift card', '\u2066-25.00\u2069 SAR'],
      ['Service fees', '15.00 SAR'],
      ['Total', '580.00 SAR'],
    ]);
  });

  it('reads in Arabic with Western digits', async () => {
    await renderAt(<CartTotals cart={totals} />, 'ar');
    expect(rows()).toEqual([
      ['المجموع الفرعي', '556.52 ر.س'],
      ['ضريبة القيمة المضافة 15٪ (مشمولة)', '83.48 ر.س'],
      ['الإجمالي', '640.00 ر.س'],
    ]);
  });
});
