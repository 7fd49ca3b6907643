import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub, useLocation } from 'react-router';
import type { GiftCardDesign } from '@hajz/contracts/gift-card-designs';
import type { Locale } from '@hajz/contracts/locale';
import { useAuth } from '~/lib/auth-store';
import { useDialogs } from '~/lib/dialogs';
import { loadI18n } from '~/lib/i18n';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { useToasts } from '~/lib/toast-store';
import '~/dialogs';
import { GiftCardShop } from './gift-card-shop';

const designs: GiftCardDesign[] = [
  {
    id: 70,
    name: 'Rawnaq gift card',
    description: 'Spend it on any service or product.',
    image: '/img/gift-cards/classic.svg',
    amounts: [10000, 20000, 50000],
    validity_days: 365,
    branch_ids: [3, 4],
  },
  {
    id: 71,
    name: 'Rose gift card',
    description: 'For birthdays and thank-yous.',
    image: '/img/gift-cards/rose.svg',
    amounts: [10000, 20000],
    validity_days: 180,
    branch_ids: [3],
  },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderShop(locale: Locale = 'en', list = designs) {
  const Stub = createRoutesStub([
    { path: '/gift-cards', Component: () => <GiftCardShop designs={list} /> },
    { path: '/ar/gift-cards', Component: () => <GiftCardShop designs={list} /> },
    { path: '*', Component: Where },
  ]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/gift-cards' : '/gift-cards']} />
    </I18nProvider>,
  );
}

let calls: Call[];
let route: Route;
beforeEach(() => {
  route = () => undefined;
  calls = fakeFetch((call) => route(call));
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
});
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) =>
  screen.getAllByTestId('gift-card-design').find((el) => el.textContent?.includes(name))!;

describe('/gift-cards', () => {
  it('lists every design with its image, name, description, validity and amounts, the first amount chosen', async () => {
    await renderShop();
    const cards = screen.getAllByTestId('gift-card-design');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Rawnaq gift card' })).toBeTruthy();
    expect(first.getByText('Spend it on any service or product.')).toBeTruthy();
    expect(first.getByText('Valid for 365 days after purchase')).toBeTruthy();
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/img/gift-cards/classic.svg');
    const amounts = first.getAllByRole('radio') as HTMLInputElement[];
    expect(amounts.map((r) => r.labels?.[0]?.textContent)).toEqual([
      '100.00\u00a0SAR',
      '200.00\u00a0SAR',
      '500.00\u00a0SAR',
    ]);
    expect(amounts.map((r) => r.checked)).toEqual([true, false, false]);
    expect(first.getByTestId('gift-card-design-total').textContent).toBe('Total: 100.00\u00a0SAR');
  });

  it('follows the amount and the quantity (1 to 10) in the total', async () => {
    const user = userEvent.setup();
    await renderShop();
    const rose = within(card('Rose gift card'));
    await user.click(rose.getByRole('radio', { name: '200.00\u00a0SAR' }));
    const up = rose.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 12; i++) await user.click(up);
    expect(rose.getByRole('group', { name: 'Quantity' }).textContent).toContain('10');
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(rose.getByTestId('gift-card-design-total').textContent).toBe('Total: 2,000.00\u00a0SAR');
  });

  it('asks a guest to sign in first and to come back to /gift-cards, sending nothing', async () => {
    const user = userEvent.setup();
    useAuth.setState({ token: null });
    await renderShop();
    await user.click(within(card('Rawnaq gift card')).getByRole('button', { name: /Add to cart/ }));
    expect(useDialogs.getState().stack).toEqual([
      expect.objectContaining({ name: 'auth', props: { step: 'intro', redirectTo: '/gift-cards' } }),
    ]);
    expect(calls).toEqual([]);
  });

  it('adds the chosen design, amount and quantity for a signed-in customer, then offers the way to the cart', async () => {
    const user = userEvent.setup();
    useAuth.setState({ token: 'header.payload.signature' });
    route = (call) =>
      call.method === 'POST' && call.path === '/api/v1/cart'
        ? ok({ cart_product_id: 9, cart: { products: [] } }, 'Added to your cart', 201)
        : undefined;
    const changed = vi.fn();
    window.addEventListener('hajz:cart-changed', changed);
    try {
      await renderShop();
      const classic = within(card('Rawnaq gift card'));
      await user.click(classic.getByRole('radio', { name: '500.00\u00a0SAR' }));
      await user.click(classic.getByRole('button', { name: 'Increase quantity' }));
      await user.click(classic.getByRole('button', { name: /^Add to cart ?, Rawnaq gift card$/ }));
      await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', '/api/v1/cart', { product_id: 70, branch_id: 3, quantity: 2, amount: 50000, visitors: 1 }],
      ]);
      expect(changed).toHaveBeenCalledTimes(1);
      const [toast] = useToasts.getState().toasts;
      expect([toast!.title, toast!.color, toast!.action?.label]).toEqual([
        'Added to your cart',
        'success',
        'Go to cart',
      ]);
      toast!.action!.onClick();
      expect((await screen.findByTestId('where')).textContent).toBe('/cart');
    } finally {
      window.removeEventListener('hajz:cart-changed', changed);
    }
  });

  it("shows the API's reason when the cart refuses the card", async () => {
    const user = userEvent.setup();
    useAuth.setState({ token: 'header.payload.signature' });
    route = () => refusal(422, 'You can buy up to 10 cards of one design and amount at a time');
    await renderShop();
    await user.click(within(card('Rose gift card')).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => [t.title, t.color])).toEqual([
        ['You can buy up to 10 cards of one design and amount at a time', 'error'],
      ]),
    );
  });

  it('says so when nothing is on sale', async () => {
    await renderShop('en', []);
    expect(screen.getByTestId('gift-shop-empty').textContent).toContain('No gift cards are on sale');
  });

  it('works in Arabic: labels, amounts, validity and the way to /ar/cart', async () => {
    const user = userEvent.setup();
    useAuth.setState({ token: 'header.payload.signature' });
    route = () => ok({ cart_product_id: 9, cart: { products: [] } }, 'تمت الإضافة إلى سلتك', 201);
    await renderShop('ar');
    const classic = within(card('Rawnaq gift card'));
    expect(classic.getByText('صالحة لمدة 365 يومًا بعد الشراء')).toBeTruthy();
    await user.click(classic.getByRole('radio', { name: '200.00\u00a0ر.س' }));
    await user.click(classic.getByRole('button', { name: 'زيادة الكمية' }));
    expect(classic.getByRole('group', { name: 'الكمية' }).textContent).toContain('02');
    await user.click(classic.getByRole('button', { name: /أضف إلى السلة/ }));
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ amount: 20000, quantity: 2 });
    const [toast] = useToasts.getState().toasts;
    expect(toast!.action?.label).toBe('اذهب إلى السلة');
    toast!.action!.onClick();
    expect((await screen.findByTestId('where')).textContent).toBe('/ar/cart');
  });
});
