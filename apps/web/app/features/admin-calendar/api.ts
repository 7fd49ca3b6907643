/** The front desk's calls (issue 16 item 3): the calendar, moving a booking, a walk-in booking, finding a customer. */
import type {
  CalendarBooking,
  CalendarResponse,
  DeskBookingBody,
  DeskBookingResponse,
  DeskCustomerResponse,
  MoveBookingBody,
} from '@hajz/contracts/desk';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

export const fetchCalendar = async (
  locale: Locale,
  query: { branch_id: number; from: string; to: string },
): Promise<CalendarResponse> =>
  (await browserApi(locale, { quiet: true }).get<CalendarResponse>('/admin/calendar', { query })).data!;

/** Errors are the caller's to show (the booking snaps back with the reason). */
export const moveBooking = async (locale: Locale, lineId: number, body: MoveBookingBody) =>
  (
    await browserApi(locale, { quiet: true }).request<{ bookings: CalendarBooking[] }>(
      `/admin/bookings/${lineId}/move`,
      { method: 'POST', body },
    )
  ).data!;

export const createDeskBooking = async (locale: Locale, body: DeskBookingBody, key: string) =>
  (
    await browserApi(locale, { quiet: true }).request<DeskBookingResponse>('/admin/bookings', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    })
  ).data!;

export const findCustomer = async (locale: Locale, mobile: string) =>
  (
    await browserApi(locale, { quiet: true }).get<DeskCustomerResponse>('/admin/customers/by-mobile', {
      query: { mobile },
    })
  ).data!.customer;
