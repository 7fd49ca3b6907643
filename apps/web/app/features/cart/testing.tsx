/** Fixtures, a fake GET cart and a render helper for the cart tests (test-only: nothing in the app imports this). */
import { render } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Cart, CartProduct } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { DialogHost } from '~/components/ui/dialog-host';
import { loadI18n } from '~/lib/i18n';
import '~/dialogs';
import { CartView } from './components/cart-view';

export const massage: CartProduct = {
  cart_product_id: 11,
  product_id: 1,
  type: 'service',
  name: 'Swedish massage',
  voucher_group_name: null,
  image: '/img/services/swedish-massage.svg',
  branch_id: 1,
  branch_name: 'Rawnaq Olaya',
  quantity: 1,
  size: null,
  date: '2031-03-05',
  start_at: '2031-03-05T10:00:00+03:00',
  end_at: '2031-03-05T11:00:00+03:00',
  duration: 60,
  visitors: 2,
  guest: null,
  unit_price: 32000,
  total_price: 64000,
  hold_expires_at: '2031-03-05T09:00:00+03:00',
};

/** A cart of `products` with nothing chosen: 640.00 SAR for the massage, VAT 83.48 inside it. */
export function cartOf(products: CartProduct[] = [massage], over: Partial<Cart> = {}): Cart {
  const total = products.reduce((sum, p) => sum + p.total_price, 0);
  const tax = products.reduce((sum, p) => sum + Math.round((p.total_price * 15) / 115), 0);
  return {
    products,
    loyalty_points: { available: 40, value: 20000, point_value: 500 },
    payment_methods: [{ id: 'cash', name: 'Cash', logo: '/payment-logos/cash.svg', available: true }],
    working_times: [],
    cart_title: 'Your cart',
    cart_title_sub_message: '',
    message: '',
    service_type: 'reservation',
    sub_total: total - tax,
    tax_amount: tax,
    vat_rate: 15,
    promo_discount: 0,
    extra_discount: 0,
    gift_card_discount: 0,
    order_service_fees_price: 0,
    redeem_points: 0,
    redeem_points_price: 0,
    total,
    deposit: {
      amount: 0,
      due_now: total,
      due_at_visit: 0,
      lines: [],
      cancellation_window_hours: 6,
      policy: null,
    },
    available_service_fees: [
      {
        id: 1,
        name: 'Express',
        description: 'Ready in 30 minutes',
        price: 1500,
        requires_address: false,
      },
      {
        id: 2,
        name: 'Home visit',
        description: 'We come to you',
        price: 5000,
        requires_address: true,
      },
    ],
    selected_service_fee_id: null,
    selected_service_fee_address_id: null,
    selected_service_fees: [],
    service_fee_notes: [],
    fulfilment: {
      kind: 'at_branch',
      available: [],
      address_id: null,
      applied: true,
      message: '',
      zone: null,
      address: null,
      fee: 0,
      ready_at: null,
    },
    promo: null,
    gift_cards: [],
    use_points: false,
    customer_class: null,
    ...over,
  };
}

/** Gift cards the fake server knows: their balance, or why it refuses them. */
const cards: Record<string, number | string> = {
  'GC-AAAA': 10000,
  'GC-BBBB': 5000,
  'GC-CCCC': 2000,
  'GC-USED': 'This gift card has no balance left.',
};

/**
 * GET cart as the API answers it for these params: SAVE10 takes 64.00 SAR off, any other code is refused with a
 * reason; known cards pay up to their balance; points pay 10.00 SAR (2 points); fee 1 (Express) adds 15.00 SAR;
 * fee 2 (Home visit) needs address 7, then adds 50.00 + 30.00 SAR.
 * Fixed numbers, so the tests can tell that the page shows the server's totals and computes none of its own.
 */
export function pricedCart(query: URLSearchParams, products: CartProduct[] = [massage]): Cart {
  const cart = cartOf(products);
  if (products.length === 0) return { ...cart, available_service_fees: [] };
  let total = cart.total;
  const code = query.get('promo_code');
  if (code === 'SAVE10') {
    cart.promo = { code, applied: true, message: null };
    cart.promo_discount = 6400;
    total -= 6400;
  } else if (code) {
    cart.promo = { code, applied: false, message: 'This code has expired.' };
  }
  const feeId = query.get('service_fees[0][id]');
  if (feeId === '1') {
    cart.selected_service_fees = [{ id: 1, address_id: null }];
    cart.selected_service_fee_id = 1;
    cart.order_service_fees_price = 1500;
    total += 1500;
  }
  if (feeId === '2') {
    // A home visit: without an address, why not; to address 7 (in the Centre zone), its price plus the trip.
    const addressId = query.get('service_fees[0][address_id]');
    const zone = { name: 'Centre', fee: 3000, min_order: 20000, free_above: 50000, travel_minutes: 30 };
    if (addressId === '7') {
      cart.selected_service_fees = [{ id: 2, address_id: 7 }];
      cart.selected_service_fee_id = 2;
      cart.order_service_fees_price = 8000;
      total += 8000;
    }
    cart.service_fee_notes = [
      addressId === '7'
        ? {
            id: 2,
            address_id: 7,
            applied: true,
            message:
              'Centre: travel 30.00\u00a0SAR, free from 500.00\u00a0SAR. Minimum order 200.00\u00a0SAR',
            zone,
            address: { title: 'Home', full_address: 'Olaya, Riyadh' },
          }
        : {
            id: 2,
            address_id: null,
            applied: false,
            message: 'Choose the address for your home visit',
            zone: null,
            address: null,
          },
    ];
  }
  for (const serial of (query.get('gift_card') ?? '').split(',').filter(Boolean)) {
    const known = cards[serial];
    if (typeof known === 'number') {
      cart.gift_cards.push({
        serial_number: serial,
        applied: true,
        amount: known,
        remaining_after: 0,
        message: null,
      });
      cart.gift_card_discount += known;
      total -= known;
    } else {
      cart.gift_cards.push({
        serial_number: serial,
        applied: false,
        amount: 0,
        remaining_after: null,
        message: known ?? 'We could not find this gift card.',
      });
    }
  }
  if (query.get('use_points') === '1') {
    cart.use_points = true;
    cart.redeem_points = 2;
    cart.redeem_points_price = 1000;
    total -= 1000;
  }
  return { ...cart, total };
}

/** The cart page of customer 7 at /cart or /ar/cart, with the app's dialog host. */
export async function renderCartView(locale: Locale = 'en') {
  const Page = () => (
    <>
      <CartView userId={7} timeZone="Asia/Riyadh" />
      <DialogHost />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/cart' : '/cart']} />
    </I18nProvider>,
  );
}
