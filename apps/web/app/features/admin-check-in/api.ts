import type { Locale } from '@hajz/contracts/locale';
import type { VisitResponse } from '@hajz/contracts/back-office';
import type { CheckInResult, FoundBooking } from '@hajz/contracts/staff';
import { adminGet, adminPost } from '~/admin-kit/api';

export type { CheckInResult, FoundBooking };

export const findBookings = async (locale: Locale, q: string) =>
  (await adminGet<{ bookings: FoundBooking[] }>(locale, '/admin/check-in/find', { q })).bookings;

export const checkIn = (locale: Locale, body: { code: string } | { order_id: number }) =>
  adminPost<CheckInResult>(locale, '/admin/check-in', body);

export const markNoShow = (locale: Locale, orderId: number) =>
  adminPost<VisitResponse>(locale, `/admin/orders/${orderId}/no-show`);

export const completeVisit = (locale: Locale, orderId: number) =>
  adminPost<VisitResponse>(locale, `/admin/orders/${orderId}/complete`);
