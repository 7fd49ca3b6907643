import type { Locale } from '@hajz/contracts/locale';
import type { VisitResponse } from '@hajz/contracts/back-office';
import { adminGet, adminPost } from '~/admin-kit/api';

export type FoundBooking = {
  order_id: number;
  order_number: string;
  branch_id: number | null;
  customer_name: string;
  start_at: string | null;
  customer_arrived: boolean;
};
export type CheckInResult = {
  order_id: number;
  order_number: string;
  customer_arrived: boolean;
  already: boolean;
};

export const findBookings = async (locale: Locale, q: string) =>
  (await adminGet<{ bookings: FoundBooking[] }>(locale, '/admin/check-in/find', { q })).bookings;

export const checkIn = (locale: Locale, body: { code: string } | { order_id: number }) =>
  adminPost<CheckInResult>(locale, '/admin/check-in', body);

export const markNoShow = (locale: Locale, orderId: number) =>
  adminPost<VisitResponse>(locale, `/admin/orders/${orderId}/no-show`);

export const completeVisit = (locale: Locale, orderId: number) =>
  adminPost<VisitResponse>(locale, `/admin/orders/${orderId}/complete`);
