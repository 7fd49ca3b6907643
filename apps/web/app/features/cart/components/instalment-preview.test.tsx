import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { InstalmentPreview } from './instalment-preview';

async function renderPreview(methods: Cart['payment_methods'], locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => <InstalmentPreview methods={methods} /> }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/cart' : '/cart']} />
    </I18nProvider>,
  );
}

const method = (
  id: 'card' | 'tabby' | 'tamara',
  name: string,
  extra: Partial<Cart['payment_methods'][number]> = {},
) => ({
  id,
  name,
  logo: `/payment-logos/${id}.svg`,
  available: true,
  ...extra,
});

/** 250.00 SAR in 4: 62.50 each. */
const even = { count: 4, amount: 6250, rest: 6250, text: '' };
/** 250.01 SAR in 4: 62.51 now, then 62.50. */
const uneven = { count: 4, amount: 6251, rest: 6250, text: '' };

const lines = () => screen.queryAllByTestId('instalment-line').map((l) => [l.dataset.method, l.textContent]);

describe('instalment preview (Tabby, Tamara)', () => {
  it('one line per offered BNPL method the total fits, the amount with its currency unbroken', async () => {
    await renderPreview([
      method('card', 'Card'),
      method('tabby', 'Tabby', { instalments: even }),
      method('tamara', 'Tamara', { instalments: even }),
    ]);
    expect(screen.getByRole('region', { name: 'Pay in instalments' })).toBeTruthy();
    expect(lines()).toEqual([
      ['tabby', 'or 4 interest-free payments of 62.50\u00a0SAR with Tabby'],
      ['tamara', 'or 4 interest-free payments of 62.50\u00a0SAR with Tamara'],
    ]);
  });

  it('an uneven split says the first payment carries the remainder', async () => {
    await renderPreview([method('tabby', 'Tabby', { instalments: uneven })]);
    expect(lines()).toEqual([
      ['tabby', 'or 4 interest-free payments with Tabby: 62.51\u00a0SAR now, then 62.50\u00a0SAR each'],
    ]);
  });

  it('nothing for a method the total does not fit (no instalments, or unavailable), nor with no BNPL at all', async () => {
    await renderPreview([
      method('tabby', 'Tabby', { available: false, reason: 'Tabby is for totals between 10 and 10,000 SAR' }),
      method('tamara', 'Tamara'),
      method('card', 'Card'),
    ]);
    expect(screen.queryByTestId('instalment-preview')).toBeNull();
  });

  it('speaks Arabic with the plural Arabic uses for 4 and the riyal sign', async () => {
    await renderPreview([method('tabby', 'تابي', { instalments: even })], 'ar');
    expect(screen.getByRole('region', { name: 'الدفع بالتقسيط' })).toBeTruthy();
    expect(lines()).toEqual([['tabby', 'أو 4 دفعات بدون فوائد، كل دفعة 62.50\u00a0ر.س، مع تابي']]);
  });
});
