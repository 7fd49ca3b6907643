import type { Locale } from '@hajz/contracts/locale';
import type { AdminBookingDetail, AdminBookingRow, AdminCancelBody } from '@hajz/contracts/back-office';
import { adminGet, adminPost } from '~/admin-kit/api';

export type BookingsPage = { bookings: AdminBookingRow[]; page: number; has_more: boolean };
/** The list's filters as the URL keeps them (strings; empty means none). */
export type BookingFilters = {
  q: string;
  from: string;
  to: string;
  branch_id: string;
  status: string;
  customer_id: string;
  /** From the today overview (issue 30 item 9): booked | arrived | to_come; and payments taken on a date by a method. */
  visit: string;
  paid_on: string;
  method: string;
  page: string;
};

export const filterKeys = [
  'q',
  'from',
  'to',
  'branch_id',
  'status',
  'customer_id',
  'visit',
  'paid_on',
  'method',
  'page',
] as const;

export const fetchBookings = (locale: Locale, filters: Partial<BookingFilters>) =>
  adminGet<BookingsPage>(locale, '/admin/bookings', filters);

export const fetchBooking = (locale: Locale, id: number) =>
  adminGet<AdminBookingDetail>(locale, `/admin/bookings/${id}`);

export const cancelBooking = (locale: Locale, id: number, body: AdminCancelBody) =>
  adminPost<AdminBookingDetail>(locale, `/admin/bookings/${id}/cancel`, body);

export const resendConfirmation = (locale: Locale, id: number) =>
  adminPost<{ order_id: number }>(locale, `/admin/bookings/${id}/resend-confirmation`);

export const takeCash = (locale: Locale, id: number) =>
  adminPost<AdminBookingDetail>(locale, `/admin/bookings/${id}/cash-received`);

/** The rest of a deposit booking, paid at the desk in cash or on the card terminal (issue 28). */
export const takeVisitPayment = (locale: Locale, id: number, method: 'cash' | 'card') =>
  adminPost<AdminBookingDetail>(locale, `/admin/bookings/${id}/visit-paid`, { method });

/** Checks the booking in, as the check-in screen does (POST admin/check-in by the order); the page reloads it. */
export const checkInBooking = (locale: Locale, id: number) =>
  adminPost<{ order_id: number; already: boolean }>(locale, '/admin/check-in', { order_id: id });
