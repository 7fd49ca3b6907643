import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import type { Cart } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { cartRefreshKey, signalCartChanged } from '~/lib/cart-api';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import { CartLink } from './cart-link';

let calls: Call[];
let quantities: number[];
const cartOf = (q: number[]) => ({ products: q.map((quantity) => ({ quantity })) }) as unknown as Cart;

async function renderLink(user: { id: number } | null, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      loader: () => ({ locale, origin: '', user, business: { name: 'Rawnaq', timezone: 'Asia/Riyadh' } }),
      children: [{ path: locale === 'ar' ? 'ar' : '', Component: CartLink }],
    },
  ]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar' : '/']} />
    </I18nProvider>,
  );
  return screen.findByTestId('cart-link');
}
const cartCalls = () => calls.filter((c) => c.path === '/api/v1/cart');

beforeEach(() => {
  quantities = [];
  calls = fakeFetch((call) => (call.path === '/api/v1/cart' ? ok({ cart: cartOf(quantities) }) : undefined));
});
afterEach(() => vi.unstubAllGlobals());

describe('the header’s cart icon', () => {
  it('names an empty cart "Cart" without a badge, and a guest’s without asking the server', async () => {
    const link = await renderLink(null);
    expect(link.getAttribute('aria-label')).toBe('Cart');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(cartCalls()).toHaveLength(0);
  });

  it('counts the items (each line’s quantity) in its badge and its name, and follows every change without a reload', async () => {
    quantities = [1];
    const link = await renderLink({ id: 7 });
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Cart, 1 item'));
    expect(screen.getByTestId('cart-badge').textContent).toBe('1');
    // This tab added a product (the answer carries the new cart): shown at once, no request.
    const asked = cartCalls().length;
    act(() => signalCartChanged(cartOf([1, 2])));
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Cart, 3 items'));
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    expect(cartCalls()).toHaveLength(asked);
    // Another tab emptied it: asked again.
    quantities = [];
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: cartRefreshKey })));
    await waitFor(() => expect(link.getAttribute('aria-label')).toBe('Cart'));
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(cartCalls()).toHaveLength(asked + 1);
  });

  it('uses the Arabic plural forms', async () => {
    for (const [q, name] of [
      [[1], 'السلة، عنصر واحد'],
      [[2], 'السلة، عنصران'],
      [[3], 'السلة، 3 عناصر'],
      [[11], 'السلة، 11 عنصرًا'],
      [[100], 'السلة، 100 عنصر'],
    ] as const) {
      quantities = [...q];
      const link = await renderLink({ id: 7 }, 'ar');
      await waitFor(() => expect(link.getAttribute('aria-label')).toBe(name));
      cleanup();
    }
  });
});
