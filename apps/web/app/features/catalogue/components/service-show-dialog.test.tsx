import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Product } from '@hajz/contracts/catalogue';
import { DialogHost } from '~/components/ui/dialog-host';
import { useAuth } from '~/lib/auth-store';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { loadI18n } from '~/lib/i18n';
import '~/dialogs';

const product: Product = {
  id: 4,
  product_id: 4,
  type: 'service',
  name: 'Deep tissue massage',
  description: 'Firm pressure.',
  price: 36000,
  price_before_discount: null,
  discount_value: 0,
  duration: 60,
  image: '/img/services/deep-tissue.svg',
  inner_image: '/img/services/deep-tissue.svg',
  category_id: 2,
  branch_ids: [1],
  branch_id: 1,
  rating: null,
  sizes: [],
  deposit_amount: null,
  deposit_percent: null,
  deposit_new_customers_only: false,
  deposit_peak_only: false,
};

async function openShow() {
  const Stub = createRoutesStub([{ path: '*', Component: DialogHost }]);
  render(
    <I18nProvider i18n={await loadI18n('en')}>
      <Stub initialEntries={['/services?category=2']} />
    </I18nProvider>,
  );
  act(() => void openDialog('service-show', { product }));
  return screen.findByRole('button', { name: 'Add · 360.00\u00a0SAR' }, { timeout: 5000 });
}

beforeEach(() => {
  useDialogs.getState().closeAll();
  window.dataLayer = [];
  // The appointment dialog starts loading once open; the API is not what these tests look at.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"status":false,"message":""}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('service show dialog', () => {
  it('tracks view_item when it opens', async () => {
    await openShow();
    // GA4's ecommerce shape (issue 15).
    expect(window.dataLayer).toContainEqual({
      event: 'view_item',
      ecommerce: { items: [{ item_id: '4', item_name: 'Deep tissue massage' }] },
    });
  });

  it('sends a guest to sign in first, back to this page afterwards', async () => {
    useAuth.setState({ token: null });
    await userEvent.setup().click(await openShow());
    expect(useDialogs.getState().stack.map((d) => [d.name, d.props])).toEqual([
      ['service-show', { product }],
      ['auth', { step: 'intro', redirectTo: '/services?category=2' }],
    ]);
  });

  it('takes a signed-in customer on to the appointment dialog in its place', async () => {
    useAuth.setState({ token: 'header.payload.signature' });
    await userEvent.setup().click(await openShow());
    expect(useDialogs.getState().stack.map((d) => [d.name, d.props])).toEqual([
      ['service-appointment', { productId: 4, product }],
    ]);
  });
});
