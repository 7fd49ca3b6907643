/** Test helper (not a test file): the contract walk's requests for the back office (issue 16 and the admin routes before it), spread into walkRequests. */
import { slotDate } from './orders.ts';
import type { Req, WalkIds } from './openapi-walk-requests.ts';

export const backOfficeRequests = (ids: WalkIds): Record<string, Req[]> => ({
  ...deskRequests(ids),
  'put /api/v1/admin/settings/tracking': [
    {
      note: 'admin',
      method: 'PUT',
      url: '/api/v1/admin/settings/tracking',
      token: 'admin',
      payload: {
        ga4_measurement_id: null,
        meta_pixel_id: null,
        snap_pixel_id: null,
        tiktok_pixel_id: null,
      },
      expect: 200,
    },
    {
      note: 'a customer',
      method: 'PUT',
      url: '/api/v1/admin/settings/tracking',
      token: 'customer',
      payload: {
        ga4_measurement_id: null,
        meta_pixel_id: null,
        snap_pixel_id: null,
        tiktok_pixel_id: null,
      },
      expect: 403,
    },
    {
      note: 'bad id',
      method: 'PUT',
      url: '/api/v1/admin/settings/tracking',
      token: 'admin',
      payload: {
        ga4_measurement_id: 'UA-1',
        meta_pixel_id: null,
        snap_pixel_id: null,
        tiktok_pixel_id: null,
      },
      expect: 422,
    },
  ],
  'get /api/v1/admin/outbox/dead-letters': [
    { note: 'admin', url: '/api/v1/admin/outbox/dead-letters', token: 'admin', expect: 200 },
    { note: 'a customer', url: '/api/v1/admin/outbox/dead-letters', token: 'customer', expect: 403 },
  ],
  'post /api/v1/admin/outbox/replay': [
    {
      note: 'no ids',
      method: 'POST',
      url: '/api/v1/admin/outbox/replay',
      token: 'admin',
      payload: {},
      expect: 422,
    },
  ],
  'get /api/v1/admin/me': [
    { note: 'the owner', url: '/api/v1/admin/me', token: 'admin', expect: 200 },
    { note: 'a customer', url: '/api/v1/admin/me', token: 'customer', expect: 403 },
  ],
  'get /api/v1/admin/audit-log': [
    { note: 'the owner', url: '/api/v1/admin/audit-log', token: 'admin', expect: 200 },
    { note: 'bad page', url: '/api/v1/admin/audit-log?page=0', token: 'admin', expect: 422 },
  ],
  'get /api/v1/orders/{id}/entry-passes': [
    { note: 'not mine', url: '/api/v1/orders/99999999/entry-passes', token: 'customer', expect: 404 },
    { note: 'a guest', url: '/api/v1/orders/1/entry-passes', token: 'none', expect: 401 },
  ],
  'post /api/v1/admin/check-in': [
    {
      note: 'nothing to check in',
      method: 'POST',
      url: '/api/v1/admin/check-in',
      token: 'admin',
      payload: {},
      expect: 422,
    },
    {
      note: 'a forged pass',
      method: 'POST',
      url: '/api/v1/admin/check-in',
      token: 'admin',
      payload: { code: 'HZP.1.1.AAAAAAAAAAAAAAAAAAAAAA' },
      expect: 404,
    },
    {
      note: 'a customer',
      method: 'POST',
      url: '/api/v1/admin/check-in',
      token: 'customer',
      payload: { order_id: 1 },
      expect: 403,
    },
  ],
  'get /api/v1/admin/check-in/find': [
    { note: 'by number', url: '/api/v1/admin/check-in/find?q=HZ1', token: 'admin', expect: 200 },
    { note: 'too short', url: '/api/v1/admin/check-in/find?q=5', token: 'admin', expect: 422 },
  ],
  'post /api/v1/admin/orders/{id}/fulfilment': [
    {
      note: 'an order with no steps (a booking)',
      method: 'POST',
      url: '/api/v1/admin/orders/1/fulfilment',
      token: 'admin',
      payload: { status: 'preparing' },
      expect: 409,
    },
    {
      note: 'unknown order',
      method: 'POST',
      url: '/api/v1/admin/orders/99999999/fulfilment',
      token: 'admin',
      payload: { status: 'preparing' },
      expect: 404,
    },
    {
      note: 'no such step',
      method: 'POST',
      url: '/api/v1/admin/orders/1/fulfilment',
      token: 'admin',
      payload: { status: 'teleported' },
      expect: 422,
    },
    {
      note: 'a customer',
      method: 'POST',
      url: '/api/v1/admin/orders/1/fulfilment',
      token: 'customer',
      payload: { status: 'preparing' },
      expect: 403,
    },
  ],
  'post /api/v1/admin/orders/{id}/no-show': [
    {
      note: 'a completed order',
      method: 'POST',
      url: '/api/v1/admin/orders/1/no-show',
      token: 'admin',
      expect: 409,
    },
    {
      note: 'unknown order',
      method: 'POST',
      url: '/api/v1/admin/orders/99999999/no-show',
      token: 'admin',
      expect: 404,
    },
    { note: 'bad id', method: 'POST', url: '/api/v1/admin/orders/x/no-show', token: 'admin', expect: 422 },
  ],
  'post /api/v1/admin/orders/{id}/complete': [
    {
      note: 'a completed order',
      method: 'POST',
      url: '/api/v1/admin/orders/1/complete',
      token: 'admin',
      expect: 409,
    },
    {
      note: 'a customer',
      method: 'POST',
      url: '/api/v1/admin/orders/1/complete',
      token: 'customer',
      expect: 403,
    },
  ],
  'get /api/v1/admin/bookings': [
    { note: 'the owner', url: '/api/v1/admin/bookings?q=HZ', token: 'admin', expect: 200 },
    { note: 'bad status', url: '/api/v1/admin/bookings?status=lost', token: 'admin', expect: 422 },
  ],
  'get /api/v1/admin/bookings/{id}': [
    { note: 'an order', url: '/api/v1/admin/bookings/1', token: 'admin', expect: 200 },
    { note: 'unknown', url: '/api/v1/admin/bookings/99999999', token: 'admin', expect: 404 },
  ],
  'post /api/v1/admin/bookings/{id}/cancel': [
    {
      note: 'a completed order',
      method: 'POST',
      url: '/api/v1/admin/bookings/1/cancel',
      token: 'admin',
      payload: { refund_to: 'wallet', reason: 'walk' },
      expect: 409,
    },
    {
      note: 'no reason',
      method: 'POST',
      url: '/api/v1/admin/bookings/1/cancel',
      token: 'admin',
      payload: { refund_to: 'wallet' },
      expect: 422,
    },
  ],
  'post /api/v1/admin/bookings/{id}/resend-confirmation': [
    {
      note: 'a completed order',
      method: 'POST',
      url: '/api/v1/admin/bookings/1/resend-confirmation',
      token: 'admin',
      expect: 409,
    },
  ],
  'post /api/v1/admin/bookings/{id}/cash-received': [
    {
      note: 'nothing due (paid at the counter)',
      method: 'POST',
      url: '/api/v1/admin/bookings/1/cash-received',
      token: 'admin',
      expect: 409,
    },
    {
      note: 'unknown',
      method: 'POST',
      url: '/api/v1/admin/bookings/99999999/cash-received',
      token: 'admin',
      expect: 404,
    },
  ],
  'get /api/v1/admin/customers': [
    { note: 'by mobile', url: '/api/v1/admin/customers?q=0500000103', token: 'admin', expect: 200 },
    { note: 'bad page', url: '/api/v1/admin/customers?page=0', token: 'admin', expect: 422 },
  ],
  'get /api/v1/admin/customers/{id}': [
    { note: 'unknown', url: '/api/v1/admin/customers/99999999', token: 'admin', expect: 404 },
    { note: 'a customer', url: '/api/v1/admin/customers/1', token: 'customer', expect: 403 },
  ],
  'post /api/v1/admin/customers/{id}/notes': [
    {
      note: 'empty',
      method: 'POST',
      url: '/api/v1/admin/customers/1/notes',
      token: 'admin',
      payload: { body: '' },
      expect: 422,
    },
    {
      note: 'unknown',
      method: 'POST',
      url: '/api/v1/admin/customers/99999999/notes',
      token: 'admin',
      payload: { body: 'walk' },
      expect: 404,
    },
  ],
});

/** The front desk (issue 16 item 3): the calendar, moving a booking, a walk-in booking, finding a customer. */
function deskRequests(ids: WalkIds): Record<string, Req[]> {
  const day = `branch_id=${ids.branchId}&from=${slotDate}&to=${slotDate}`;
  const walkIn = {
    mobile_number: '0500000990',
    first_name: 'Walk',
    last_name: 'In',
    product_id: ids.productId,
    resource_id: ids.resourceId,
    start_at: `${slotDate}T15:00:00+03:00`,
    payment: 'cash',
  };
  return {
    'get /api/v1/admin/calendar': [
      { note: 'a day', url: `/api/v1/admin/calendar?${day}`, token: 'admin', expect: 200 },
      {
        note: 'eight days',
        url: `/api/v1/admin/calendar?branch_id=${ids.branchId}&from=2026-03-01&to=2026-03-08`,
        token: 'admin',
        expect: 422,
      },
      { note: 'a customer', url: `/api/v1/admin/calendar?${day}`, token: 'customer', expect: 403 },
    ],
    'post /api/v1/admin/bookings/{order_product_id}/move': [
      {
        note: 'the time it has',
        method: 'POST',
        url: `/api/v1/admin/bookings/${ids.giftLine}/move`,
        token: 'admin',
        payload: { start_at: `${slotDate}T11:00:00+03:00` },
        expect: 200,
      },
      {
        note: 'unknown booking',
        method: 'POST',
        url: '/api/v1/admin/bookings/99999999/move',
        token: 'admin',
        payload: { start_at: `${slotDate}T11:00:00+03:00` },
        expect: 404,
      },
      {
        note: 'no time',
        method: 'POST',
        url: `/api/v1/admin/bookings/${ids.giftLine}/move`,
        token: 'admin',
        payload: {},
        expect: 422,
      },
    ],
    'post /api/v1/admin/bookings': [
      {
        note: 'a walk-in paying cash',
        method: 'POST',
        url: '/api/v1/admin/bookings',
        token: 'admin',
        payload: walkIn,
        expect: 201,
      },
      {
        note: 'the same time again',
        method: 'POST',
        url: '/api/v1/admin/bookings',
        token: 'admin',
        payload: walkIn,
        expect: 409,
      },
      {
        note: 'no payment',
        method: 'POST',
        url: '/api/v1/admin/bookings',
        token: 'admin',
        payload: { ...walkIn, payment: undefined },
        expect: 422,
      },
      {
        note: 'a customer',
        method: 'POST',
        url: '/api/v1/admin/bookings',
        token: 'customer',
        payload: walkIn,
        expect: 403,
      },
    ],
    'get /api/v1/admin/customers/by-mobile': [
      {
        note: 'a number',
        url: '/api/v1/admin/customers/by-mobile?mobile=0500000101',
        token: 'admin',
        expect: 200,
      },
      {
        note: 'not a mobile',
        url: '/api/v1/admin/customers/by-mobile?mobile=12',
        token: 'admin',
        expect: 422,
      },
    ],
  };
}
