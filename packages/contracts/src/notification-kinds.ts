import type { RefundDestination } from './orders.ts';

/**
 * What the notification centre can list (issue 12). The server renders each kind's title and body from its params
 * in the language the customer ordered in; `target` says what tapping it opens.
 */
export const notificationKinds = [
  'booking_confirmed',
  'booking_reminder',
  'booking_cancelled',
  'refund_issued',
  'points_earned',
  'gift_card_received',
  'payment_failed',
  'gift_received',
  'gift_accepted',
  'gift_scheduled',
  'gift_declined',
  'gift_expired',
  'order_progress',
  'ticket_reply',
  'booking_moved',
  'waitlist_offered',
  'no_show_recorded',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Params each kind carries (strings and numbers only: they are stored as JSON and formatted when read). */
export type NotificationParams = {
  booking_confirmed: { order_number: string; branch?: string; date?: string; time?: string };
  booking_reminder: { order_number: string; branch?: string; date: string; time: string; lead_hours: number };
  booking_cancelled: { order_number: string };
  /** `to`: where it went back to (orders.ts, refundDestinations); amount in halalas. */
  refund_issued: { order_number: string; amount: number; to: RefundDestination };
  points_earned: { order_number: string; points: number };
  gift_card_received: { serial_number: string; amount: number };
  payment_failed: { order_number: string };
  /** To the recipient (when the number has an account): who sent it and what it is. */
  gift_received: { order_number: string; sender: string; service: string; branch: string };
  /** To the sender: the recipient's answer, with the booking's (new) time. */
  gift_accepted: { order_number: string; recipient: string; date: string; time: string };
  gift_scheduled: { order_number: string; recipient: string; date: string; time: string };
  gift_declined: { order_number: string; recipient: string };
  /** To the sender: an open-time gift nobody scheduled in time; refunded to the wallet. */
  gift_expired: { order_number: string; recipient: string };
  /** A delivery, pickup or dine-in order's new step (contracts/fulfilment.ts), with the branch to collect from. */
  order_progress: { order_number: string; status: string; branch: string };
  /** The business answered one of the customer's support tickets (issue 16 item 7). */
  ticket_reply: { ticket_id: number; subject: string };
  /** The desk moved a booking (issue 16): its new time. */
  booking_moved: { order_number: string; branch: string; date: string; time: string };
  /** A freed time held for a waitlisted customer until `until` (ADR 0055). */
  waitlist_offered: { service: string; branch: string; date: string; time: string; until: string };
  /** The desk marked the booking missed (issue 28): the deposit kept (halalas, 0: none). */
  no_show_recorded: { order_number: string; amount: number };
};
