import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartProduct } from '@hajz/contracts/cart';
import { useAppSettings } from '~/lib/app-settings-store';
import { useDialogs } from '~/lib/dialogs';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import '~/dialogs';
import { initialCartState, useCart } from '../store';
import { cartOf, massage, renderCartView } from '../testing';

const oud: CartProduct = {
  ...massage,
  cart_product_id: 12,
  product_id: 40,
  type: 'product',
  name: 'Cambodian oud oil',
  date: null,
  start_at: null,
  end_at: null,
  duration: null,
  visitors: 1,
  unit_price: 65000,
  total_price: 65000,
  hold_expires_at: null,
};

/** GET cart for a cart of oud oil, as the server prices it for the Delivery-Method header and the address. */
function productCart(call: Call): Cart {
  const cart = cartOf([oud], { available_service_fees: [] });
  const method = call.headers['delivery-method'];
  const address = call.query.get('delivery_address_id');
  const available: Cart['fulfilment']['available'] = ['delivery', 'pickup'];
  if (method !== 'delivery') {
    return {
      ...cart,
      fulfilment: { ...cart.fulfilment, kind: 'pickup', available, ready_at: '2031-03-01T12:30:00+03:00' },
    };
  }
  if (address !== '7') {
    return {
      ...cart,
      fulfilment: {
        ...cart.fulfilment,
        kind: 'delivery',
        available,
        applied: false,
        message: 'Choose the address to deliver to',
      },
    };
  }
  return {
    ...cart,
    order_service_fees_price: 6000,
    total: 71000,
    fulfilment: {
      kind: 'delivery',
      available,
      address_id: 7,
      applied: true,
      message:
        'North Riyadh: delivery 60.00\u00a0SAR, free from 1,000.00\u00a0SAR. Minimum order 300.00\u00a0SAR',
      zone: { name: 'North Riyadh', fee: 6000, min_order: 30000, free_above: 100000, travel_minutes: 45 },
      address: { title: 'Home', full_address: 'Al Yasmin, Riyadh' },
      fee: 6000,
      ready_at: null,
    },
  };
}

let calls: Call[];
beforeEach(() => {
  calls = fakeFetch((call) =>
    call.path === '/api/v1/cart' && call.method === 'GET' ? ok({ cart: productCart(call) }) : undefined,
  );
});
afterEach(() => {
  useCart.setState(initialCartState);
  useAppSettings.setState({ deliveryMethod: 'reservation' });
  useDialogs.getState().closeAll();
  localStorage.clear();
});

const lastGet = () => calls.filter((c) => c.path === '/api/v1/cart').at(-1)!;

describe('/cart: how products reach the customer', () => {
  it('picked up by default, with the time it is ready; delivery asks for the address and shows its terms', async () => {
    const user = userEvent.setup();
    await renderCartView();
    const group = await screen.findByRole('group', { name: 'How would you like to get your order?' });
    expect(
      (within(group).getByRole('radio', { name: 'Pick up at the branch' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByTestId('pickup-ready').textContent).toBe(
      'Ready to pick up at Rawnaq Olaya from about 12:30 PM',
    );

    await user.click(within(group).getByRole('radio', { name: 'Delivery to my address' }));
    await waitFor(() => expect(lastGet().headers['delivery-method']).toBe('delivery'));
    expect(useAppSettings.getState().deliveryMethod).toBe('delivery');
    const dialog = useDialogs.getState().stack.find((d) => d.name === 'addresses')!;
    expect(dialog).toBeTruthy();
    await user.keyboard('{Escape}');
    const choice = await screen.findByTestId('address-choice');
    expect(within(choice).getByRole('status').textContent).toBe('Choose the address to deliver to');
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);

    (dialog.props.onChoose as (a: { id: number }) => void)({ id: 7 });
    await waitFor(() => expect(lastGet().query.get('delivery_address_id')).toBe('7'));
    await waitFor(() =>
      expect(screen.getByTestId('address-choice').textContent).toContain('Al Yasmin, Riyadh'),
    );
    expect(within(screen.getByTestId('address-choice')).getByRole('status').textContent).toContain(
      'North Riyadh: delivery 60.00\u00a0SAR',
    );
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(false);
    const fees = [...screen.getByTestId('cart-totals').querySelectorAll('dt')].find(
      (dt) => dt.textContent === 'Delivery',
    );
    expect(fees?.nextElementSibling?.textContent).toBe('60.00\u00a0SAR');

    // Back to pickup: the header says so, and no address is asked for.
    await user.click(within(group).getByRole('radio', { name: 'Pick up at the branch' }));
    await waitFor(() => expect(lastGet().headers['delivery-method']).toBe('pickup'));
    await waitFor(() => expect(screen.queryByTestId('address-choice')).toBeNull());
  });
});
