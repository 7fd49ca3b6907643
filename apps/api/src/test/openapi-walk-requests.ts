/** Test helper (not a test file): the requests of the OpenAPI contract walk, one list per operation. */
import { slotDate } from './orders.ts';
import { backOfficeRequests } from './openapi-walk-back-office.ts';
import { growthRequests } from './openapi-walk-growth.ts';
import { reportRequests } from './openapi-walk-reports.ts';
import { ticketRequests } from './openapi-walk-tickets.ts';
import { scheduleRequests } from './openapi-walk-schedules.ts';
import { moneyRequests } from './openapi-walk-money.ts';
import { catalogueRequests } from './openapi-walk-catalogue.ts';

export type Req = {
  note: string;
  method?: string;
  url: string;
  token?: 'customer' | 'spare' | 'admin' | 'recipient' | 'none';
  payload?: unknown;
  headers?: Record<string, string>;
  /** The status this request must get (so the walk also proves the call reached what it meant to). */
  expect: number;
};

export type WalkIds = {
  productId: number;
  branchId: number;
  resourceId: number;
  giftId: number;
  giftLine: number;
};

const json = { 'content-type': 'application/json' };
/**
 * Requests per operation ("get /api/v1/branches"): the contract walk (openapi-contract.test.ts) fails for an
 * operation missing here. `ids` are the walk's fixture: a service, its branch, and a gift with its line.
 */
export function walkRequests(ids: WalkIds): Record<string, Req[]> {
  const p = ids.productId;
  return {
    'get /api/health': [{ note: 'up', url: '/api/health', expect: 200 }],
    'get /api/v1/branches': [{ note: 'list', url: '/api/v1/branches', expect: 200 }],
    'get /api/v1/menus': [{ note: 'list', url: '/api/v1/menus', expect: 200 }],
    'get /api/v1/products': [
      { note: 'list', url: '/api/v1/products', expect: 200 },
      { note: 'bad type', url: '/api/v1/products?type=nope', expect: 422 },
    ],
    'get /api/v1/products/{id}': [
      { note: 'one', url: `/api/v1/products/${p}`, expect: 200 },
      { note: 'unknown', url: '/api/v1/products/99999999', expect: 404 },
    ],
    'get /api/v1/settings/business': [{ note: 'settings', url: '/api/v1/settings/business', expect: 200 }],
    'post /api/v1/account/send-otp': [
      {
        note: 'a code',
        method: 'POST',
        url: '/api/v1/account/send-otp',
        payload: { mobile_number: '500000777', accept_terms: 1 },
        expect: 200,
      },
      {
        note: 'terms as a boolean',
        method: 'POST',
        url: '/api/v1/account/send-otp',
        payload: { mobile_number: '500000778', accept_terms: true },
        expect: 422,
      },
      {
        note: 'unreadable JSON',
        method: 'POST',
        url: '/api/v1/account/send-otp',
        payload: '{"mobile_number":',
        headers: json,
        expect: 400,
      },
    ],
    'post /api/v1/account/verify-otp': [
      {
        note: 'wrong code',
        method: 'POST',
        url: '/api/v1/account/verify-otp',
        payload: { mobile_number: '500000777', otp: '0000' },
        expect: 422,
      },
    ],
    'post /api/v1/user/register': [
      { note: 'nothing filled', method: 'POST', url: '/api/v1/user/register', payload: {}, expect: 422 },
    ],
    'get /api/v1/user/profile': [
      { note: 'mine', url: '/api/v1/user/profile', token: 'customer', expect: 200 },
      { note: 'no token', url: '/api/v1/user/profile', token: 'none', expect: 401 },
    ],
    'get /api/v1/account/info': [
      { note: 'mine', url: '/api/v1/account/info', token: 'customer', expect: 200 },
    ],
    'post /api/v1/account/update': [
      {
        note: 'reminders as a boolean',
        method: 'POST',
        url: '/api/v1/account/update',
        token: 'customer',
        payload: { booking_reminders: true },
        expect: 422,
      },
      {
        note: 'reminders off',
        method: 'POST',
        url: '/api/v1/account/update',
        token: 'customer',
        payload: { booking_reminders: '0' },
        expect: 200,
      },
    ],
    'delete /api/v1/account/delete': [
      {
        note: 'a spare account',
        method: 'DELETE',
        url: '/api/v1/account/delete',
        token: 'spare',
        expect: 200,
      },
    ],
    'post /api/v1/account/logout': [
      { note: 'no token', method: 'POST', url: '/api/v1/account/logout', payload: {}, expect: 401 },
    ],
    'get /api/v1/media/avatars/{key}': [
      { note: 'unknown', url: `/api/v1/media/avatars/${'0'.repeat(32)}`, expect: 404 },
      { note: 'not a key', url: '/api/v1/media/avatars/nothing-here.webp', expect: 422 },
    ],
    'get /api/v1/product-masters/{id}/available-times': [
      {
        note: 'times',
        url: `/api/v1/product-masters/${p}/available-times?branch_id=${ids.branchId}`,
        expect: 200,
      },
      { note: 'unknown product', url: '/api/v1/product-masters/99999999/available-times', expect: 404 },
    ],
    'get /api/v1/cart': [
      { note: 'mine', url: '/api/v1/cart', token: 'customer', expect: 200 },
      { note: 'points as a boolean', url: '/api/v1/cart?use_points=true', token: 'customer', expect: 422 },
      { note: 'no token', url: '/api/v1/cart', token: 'none', expect: 401 },
    ],
    'post /api/v1/cart': [
      {
        note: 'nothing to add',
        method: 'POST',
        url: '/api/v1/cart',
        token: 'customer',
        payload: {},
        expect: 422,
      },
    ],
    'post /api/v1/cart-products/{id}/update-time-slot': [
      {
        note: 'unknown line',
        method: 'POST',
        url: '/api/v1/cart-products/99999999/update-time-slot',
        token: 'customer',
        payload: { start_at: '2030-01-01T10:00:00+03:00', end_at: '2030-01-01T11:00:00+03:00' },
        expect: 404,
      },
    ],
    'delete /api/v1/cart/clear': [
      {
        note: 'another customer’s empty cart',
        method: 'DELETE',
        url: '/api/v1/cart/clear',
        token: 'admin',
        expect: 200,
      },
    ],
    'delete /api/v1/delete-all-cart': [
      { note: 'empty cart', method: 'DELETE', url: '/api/v1/delete-all-cart', token: 'admin', expect: 200 },
    ],
    'delete /api/v1/cart/{cartProductId}': [
      {
        note: 'unknown line',
        method: 'DELETE',
        url: '/api/v1/cart/99999999',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/orders': [
      {
        note: 'scheduled as a boolean',
        method: 'POST',
        url: '/api/v1/orders',
        token: 'customer',
        payload: { payment_method_id: 'cash', is_scheduled: false },
        expect: 422,
      },
      {
        note: 'the held service, cash',
        method: 'POST',
        url: '/api/v1/orders',
        token: 'customer',
        payload: { payment_method_id: 'cash' },
        headers: { 'idempotency-key': 'contract-walk-1' },
        expect: 201,
      },
    ],
    'get /api/v1/orders': [
      { note: 'mine', url: '/api/v1/orders?active=1', token: 'customer', expect: 200 },
      { note: 'active as a boolean', url: '/api/v1/orders?active=true', token: 'customer', expect: 422 },
    ],
    'get /api/v1/orders/{id}': [
      { note: 'unknown', url: '/api/v1/orders/99999999', token: 'customer', expect: 404 },
    ],
    'get /api/v1/orders/{id}/cancel': [
      { note: 'unknown', url: '/api/v1/orders/99999999/cancel', token: 'customer', expect: 404 },
    ],
    'post /api/v1/orders/{id}/cancel': [
      {
        note: 'unknown',
        method: 'POST',
        url: '/api/v1/orders/99999999/cancel',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/orders/{id}/rate': [
      {
        note: 'unknown',
        method: 'POST',
        url: '/api/v1/orders/99999999/rate',
        token: 'customer',
        payload: { rating: 5 },
        expect: 404,
      },
    ],
    'get /api/v1/orders/{id}/rating': [
      { note: 'unknown', url: '/api/v1/orders/99999999/rating', token: 'customer', expect: 404 },
    ],
    'get /api/v1/gifted-orders': [
      { note: 'received', url: '/api/v1/gifted-orders', token: 'recipient', expect: 200 },
      { note: 'no token', url: '/api/v1/gifted-orders', token: 'none', expect: 401 },
    ],
    'get /api/v1/gifted-orders/{id}': [
      { note: 'received', url: `/api/v1/gifted-orders/${ids.giftId}`, token: 'recipient', expect: 200 },
      { note: 'someone else’s', url: `/api/v1/gifted-orders/${ids.giftId}`, token: 'customer', expect: 404 },
    ],
    'get /api/v1/gifted-orders/{id}/available-times': [
      {
        note: 'its line',
        url: `/api/v1/gifted-orders/${ids.giftId}/available-times?order_product_id=${ids.giftLine}`,
        token: 'recipient',
        expect: 200,
      },
      {
        note: 'no line',
        url: `/api/v1/gifted-orders/${ids.giftId}/available-times`,
        token: 'recipient',
        expect: 422,
      },
    ],
    'post /api/v1/gifted-orders/{id}/accept': [
      {
        note: 'not mine',
        method: 'POST',
        url: `/api/v1/gifted-orders/${ids.giftId}/accept`,
        token: 'customer',
        expect: 404,
      },
      {
        note: 'accept',
        method: 'POST',
        url: `/api/v1/gifted-orders/${ids.giftId}/accept`,
        token: 'recipient',
        expect: 200,
      },
    ],
    'post /api/v1/gifted-orders/{id}/schedule': [
      {
        note: 'no time',
        method: 'POST',
        url: `/api/v1/gifted-orders/${ids.giftId}/schedule`,
        token: 'recipient',
        payload: { order_product_id: ids.giftLine },
        expect: 422,
      },
      {
        note: 'after accepting',
        method: 'POST',
        url: `/api/v1/gifted-orders/${ids.giftId}/schedule`,
        token: 'recipient',
        payload: {
          order_product_id: ids.giftLine,
          start_at: `${slotDate}T13:00:00+03:00`,
          end_at: `${slotDate}T14:00:00+03:00`,
        },
        expect: 409,
      },
    ],
    'get /api/v1/wallet': [{ note: 'mine', url: '/api/v1/wallet', token: 'customer', expect: 200 }],
    'get /api/v1/vouchers/list_available_vouchers': [
      { note: 'mine', url: '/api/v1/vouchers/list_available_vouchers', token: 'customer', expect: 200 },
    ],
    'get /api/v1/vouchers': [{ note: 'mine', url: '/api/v1/vouchers', token: 'customer', expect: 200 }],
    'get /api/v1/vouchers/{serial}': [
      { note: 'unknown', url: '/api/v1/vouchers/NOPE-0000', token: 'customer', expect: 404 },
    ],
    'get /api/v1/gift-card-designs': [{ note: 'designs', url: '/api/v1/gift-card-designs', expect: 200 }],
    'get /api/v1/loyalty/classes': [{ note: 'classes', url: '/api/v1/loyalty/classes', expect: 200 }],
    'get /api/v1/loyalty/me': [
      { note: 'mine', url: '/api/v1/loyalty/me', token: 'customer', expect: 200 },
      { note: 'no token', url: '/api/v1/loyalty/me', token: 'none', expect: 401 },
    ],
    'get /api/v1/invoices/{id}': [
      { note: 'no signature', url: '/api/v1/invoices/1?exp=1&sig=x', expect: 403 },
    ],
    'post /api/v1/payments/check-payment-status': [
      {
        note: 'unknown reference',
        method: 'POST',
        url: '/api/v1/payments/check-payment-status',
        token: 'customer',
        payload: { merchant_reference: 'NOPE-000' },
        expect: 404,
      },
    ],
    'get /api/v1/payments/checkout/{reference}': [
      { note: 'unsigned: on to the result', url: '/api/v1/payments/checkout/NOPE-000', expect: 303 },
    ],
    'get /api/v1/payments/card-setup/{reference}': [
      { note: 'unsigned: on to the result', url: '/api/v1/payments/card-setup/NOPE-000', expect: 303 },
    ],
    'get /api/v1/payments/return/{provider}': [
      { note: 'unsigned return', url: '/api/v1/payments/return/sandbox?reference=X', expect: 303 },
      { note: 'a NUL in the reference', url: '/api/v1/payments/return/sandbox?reference=%00', expect: 422 },
    ],
    'post /api/v1/payments/return/{provider}': [
      {
        note: 'unsigned return',
        method: 'POST',
        url: '/api/v1/payments/return/sandbox',
        payload: { reference: 'X' },
        expect: 303,
      },
    ],
    'post /api/v1/payments/webhook/{provider}': [
      {
        note: 'unsigned',
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        payload: { reference: 'X' },
        expect: 401,
      },
      {
        note: 'another provider',
        method: 'POST',
        url: '/api/v1/payments/webhook/nope',
        payload: {},
        expect: 404,
      },
    ],
    'get /api/v1/saved-cards': [{ note: 'mine', url: '/api/v1/saved-cards', token: 'customer', expect: 200 }],
    'delete /api/v1/saved-cards/{id}': [
      {
        note: 'unknown',
        method: 'DELETE',
        url: '/api/v1/saved-cards/99999999',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/saved-cards/setup': [
      {
        note: 'a card frame',
        method: 'POST',
        url: '/api/v1/saved-cards/setup',
        token: 'customer',
        expect: 200,
      },
    ],
    'get /api/v1/notifications': [
      { note: 'mine', url: '/api/v1/notifications', token: 'customer', expect: 200 },
    ],
    'get /api/v1/notifications/unread-count': [
      { note: 'mine', url: '/api/v1/notifications/unread-count', token: 'customer', expect: 200 },
    ],
    'post /api/v1/notifications/{id}/read': [
      {
        note: 'unknown',
        method: 'POST',
        url: '/api/v1/notifications/99999999/read',
        token: 'customer',
        expect: 404,
      },
    ],
    'post /api/v1/notifications/read-all': [
      { note: 'mine', method: 'POST', url: '/api/v1/notifications/read-all', token: 'customer', expect: 200 },
    ],
    'get /api/v1/push/config': [{ note: 'config', url: '/api/v1/push/config', expect: 200 }],
    'post /api/v1/push/subscriptions': [
      {
        note: 'no endpoint',
        method: 'POST',
        url: '/api/v1/push/subscriptions',
        token: 'customer',
        payload: {},
        expect: 422,
      },
    ],
    'delete /api/v1/push/subscriptions': [
      {
        note: 'no endpoint',
        method: 'DELETE',
        url: '/api/v1/push/subscriptions',
        token: 'customer',
        payload: {},
        expect: 422,
      },
    ],
    'get /api/v1/dev/outbox': [
      { note: 'demo codes', url: '/api/v1/dev/outbox?mobile_number=966500000777', expect: 200 },
    ],
    ...backOfficeRequests(ids),
    ...growthRequests(),
    ...ticketRequests(),
    ...reportRequests(),
    ...scheduleRequests(ids),
    ...moneyRequests(),
    ...catalogueRequests(ids),
  };
}
