/**
 * The catalogue of outbox events (issue 25 item 6, ADR 0036): every event type the API publishes, with the zod
 * schema of its payload. `publish` takes only a type listed here, with a payload its schema accepts — a type error
 * at compile time, and an error at run time (outbox.ts parses before writing). Schemas are loose objects: what a
 * consumer relies on is required and typed; a publisher may add more.
 */
import { z } from 'zod';
import { refundDestinations } from '@hajz/contracts/orders';

const id = z.number().int();
const locale = z.string();

/** What every order event carries (lifecycle/order-lifecycle.ts, orderEventPayload). */
const orderEvent = z.looseObject({
  order_id: id,
  order_number: z.string(),
  // A gift's reminder goes to its recipient, who may have no account.
  user_id: id.nullable(),
  locale,
});
const closedOrder = orderEvent.extend({ reason: z.string() });
const giftEvent = z.looseObject({ gift_id: id, order_id: id });

export const events = {
  'order.created': orderEvent,
  'order.confirmed': orderEvent,
  /** The desk sends the confirmation again (notifications/confirmation-sms.ts). */
  'order.confirmation_resent': orderEvent,
  'order.expired': closedOrder,
  'order.payment_failed': closedOrder,
  'order.cancelled': closedOrder,
  'order.completed': orderEvent,
  /** The desk marked a no-show; what the customer's deposit kept (halalas, 0: none) — issue 28. */
  'order.no_show': orderEvent.extend({ deposit_kept: z.number().int() }),
  'order.refunded': orderEvent.extend({
    amount: z.number(),
    to: z.enum(refundDestinations),
  }),
  'order.progress': orderEvent.extend({ status: z.string(), branch: z.string() }),
  'booking.reminder': orderEvent.extend({
    lead_hours: z.number(),
    branch: z.string(),
    date: z.string(),
    time: z.string(),
  }),
  'booking.moved': orderEvent.extend({
    order_product_id: id,
    start_at: z.string(),
    previous_start_at: z.string(),
  }),
  'payment.refund_due': z.looseObject({ payment_id: id, order_id: id }),
  /**
   * An order's sale, cancellation or refund must be documented (ADR 0050): the document is issued on the unit's chain
   * after the commit, by the outbox.
   */
  'e_invoice.due': z.looseObject({ request_id: id, order_id: id }),
  /** A signed e-invoicing document joined its unit's chain: reported to Fatoora in ICV order (ADR 0048). */
  'e_invoice.issued': z.looseObject({
    document_id: id,
    unit_id: id,
    icv: z.number().int().min(1),
    order_id: id.nullable(),
  }),
  'gift.sent': giftEvent,
  'gift.accepted': giftEvent,
  'gift.scheduled': giftEvent,
  'gift.declined': giftEvent,
  'gift.expired': giftEvent,
  /** The sender cancelled the gifted order before it was used. */
  'gift.withdrawn': giftEvent,
  'gift_card.issued': z.looseObject({
    user_id: id.nullable(),
    serial_number: z.string(),
    amount: z.number(),
    locale,
  }),
  'notification.created': z.looseObject({ notification_id: id, user_id: id }),
  /** A freed time held for the first waiting customer (ADR 0055): what a message needs to tell them. */
  'waitlist.offered': z.looseObject({
    entry_id: id,
    user_id: id,
    locale,
    product_id: id,
    branch_id: id,
    start_at: z.string(),
    end_at: z.string(),
    offer_expires_at: z.string(),
  }),
  /** A WhatsApp message failed or was not delivered in time: its SMS copy goes out (messaging, ADR 0056). */
  'message.fallback_due': z.looseObject({ message_id: id }),
  /** The owner sent a marketing offer: the sender messages the customers who take offers (marketing, ADR 0065). */
  'marketing.offer_created': z.looseObject({ offer_id: id }),
  'ticket.replied': z.looseObject({ ticket_id: id, message_id: id, user_id: id.nullable() }),
} as const;

/** A catalogue: event type → payload schema (the app's is `events`; a test may bring its own). */
export type Catalogue = Readonly<Record<string, z.ZodType<Record<string, unknown>>>>;
export type Events = typeof events;
export type EventType = keyof Events;
/** What a publisher passes for an event of type T. */
export type EventPayload<T extends keyof C, C extends Catalogue = Events> = z.input<C[T]>;
