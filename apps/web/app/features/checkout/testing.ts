/** Fixtures and a fake API for the checkout tests (test-only: nothing in the app imports this file). */
import type { CreateOrderResponse, PaymentStatusResponse, SavedCard } from '@hajz/contracts/orders';
import { orderStatuses } from '@hajz/contracts/order-rules';

export const visa: SavedCard = { id: 31, brand: 'VISA', last4: '1111', expiry: '12/30', holder_name: 'Reem' };

export function orderResponse(method: 'cash' | 'card', savedCards: SavedCard[] = []): CreateOrderResponse {
  const status = method === 'cash' ? orderStatuses.confirmed : orderStatuses.pending_payment;
  return {
    order: {
      id: 501,
      order_number: 'HZ-2031-000501',
      status: {
        name: method === 'cash' ? 'confirmed' : 'pending_payment',
        value: status.value,
        label: status.en,
        labels: { en: status.en, ar: status.ar },
        color: status.color,
        display_active_in_order_history_app: status.active,
      },
      status_text: status.en,
      payment_method: method,
      payment_status: method === 'cash' ? 'due_at_branch' : 'pending',
      sub_total: 64000,
      tax_amount: 8348,
      promo_discount: 0,
      extra_discount: 0,
      gift_card_discount: 0,
      order_service_fee_price: 0,
      redeem_points_price: 0,
      deposit_amount: 0,
      due_at_visit: 0,
      rest_paid_at: null,
      rest_paid_method: null,
      total: 64000,
      currency: 'SAR',
      number_of_users: 2,
      branch_id: 1,
      branch_name: 'Rawnaq Olaya',
      date: '2031-03-05',
      customer_arrived: false,
      payment_expires_at: method === 'card' ? '2031-03-01T12:15:00+03:00' : null,
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
    },
    payment:
      method === 'card'
        ? {
            create_token_url: { url: '/api/v1/payments/HZ-2031-000501/pay?lang=en' },
            merchant_reference: 'HZ-2031-000501',
            expires_at: '2031-03-01T12:15:00+03:00',
          }
        : null,
    confirmation_message: {
      message_1:
        method === 'cash'
          ? 'Your booking is confirmed. Pay at the branch.'
          : // What the server says of a card order before the payment (issue 18 item 11: never the toast after it).
            'Your order HZ-2031-000501 is ready. Complete the payment to confirm it',
    },
    saved_cards: savedCards,
  };
}

export const statusOf = (
  status: PaymentStatusResponse['status'],
  message = status === 'pending' ? 'Waiting for the payment' : 'Paid',
  reason: PaymentStatusResponse['reason'] = null,
): PaymentStatusResponse => ({ status, reason, message, order_number: 'HZ-2031-000501', order_id: 501 });

/** An STC Pay order as POST orders answers it: the code was texted to the wallet's number (ADR 0053). */
export function stcPayOrder(): CreateOrderResponse {
  const card = orderResponse('card');
  return {
    ...card,
    order: { ...card.order, payment_method: 'stc_pay' },
    payment: {
      create_token_url: { url: '' },
      merchant_reference: 'HZ-2031-000501',
      expires_at: '2031-03-01T12:15:00+03:00',
      redirect_url: null,
      stc_pay: { mobile_masked: '55*****67', otp_expires_at: '2031-03-01T12:05:00+03:00', tries_left: 5 },
    },
  };
}

/** A Tabby / Tamara order as POST orders answers it: the signed link to the provider's checkout (ADR 0053). */
export function bnplOrder(method: 'tabby' | 'tamara'): CreateOrderResponse {
  const card = orderResponse('card');
  const url = '/api/v1/payments/bnpl/checkout/HZ-2031-000501?exp=1&sig=s';
  return {
    ...card,
    order: { ...card.order, payment_method: method },
    payment: {
      create_token_url: { url },
      merchant_reference: 'HZ-2031-000501',
      expires_at: '2031-03-01T12:15:00+03:00',
      redirect_url: url,
      stc_pay: null,
    },
  };
}
