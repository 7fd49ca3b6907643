/** Order fixtures for the bookings and gifting tests (test-only: nothing in the app imports this file). */
import type { Order, OrderDetails, OrdersListResponse } from '@hajz/contracts/orders';
import { orderStatuses, type OrderStatusName } from '@hajz/contracts/order-rules';

export const statusOf = (name: OrderStatusName): OrderDetails['status'] => {
  const s = orderStatuses[name];
  return {
    name,
    value: s.value,
    label: s.en,
    labels: { en: s.en, ar: s.ar },
    color: s.color,
    display_active_in_order_history_app: s.active,
  };
};

/**
 * A confirmed cash order for two on 5 March 2031 at 10:00 in Riyadh (07:00 UTC), 640.00 SAR incl. 83.48 VAT, as POST
 * orders answers it; `booking` adds what GET orders says of it.
 */
export function order(over: Partial<Order> = {}): Order {
  return {
    id: 501,
    order_number: 'HZ-2031-000501',
    status: statusOf('confirmed'),
    status_text: 'Confirmed',
    payment_method: 'cash',
    payment_status: 'due_at_branch',
    sub_total: 64000,
    tax_amount: 8348,
    promo_discount: 0,
    extra_discount: 0,
    gift_card_discount: 0,
    order_service_fee_price: 0,
    redeem_points_price: 0,
    total: 64000,
    deposit_amount: 0,
    due_at_visit: 0,
    rest_paid_at: null,
    rest_paid_method: null,
    currency: 'SAR',
    number_of_users: 2,
    branch_id: 1,
    branch_name: 'Rawnaq Olaya',
    date: '2031-03-05',
    customer_arrived: false,
    payment_expires_at: null,
    created_at: '2031-03-01T12:00:00+03:00',
    fulfilment: {
      kind: 'at_branch',
      kind_text: 'At the branch',
      status: null,
      status_text: '',
      address: null,
      ready_at: null,
    },
    products: [
      {
        order_product_id: 7001,
        product_master_id: 1,
        cart_product_id: 11,
        name: 'Swedish massage',
        image: '/img/services/swedish-massage.svg',
        type: 'service',
        branch_id: 1,
        branch_name: 'Rawnaq Olaya',
        start_at: '2031-03-05T10:00:00+03:00',
        end_at: '2031-03-05T11:00:00+03:00',
        quantity: 1,
        size: null,
        visitors: 2,
        unit_price: 32000,
        total_price: 64000,
        tax_amount: 8348,
      },
    ],
    ...over,
  };
}

/** The same order as the customer's bookings show it. */
export function booking(over: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...order(),
    user_name: 'Reem Alharbi',
    time: '10:00',
    can_rate: false,
    has_rating: false,
    is_cancelable: true,
    cancelable_until: '2031-03-05T04:00:00+03:00',
    cancel_keeps_deposit: false,
    can_pay_rest: false,
    cancellation_policy: null,
    cancel_refund: null,
    invoice_link: '/api/v1/invoices/501?exp=1&sig=abc',
    gifted_info: null,
    ...over,
  };
}

/** A page of the list as GET orders sends it. */
export function listPage(
  orders: OrderDetails[],
  { page = 1, last = 1, active = '1' }: { page?: number; last?: number; active?: '0' | '1' } = {},
): OrdersListResponse {
  const url = (p: number) => `/api/v1/orders?active=${active}&page=${p}`;
  return {
    orders,
    pagination_options: {
      current_page: page,
      last_page: last,
      per_page: 10,
      total: last * 10,
      next_page_url: page < last ? url(page + 1) : null,
      prev_page_url: page > 1 ? url(Math.min(page - 1, last)) : null,
    },
  };
}

export const olaya = {
  id: 1,
  name: 'Rawnaq Olaya',
  address: 'Olaya St, Al Olaya',
  city_name: 'Riyadh',
  google_map_link: 'https://maps.google.com/?q=24.69,46.68',
};
