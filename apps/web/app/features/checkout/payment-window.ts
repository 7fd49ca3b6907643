/**
 * The payment pop-up's helpers live in ~/lib/payment-window: checkout pays an order with them, my bookings the rest
 * of a deposit booking (issue 28, ADR 0064).
 */
export * from '~/lib/payment-window';
