/** Fixtures and a fake API for the checkout tests (test-only: nothing in the app imports this file). */
import type { CreateOrderResponse, PaymentStatusResponse, SavedCard } from '@hajz/contracts/orders';
import { order, statusOf as statusName } from '~/lib/testing/orders';

export const visa: SavedCard = { id: 31, brand: 'VISA', last4: '1111', expiry: '12/30', holder_name: 'Reem' };

export function orderResponse(method: 'cash' | 'card', savedCards: SavedCard[] = []): CreateOrderResponse {
  const status = statusName(method === 'cash' ? 'confirmed' : 'pending_payment');
  return {
    order: order({
      status,
      status_text: status.label,
      payment_method: method,
      payment_status: method === 'cash' ? 'due_at_branch' : 'pending',
      payment_expires_at: method === 'card' ? '2031-03-01T12:15:00+03:00' : null,
    }),
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
