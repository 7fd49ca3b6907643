/** Links in the messages we send a customer, in their language: a booking in my bookings, a gift they received. */
import type { Locale } from '@hajz/contracts/locale';

const base = (origin: string, locale: string) => `${origin}${locale === 'ar' ? '/ar' : ''}`;

/** The booking in my bookings (the page opens its details from `?booking=`). */
export const bookingLink = (origin: string, locale: string, orderId: number) =>
  `${base(origin, locale)}/dashboard/bookings?booking=${orderId}`;

/** The gift in the recipient's gift list (the page opens it from `?gift=`). */
export const giftLink = (origin: string, locale: Locale, giftId: number) =>
  `${base(origin, locale)}/gift-list?gift=${giftId}`;

/** The customer's cart (a waitlist offer taken on WhatsApp lands there, still held, ADR 0055). */
export const cartLink = (origin: string, locale: string) => `${base(origin, locale)}/cart`;

/** My waitlist: the offers held for me, to take or decline. */
export const waitlistLink = (origin: string, locale: string) => `${base(origin, locale)}/dashboard/waitlist`;
