/**
 * THE ROLE × ROUTE TABLE of the back office (read by staff.test.ts): every admin route and who may call it. A route
 * the OpenAPI document lists under /api/v1/admin but this table does not fails the matrix: a new back-office route
 * must say who may use it, and a row for a route the app does not have fails it too. `ids` are the test's records (read when a request is made, after its setup).
 */
import type { StaffRole } from '@hajz/contracts/staff';

export type MatrixIds = { olaya: number; jeddah: number; pickupOrder: number; olayaTicket: number };
export type MatrixRow = {
  roles: readonly StaffRole[];
  request: () => { method: string; url: string; payload?: object };
};

export const routeMatrix = (ids: MatrixIds): Record<string, MatrixRow> => ({
  'get /api/v1/admin/me': {
    roles: ['owner', 'manager', 'receptionist', 'staff'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/me' }),
  },
  'get /api/v1/admin/audit-log': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/audit-log' }),
  },
  'post /api/v1/admin/orders/{id}/fulfilment': {
    roles: ['owner', 'manager', 'receptionist'],
    // An order of Olaya: the Jeddah receptionist is refused it (checked apart below).
    request: () => ({
      method: 'POST',
      url: `/api/v1/admin/orders/${ids.pickupOrder}/fulfilment`,
      payload: { status: 'picked_up' },
    }),
  },
  'post /api/v1/admin/check-in': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/check-in', payload: { order_id: 99999999 } }),
  },
  'get /api/v1/admin/check-in/find': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/check-in/find?q=HZ000' }),
  },
  'post /api/v1/admin/orders/{id}/no-show': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/orders/99999999/no-show' }),
  },
  'post /api/v1/admin/orders/{id}/complete': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/orders/99999999/complete' }),
  },
  'get /api/v1/admin/calendar': {
    roles: ['owner', 'manager', 'receptionist', 'staff'],
    request: () => ({
      method: 'GET',
      url: `/api/v1/admin/calendar?branch_id=${ids.olaya}&from=2026-03-01&to=2026-03-01`,
    }),
  },
  'post /api/v1/admin/bookings/{order_product_id}/move': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({
      method: 'POST',
      url: '/api/v1/admin/bookings/99999999/move',
      payload: { start_at: '2030-03-01T10:00:00+03:00' },
    }),
  },
  'post /api/v1/admin/bookings': {
    roles: ['owner', 'manager', 'receptionist'],
    // Refused by validation once let in: the matrix checks who gets past the door, not the booking.
    request: () => ({ method: 'POST', url: '/api/v1/admin/bookings', payload: {} }),
  },
  'get /api/v1/admin/customers/by-mobile': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/customers/by-mobile?mobile=0500000101' }),
  },
  'get /api/v1/admin/bookings': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/bookings' }),
  },
  'get /api/v1/admin/bookings/{id}': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/bookings/99999999' }),
  },
  'post /api/v1/admin/bookings/{id}/cancel': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({
      method: 'POST',
      url: '/api/v1/admin/bookings/99999999/cancel',
      payload: { refund_to: 'wallet', reason: 'matrix' },
    }),
  },
  'post /api/v1/admin/bookings/{id}/resend-confirmation': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/bookings/99999999/resend-confirmation' }),
  },
  'post /api/v1/admin/bookings/{id}/cash-received': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/bookings/99999999/cash-received' }),
  },
  'get /api/v1/admin/customers': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/customers' }),
  },
  'get /api/v1/admin/customers/{id}': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/customers/99999999' }),
  },
  'post /api/v1/admin/customers/{id}/notes': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({
      method: 'POST',
      url: '/api/v1/admin/customers/99999999/notes',
      payload: { body: 'matrix' },
    }),
  },
  // Reports (issue 17 item 4): owners and managers; a manager's branches only (reports.test.ts).
  'get /api/v1/admin/reports': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/reports?from=2026-03-01&to=2026-03-31' }),
  },
  'get /api/v1/admin/reports/{table}/csv': {
    roles: ['owner', 'manager'],
    request: () => ({
      method: 'GET',
      url: '/api/v1/admin/reports/revenue-by-day/csv?from=2026-03-01&to=2026-03-31',
    }),
  },
  'get /api/v1/admin/outbox/dead-letters': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/outbox/dead-letters' }),
  },
  'post /api/v1/admin/outbox/replay': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/outbox/replay', payload: { ids: [999999] } }),
  },
  'put /api/v1/admin/settings/tracking': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/settings/tracking', payload: {} }),
  },
  // Schedules (issue 17 item 2): resources for the owner and managers (their branches), booking settings the owner's.
  'get /api/v1/admin/resources': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/resources?branch_id=${ids.olaya}` }),
  },
  'post /api/v1/admin/resources': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/resources', payload: {} }),
  },
  'put /api/v1/admin/resources/{id}': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/resources/99999999', payload: {} }),
  },
  'put /api/v1/admin/resources/{id}/shifts': {
    roles: ['owner', 'manager'],
    request: () => ({
      method: 'PUT',
      url: '/api/v1/admin/resources/99999999/shifts',
      payload: { shifts: [] },
    }),
  },
  'post /api/v1/admin/resources/{id}/time-off': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/resources/99999999/time-off', payload: {} }),
  },
  'delete /api/v1/admin/resources/{id}/time-off/{time_off_id}': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'DELETE', url: '/api/v1/admin/resources/99999999/time-off/1' }),
  },
  'get /api/v1/admin/settings/booking': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/settings/booking' }),
  },
  'put /api/v1/admin/settings/booking': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/settings/booking', payload: {} }),
  },
  // Money (issue 17 item 3): the owner's alone; refused by validation once let in.
  'get /api/v1/admin/promo-codes': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/promo-codes' }),
  },
  'post /api/v1/admin/promo-codes': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/promo-codes', payload: {} }),
  },
  'put /api/v1/admin/promo-codes/{id}': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/promo-codes/99999999', payload: {} }),
  },
  'get /api/v1/admin/service-fees': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/service-fees' }),
  },
  'put /api/v1/admin/service-fees/{id}': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/service-fees/99999999', payload: {} }),
  },
  'put /api/v1/admin/zones/{id}': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/zones/99999999', payload: {} }),
  },
  'get /api/v1/admin/loyalty': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/loyalty' }),
  },
  'put /api/v1/admin/loyalty/classes/{id}': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/loyalty/classes/99999999', payload: {} }),
  },
  'put /api/v1/admin/loyalty/points': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/loyalty/points', payload: {} }),
  },
  'get /api/v1/admin/settings/marketing': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/settings/marketing' }),
  },
  'put /api/v1/admin/settings/marketing': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/settings/marketing', payload: {} }),
  },
  'get /api/v1/admin/gift-cards': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/gift-cards' }),
  },
  'get /api/v1/admin/gift-cards/{id}': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/gift-cards/99999999' }),
  },
  'post /api/v1/admin/gift-cards': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/gift-cards', payload: {} }),
  },
  'post /api/v1/admin/gift-cards/{id}/adjustments': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/gift-cards/99999999/adjustments', payload: {} }),
  },
  'post /api/v1/admin/gift-cards/{id}/void': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/gift-cards/99999999/void', payload: {} }),
  },
  // E-invoicing (issue 26 item 6): the owner's.
  // The rest of a deposit booking paid at the visit (ADR 0054): the desk's; refused by validation once let in.
  'post /api/v1/admin/bookings/{id}/visit-paid': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/bookings/99999999/visit-paid', payload: {} }),
  },
  // The day at a glance per branch (issue 30 item 9): the desk's.
  'get /api/v1/admin/today': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/today?branch_id=${ids.olaya}` }),
  },
  // The waitlist per day and a time offered by hand (ADR 0055): the desk's.
  'get /api/v1/admin/waitlist': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/waitlist?branch_id=${ids.olaya}&date=2026-03-01` }),
  },
  'post /api/v1/admin/waitlist/{id}/offer': {
    roles: ['owner', 'manager', 'receptionist'],
    // Refused by validation once let in.
    request: () => ({ method: 'POST', url: '/api/v1/admin/waitlist/99999999/offer', payload: {} }),
  },
  // Ways to pay (ADR 0052) and the texts refused by the per-recipient cap (ADR 0057): the owner's alone.
  'get /api/v1/admin/settings/payment-methods': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/settings/payment-methods' }),
  },
  'put /api/v1/admin/settings/payment-methods': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/settings/payment-methods', payload: {} }),
  },
  'get /api/v1/admin/messaging/settings': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/messaging/settings' }),
  },
  'put /api/v1/admin/messaging/settings': {
    roles: ['owner'],
    // Out of range: the owner gets 422 (allowed, nothing written), everyone else 403.
    request: () => ({
      method: 'PUT',
      url: '/api/v1/admin/messaging/settings',
      payload: { whatsapp_fallback_minutes: 0 },
    }),
  },
  'get /api/v1/admin/messaging/offers': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/messaging/offers' }),
  },
  'post /api/v1/admin/messaging/offers': {
    roles: ['owner'],
    // A link in the text: the owner gets 422 (nothing sent), everyone else 403.
    request: () => ({
      method: 'POST',
      url: '/api/v1/admin/messaging/offers',
      payload: { text_en: 'See evil.example now', text_ar: 'عرض خاص اليوم' },
    }),
  },
  'get /api/v1/admin/message-caps': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/message-caps' }),
  },
  'get /api/v1/admin/e-invoicing': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/e-invoicing' }),
  },
  'post /api/v1/admin/e-invoicing/onboard': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/e-invoicing/onboard', payload: {} }),
  },
  'post /api/v1/admin/e-invoicing/renew': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: '/api/v1/admin/e-invoicing/renew', payload: {} }),
  },
  'get /api/v1/admin/e-invoicing/alerts': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/e-invoicing/alerts' }),
  },
  'get /api/v1/admin/e-invoicing/seller': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/e-invoicing/seller' }),
  },
  'put /api/v1/admin/e-invoicing/seller': {
    roles: ['owner'],
    request: () => ({ method: 'PUT', url: '/api/v1/admin/e-invoicing/seller', payload: {} }),
  },
  'get /api/v1/admin/e-invoices': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/e-invoices' }),
  },
  'get /api/v1/admin/e-invoices/{id}/xml': {
    roles: ['owner'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/e-invoices/99999999/xml' }),
  },
  // The catalogue (issue 17 item 1): owners and managers; new menus and the menus' order are the owner's.
  'get /api/v1/admin/catalogue/products': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/catalogue/products` }),
  },
  'post /api/v1/admin/catalogue/products': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/catalogue/products`, payload: {} }),
  },
  'put /api/v1/admin/catalogue/products/{id}': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'PUT', url: `/api/v1/admin/catalogue/products/99999999`, payload: {} }),
  },
  'post /api/v1/admin/catalogue/products/{id}/publish': {
    roles: ['owner', 'manager'],
    request: () => ({
      method: 'POST',
      url: `/api/v1/admin/catalogue/products/99999999/publish`,
      payload: { is_active: true },
    }),
  },
  'post /api/v1/admin/catalogue/products/reorder': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/catalogue/products/reorder`, payload: {} }),
  },
  'get /api/v1/admin/catalogue/menus': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/catalogue/menus` }),
  },
  'post /api/v1/admin/catalogue/menus': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/catalogue/menus`, payload: {} }),
  },
  'put /api/v1/admin/catalogue/menus/{id}': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'PUT', url: `/api/v1/admin/catalogue/menus/99999999`, payload: {} }),
  },
  'post /api/v1/admin/catalogue/menus/reorder': {
    roles: ['owner'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/catalogue/menus/reorder`, payload: {} }),
  },
  'post /api/v1/admin/catalogue/categories': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/catalogue/categories`, payload: {} }),
  },
  'put /api/v1/admin/catalogue/categories/{id}': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'PUT', url: `/api/v1/admin/catalogue/categories/99999999`, payload: {} }),
  },
  'post /api/v1/admin/catalogue/categories/reorder': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/catalogue/categories/reorder`, payload: {} }),
  },
  'get /api/v1/admin/catalogue/branches': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/catalogue/branches` }),
  },
  'put /api/v1/admin/catalogue/branches/{id}': {
    roles: ['owner', 'manager'],
    request: () => ({ method: 'PUT', url: `/api/v1/admin/catalogue/branches/${ids.olaya}`, payload: {} }),
  },
  'put /api/v1/admin/catalogue/branches/{id}/hours': {
    roles: ['owner', 'manager'],
    request: () => ({
      method: 'PUT',
      url: `/api/v1/admin/catalogue/branches/${ids.olaya}/hours`,
      payload: {},
    }),
  },
  'post /api/v1/admin/catalogue/branches/{id}/exceptions': {
    roles: ['owner', 'manager'],
    request: () => ({
      method: 'POST',
      url: `/api/v1/admin/catalogue/branches/${ids.olaya}/exceptions`,
      payload: {},
    }),
  },
  'delete /api/v1/admin/catalogue/branches/{id}/exceptions/{exception_id}': {
    roles: ['owner', 'manager'],
    request: () => ({
      method: 'DELETE',
      url: `/api/v1/admin/catalogue/branches/${ids.olaya}/exceptions/99999999`,
    }),
  },
  // Support tickets (issue 16 item 7): a ticket about the Olaya order (the Jeddah receptionist is refused it).
  'get /api/v1/admin/tickets': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: '/api/v1/admin/tickets' }),
  },
  'get /api/v1/admin/tickets/{id}': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'GET', url: `/api/v1/admin/tickets/${ids.olayaTicket}` }),
  },
  'post /api/v1/admin/tickets/{id}/messages': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({
      method: 'POST',
      url: `/api/v1/admin/tickets/${ids.olayaTicket}/messages`,
      payload: { message: 'On its way' },
    }),
  },
  'post /api/v1/admin/tickets/{id}/resolve': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/tickets/${ids.olayaTicket}/resolve` }),
  },
  'post /api/v1/admin/tickets/{id}/reopen': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({ method: 'POST', url: `/api/v1/admin/tickets/${ids.olayaTicket}/reopen` }),
  },
  'get /api/v1/admin/tickets/{id}/attachments/{key}': {
    roles: ['owner', 'manager', 'receptionist'],
    request: () => ({
      method: 'GET',
      url: `/api/v1/admin/tickets/${ids.olayaTicket}/attachments/${'0'.repeat(32)}`,
    }),
  },
});
