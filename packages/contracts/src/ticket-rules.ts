/**
 * Support tickets (issue 16 item 7): the fixed lists and limits, with no schema library so the browser bundle can
 * use them (the form's limits, the badges' names).
 */
export const ticketCategories = ['booking', 'payment', 'gift', 'other'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** open: the business owes an answer; awaiting_customer: the business answered; resolved: closed (a reply reopens). */
export const ticketStatuses = ['open', 'awaiting_customer', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketSides = ['customer', 'staff'] as const;
export type TicketSide = (typeof ticketSides)[number];

export const ticketRules = {
  subjectMin: 3,
  subjectMax: 120,
  messageMax: 2000,
  guestNameMax: 50,
  /** An attachment: a JPEG, PNG or WebP up to this size, re-encoded to a WebP of at most 1600 px a side. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxSide: 1600,
  /** Guest contact messages: per network address and per mobile number, per hour. */
  guestPerIpPerHour: 5,
  guestPerMobilePerHour: 3,
  perPage: 15,
  staffPerPage: 30,
} as const;
