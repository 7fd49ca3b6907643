import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hajz/contracts/locale';
import { emptySelection } from '@hajz/contracts/pricing-rules';
import { useDialogs } from '~/lib/dialogs';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import '~/dialogs';
import { initialCartState, useCart } from '../store';
import { cartOf, pricedCart, renderCartView } from '../testing';

let calls: Call[];
/** Holds GET cart answers back until the test lets them go (to see the busy state). */
let gate: Promise<void> | null;
const cartGets = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/cart');
const lastQuery = () => Object.fromEntries(cartGets().at(-1)!.query);

const myCards = {
  vouchers: [
    {
      serial_number: 'GC-AAAA',
      voucher_group_name: 'Rawnaq gift card',
      value: 10000,
      card_image: null,
      remaining_amount: 10000,
      expiry_date: '2031-03-05T10:00:00+03:00',
      status: 'Not Used',
    },
  ],
  pagination_options: {
    current_page: 1,
    last_page: 1,
    per_page: 30,
    total: 1,
    next_page_url: null,
    prev_page_url: null,
  },
};

async function renderCart(locale: Locale = 'en') {
  await renderCartView(locale);
  await screen.findAllByTestId('cart-line');
}

const totals = () =>
  [...screen.getByTestId('cart-totals').querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling!.textContent,
  ]);

beforeEach(() => {
  gate = null;
  calls = fakeFetch(async (call) => {
    if (call.path === '/api/v1/cart' && call.method === 'GET') {
      await gate;
      return ok({ cart: pricedCart(call.query) });
    }
    if (call.path === '/api/v1/vouchers/list_available_vouchers') return ok(myCards);
    return undefined;
  });
  localStorage.clear();
  useCart.setState(initialCartState);
  useDialogs.getState().closeAll();
});
afterEach(() => vi.unstubAllGlobals());

describe('/cart choices: promo code', () => {
  it('applies a code (Enter works): the request carries it, the code shows as a chip with what it saves', async () => {
    const user = userEvent.setup();
    await renderCart();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE10{Enter}');
    const chip = await screen.findByTestId('promo-applied');
    expect(lastQuery()).toEqual({ promo_code: 'SAVE10' });
    expect(chip.textContent).toContain('SAVE10');
    expect(chip.textContent).toContain('You save 64.00\u00a0SAR');
    expect(totals()).toContainEqual(['Promo code discount', '\u2066\u221264.00\u2069\u00a0SAR']);
    expect(totals().at(-1)).toEqual(['Total', '576.00\u00a0SAR']);

    await user.click(within(chip).getByRole('button', { name: 'Remove promo code SAVE10' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeTruthy();
    expect(lastQuery()).toEqual({});
    expect(totals().at(-1)).toEqual(['Total', '640.00\u00a0SAR']);
  });

  it('shows the server’s reason for a refused code under the field, tied to it', async () => {
    const user = userEvent.setup();
    await renderCart();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'OLD');
    await user.click(within(screen.getByTestId('promo-form')).getByRole('button', { name: 'Apply' }));
    const message = await screen.findByTestId('promo-message');
    expect(message.textContent).toBe('This code has expired.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByTestId('promo-applied')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove promo code OLD' }));
    await waitFor(() => expect(screen.queryByTestId('promo-message')).toBeNull());
    expect(lastQuery()).toEqual({});
  });

  it('an empty code shows the required message and sends nothing', async () => {
    const user = userEvent.setup();
    await renderCart();
    const before = cartGets().length;
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), '   ');
    await user.click(within(screen.getByTestId('promo-form')).getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('promo-message').textContent).toBe('Enter a promo code.');
    expect(cartGets()).toHaveLength(before);
  });

  it('busy on its own Apply button while the cart is repriced', async () => {
    const user = userEvent.setup();
    await renderCart();
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE10{Enter}');
    const busy = await screen.findByRole('button', { name: 'Applying…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.closest('form')!.dataset.testid).toBe('promo-form');
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByTestId('promo-applied');
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/cart choices: gift cards', () => {
  it('adds one from my gift cards and one typed, shows what each pays and keeps, and removes one', async () => {
    const user = userEvent.setup();
    await renderCart();
    await user.click(screen.getByRole('button', { name: 'Choose from my gift cards' }));
    const picker = await screen.findByRole('dialog', { name: 'My gift cards' }, { timeout: 5000 });
    await user.click(await within(picker).findByRole('button', { name: /GC-AAAA/ }));
    await waitFor(() => expect(screen.getAllByTestId('gift-card-row')).toHaveLength(1));
    expect(lastQuery()).toEqual({ gift_card: 'GC-AAAA' });

    await user.type(screen.getByRole('textbox', { name: 'Gift card number' }), 'gc-bbbb{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('gift-card-row')).toHaveLength(2));
    expect(lastQuery()).toEqual({ gift_card: 'GC-AAAA,GC-BBBB' });
    expect((screen.getByRole('textbox', { name: 'Gift card number' }) as HTMLInputElement).value).toBe('');
    const [first, second] = screen.getAllByTestId('gift-card-row') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Pays 100.00\u00a0SAR now');
    expect(first.textContent).toContain('0.00\u00a0SAR left on the card after this order');
    expect(second.textContent).toContain('GC-BBBB');
    expect(totals()).toContainEqual(['Gift cards', '\u2066\u2212150.00\u2069\u00a0SAR']);

    await user.click(within(first).getByRole('button', { name: 'Remove gift card GC-AAAA' }));
    await waitFor(() => expect(screen.getAllByTestId('gift-card-row')).toHaveLength(1));
    expect(lastQuery()).toEqual({ gift_card: 'GC-BBBB' });
  });

  it('shows why a card is refused, asks for a number, and refuses one already added', async () => {
    const user = userEvent.setup();
    await renderCart();
    const field = screen.getByRole('textbox', { name: 'Gift card number' });
    await user.click(within(screen.getByTestId('gift-card-form')).getByRole('button', { name: 'Apply' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Enter a gift card number.',
    );
    await user.type(field, 'GC-USED{Enter}');
    expect((await screen.findByTestId('gift-card-message')).textContent).toBe(
      'This gift card has no balance left.',
    );
    const sent = cartGets().length;
    await user.type(field, 'gc-used{Enter}');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
      'This gift card is already on your order.',
    );
    expect(cartGets()).toHaveLength(sent);
  });

  it('hides the ways to add a card once the order has the most it can take', async () => {
    const user = userEvent.setup();
    await renderCart();
    const field = screen.getByRole('textbox', { name: 'Gift card number' });
    for (const serial of ['GC-AAAA', 'GC-BBBB', 'GC-CCCC']) {
      await user.type(field, `${serial}{Enter}`);
      await waitFor(() => expect(lastQuery().gift_card).toContain(serial));
    }
    await waitFor(() => expect(screen.getAllByTestId('gift-card-row')).toHaveLength(3));
    expect(screen.queryByRole('textbox', { name: 'Gift card number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose from my gift cards' })).toBeNull();
    expect(screen.getByTestId('gift-card-limit').textContent).toBe(
      'You can use up to 3 gift cards on one order.',
    );
  });
});

describe('/cart choices: points and service fees', () => {
  it('uses points: the request carries use_points=1 and the points used show', async () => {
    const user = userEvent.setup();
    await renderCart();
    const toggle = screen.getByRole('switch', { name: 'Use my points' }) as HTMLInputElement;
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You have 40 points, worth 200.00\u00a0SAR.',
    );
    await user.click(toggle);
    expect((await screen.findByTestId('points-used')).textContent).toBe(
      '2 points pay 10.00\u00a0SAR of this order.',
    );
    expect(lastQuery()).toEqual({ use_points: '1' });
    expect(toggle.checked).toBe(true);
    expect(totals()).toContainEqual(['Points used (2)', '\u2066\u221210.00\u2069\u00a0SAR']);
  });

  it('cannot use points the customer does not have', async () => {
    calls = fakeFetch(() =>
      ok({ cart: cartOf(undefined, { loyalty_points: { available: 0, value: 0, point_value: 500 } }) }),
    );
    await renderCart();
    const toggle = screen.getByRole('switch', { name: 'Use my points' }) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(screen.getByTestId('points-toggle').textContent).toContain('You have no points to use yet.');
  });

  it('chooses a fee: the request carries service_fees[0][id]', async () => {
    const user = userEvent.setup();
    await renderCart();
    const group = screen.getByRole('group', { name: 'Service options' });
    const none = within(group).getByRole('radio', { name: 'No extra service' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(totals()).toContainEqual(['Service fees', '15.00\u00a0SAR']));
    expect(lastQuery()).toEqual({ 'service_fees[0][id]': '1' });
    expect((within(group).getByRole('radio', { name: /Express/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(none);
    await waitFor(() => expect(lastQuery()).toEqual({}));
  });

  it('a home visit asks for the address, says why not until then, and is priced for the one chosen', async () => {
    const user = userEvent.setup();
    await renderCart();
    const group = screen.getByRole('group', { name: 'Service options' });
    const home = within(group).getByRole('radio', { name: /Home visit/ });
    expect(home.closest('label')!.textContent).toContain('from 50.00\u00a0SAR');
    await user.click(home);
    // The addresses list opens at once, to choose where we come.
    await waitFor(() => expect(useDialogs.getState().stack.map((d) => d.name)).toContain('addresses'));
    await waitFor(() => expect(lastQuery()).toEqual({ 'service_fees[0][id]': '2' }));
    // They close the list without choosing: the cart says what is missing, and checkout waits for it.
    const dialog = useDialogs.getState().stack.find((d) => d.name === 'addresses')!;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(useDialogs.getState().stack).toEqual([]));
    const choice = await screen.findByTestId('address-choice');
    expect(choice.textContent).toContain('No address chosen yet.');
    expect(within(choice).getByRole('status').textContent).toBe('Choose the address for your home visit');
    const checkout = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toContain('checkout-refusal');

    (dialog.props.onChoose as (a: { id: number }) => void)({ id: 7 });
    await waitFor(() =>
      expect(lastQuery()).toEqual({ 'service_fees[0][id]': '2', 'service_fees[0][address_id]': '7' }),
    );
    await waitFor(() => expect(totals()).toContainEqual(['Service fees', '80.00\u00a0SAR']));
    const priced = screen.getByTestId('address-choice');
    expect(priced.textContent).toContain('Olaya, Riyadh');
    expect(within(priced).getByRole('status').textContent).toBe(
      'Centre: travel 30.00\u00a0SAR, free from 500.00\u00a0SAR. Minimum order 200.00\u00a0SAR',
    );
    expect(within(priced).getByRole('button', { name: 'Change address' })).toBeTruthy();
    await waitFor(() => expect(checkout.disabled).toBe(false));
  });

  it('shows no fee choice when the cart offers none', async () => {
    calls = fakeFetch(() => ok({ cart: cartOf(undefined, { available_service_fees: [] }) }));
    await renderCart();
    expect(screen.queryByTestId('service-fee-choice')).toBeNull();
  });
});

describe('/cart choices: checkout and Arabic', () => {
  it('Checkout sends what the cart applies, not a refused code', async () => {
    const user = userEvent.setup();
    await renderCart();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'OLD{Enter}');
    await screen.findByTestId('promo-message');
    await user.click(screen.getByRole('switch', { name: 'Use my points' }));
    await screen.findByTestId('points-used');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(useDialogs.getState().stack).toEqual([
        expect.objectContaining({
          name: 'checkout-payment',
          props: expect.objectContaining({
            total: 63000,
            selection: { ...emptySelection, use_points: true },
          }),
        }),
      ]),
    );
  });

  it('Send as a gift: the form fills the cart’s gift; a gift whose time they choose is offered card only', async () => {
    const user = userEvent.setup();
    const methods = [
      { id: 'cash' as const, name: 'Cash', logo: '/payment-logos/cash.svg', available: true },
      { id: 'card' as const, name: 'Card', logo: '/payment-logos/card.svg', available: true },
    ];
    calls = fakeFetch(() => ok({ cart: cartOf(undefined, { payment_methods: methods }) }));
    await renderCart();
    await user.click(screen.getByRole('button', { name: 'Send as a gift' }));
    const form = await screen.findByRole('dialog', { name: 'Send as a gift' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText('First name'), 'Noura');
    await user.type(within(form).getByLabelText('Last name'), 'Alqahtani');
    await user.type(within(form).getByLabelText('Their mobile number'), '501234567');
    await user.click(within(form).getByTestId('gift-open-time'));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    const choice = await screen.findByTestId('gift-choice');
    expect(choice.textContent).toContain('A gift for Noura Alqahtani');
    expect(choice.textContent).toContain('They choose the time');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(useDialogs.getState().stack.at(-1)?.name).toBe('checkout-payment'));
    const props = useDialogs.getState().stack.at(-1)!.props as { methods: { id: string }[]; gift: unknown };
    expect(props.methods.map((m) => m.id)).toEqual(['card']);
    expect(props.gift).toMatchObject({ first_name: 'Noura', mobile_number: '501234567', open_time: true });
  });

  it('reads in Arabic', async () => {
    const user = userEvent.setup();
    await renderCart('ar');
    expect(screen.getByRole('textbox', { name: 'الرمز الترويجي' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اختر من بطاقات الهدايا الخاصة بي' })).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'استخدم نقاطي' });
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)!.textContent).toBe(
      'لديك 40 نقطة بقيمة 200.00\u00a0ر.س.',
    );
    await user.click(toggle);
    expect((await screen.findByTestId('points-used')).textContent).toBe(
      'تُستخدم نقطتان لدفع 10.00\u00a0ر.س من هذا الطلب.',
    );
    expect(totals()).toContainEqual(['النقاط المستخدمة (2)', '\u2066\u221210.00\u2069\u00a0ر.س']);
    expect(screen.getByRole('group', { name: 'خيارات الخدمة' })).toBeTruthy();
  });
});
