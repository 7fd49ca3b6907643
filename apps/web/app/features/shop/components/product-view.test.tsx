import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Product } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { useToasts } from '~/lib/toast-store';
import { useAuth } from '~/lib/auth-store';
import { useDialogs } from '~/lib/dialogs';
import '~/dialogs';
import { ProductView } from './product-view';

async function renderAt(ui: ReactNode, url: string, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

const product: Product = {
  id: 48,
  product_id: 48,
  type: 'product',
  name: 'Argan body oil',
  description: 'Cold-pressed argan oil.',
  price: 12000,
  price_before_discount: null,
  discount_value: 0,
  duration: null,
  image: '/img/products/argan-body-oil.svg',
  inner_image: '/img/products/argan-body-oil.svg',
  category_id: 25,
  branch_ids: [1],
  branch_id: 1,
  rating: 4.5,
  sizes: ['30ml', '50ml', '100ml'],
  deposit_amount: null,
  deposit_percent: null,
  deposit_new_customers_only: false,
  deposit_peak_only: false,
};

const priceText = () => screen.getByTestId('product-price').textContent;

beforeEach(() => useToasts.setState({ toasts: [] }));

describe('ProductView', () => {
  it('shows the title, the rating with an accessible label, and the counter at "01"', async () => {
    await renderAt(<ProductView product={product} />, '/product/48');
    expect(screen.getByRole('heading', { level: 1, name: 'Argan body oil' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('01');
    expect(priceText()).toContain('120.00\u00a0SAR');
  });

  it('counts up and down but never below 1, zero-padded to two digits', async () => {
    const user = userEvent.setup();
    await renderAt(<ProductView product={product} />, '/product/48');
    const counter = screen.getByRole('group', { name: 'Quantity' });
    const down = screen.getByRole('button', { name: 'Decrease quantity' });
    const up = screen.getByRole('button', { name: 'Increase quantity' });
    expect(down.getAttribute('aria-disabled')).toBe('true');
    await user.click(down);
    expect(counter.textContent).toContain('01');
    for (let i = 0; i < 10; i++) await user.click(up);
    expect(counter.textContent).toContain('11');
    await user.click(down);
    expect(counter.textContent).toContain('10');
    expect(priceText()).toContain('1,200.00\u00a0SAR');
    expect(screen.getByText('120.00 SAR each')).toBeTruthy();
  });

  it('prices the sizes at 1x, 1.5x and 2x, times the quantity', async () => {
    const user = userEvent.setup();
    await renderAt(<ProductView product={product} />, '/product/48');
    expect((screen.getByRole('radio', { name: '30 ml' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '50 ml' }));
    expect(priceText()).toContain('180.00\u00a0SAR');
    await user.click(screen.getByRole('radio', { name: '100 ml' }));
    expect(priceText()).toContain('240.00\u00a0SAR');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(priceText()).toContain('480.00\u00a0SAR');
  });

  it('moves between sizes with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderAt(<ProductView product={product} />, '/product/48');
    await user.click(screen.getByRole('radio', { name: '30 ml' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: '50 ml' }) as HTMLInputElement).checked).toBe(true);
    expect(priceText()).toContain('180.00\u00a0SAR');
  });

  it('uses a base of 100\u00a0SAR when the product has no price', async () => {
    const user = userEvent.setup();
    await renderAt(<ProductView product={{ ...product, price: 0 }} />, '/product/48');
    expect(priceText()).toContain('100.00\u00a0SAR');
    await user.click(screen.getByRole('radio', { name: '50 ml' }));
    expect(priceText()).toContain('150.00\u00a0SAR');
  });

  it('strikes through the old price, scaled with the size, when discounted', async () => {
    const user = userEvent.setup();
    await renderAt(
      <ProductView product={{ ...product, price_before_discount: 15000, discount_value: 20 }} />,
      '/product/48',
    );
    await user.click(screen.getByRole('radio', { name: '100 ml' }));
    expect(document.querySelector('s')?.textContent).toBe('300.00\u00a0SAR');
  });

  it('asks a guest to sign in first and to come back here (spec §5: adding to the cart requires authentication)', async () => {
    const user = userEvent.setup();
    useAuth.setState({ token: null });
    useDialogs.getState().closeAll();
    await renderAt(<ProductView product={product} />, '/product/48');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useDialogs.getState().stack).toEqual([
      expect.objectContaining({ name: 'auth', props: { step: 'intro', redirectTo: '/product/48' } }),
    ]);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('adds to the cart for a signed-in customer: the size, the quantity and the first branch', async () => {
    const user = userEvent.setup();
    useAuth.setState({ token: 'header.payload.signature' });
    useDialogs.getState().closeAll();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            status: true,
            message: 'Added to your cart',
            data: { cart_product_id: 3, cart: {} },
          }),
          { status: 201 },
        );
      }),
    );
    const changed = vi.fn();
    window.addEventListener('hajz:cart-changed', changed);
    try {
      await renderAt(<ProductView product={product} />, '/product/48');
      await user.click(screen.getByRole('radio', { name: '50 ml' }));
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() =>
        expect(useToasts.getState().toasts.map((t) => [t.title, t.color])).toEqual([
          ['Added to your cart', 'success'],
        ]),
      );
      expect(bodies).toEqual([
        { product_id: 48, quantity: 2, branch_id: 1, selectedExtension: '50ml', visitors: 1 },
      ]);
      expect(changed).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('hajz-cart-refresh')).not.toBeNull();
      expect(useDialogs.getState().stack).toEqual([]);
    } finally {
      window.removeEventListener('hajz:cart-changed', changed);
      vi.unstubAllGlobals();
    }
  });

  it('works in Arabic: labels, sizes and money', async () => {
    const user = userEvent.setup();
    await renderAt(<ProductView product={product} />, '/ar/product/48', 'ar');
    expect(screen.getByRole('img', { name: 'التقييم 4.5 من 5' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '50 مل' }));
    await user.click(screen.getByRole('button', { name: 'زيادة الكمية' }));
    expect(screen.getByRole('group', { name: 'الكمية' }).textContent).toContain('02');
    expect(priceText()).toContain('360.00\u00a0ر.س');
  });
});
