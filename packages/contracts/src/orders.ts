import { z } from 'zod';
import { stcPayMobile, stcPayState } from './wallet-payments.ts';
import { fulfilmentKinds, fulfilmentStatuses } from './fulfilment.ts';
import { flag01 } from './flags.ts';
import { paymentMethodIds } from './cart-rules.ts';
import { cartProductType } from './catalogue.ts';
import { checkSelection, selectionFields } from './cart.ts';
import { giftRecipient, giftedInfo } from './gifting.ts';
import { bookingsTabs, orderStatusNames, paymentFailureReasons } from './order-rules.ts';
import { decimalInt, paginationOptions } from './pagination.ts';

export * from './order-rules.ts';

const id = z.number().int().positive();
const halalas = z.number().int();
const idParam = decimalInt('validation.id', 1, 2147483647);

/** Spec §3 status: value, label, labels in en and ar, colour and the active/history flag. */
export const orderStatus = z.object({
  name: z.enum(orderStatusNames),
  value: z.number().int(),
  label: z.string(),
  labels: z.object({ en: z.string(), ar: z.string() }),
  color: z.string(),
  display_active_in_order_history_app: z.enum(['1', '0']),
});
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderProduct = z.object({
  order_product_id: id,
  product_master_id: id,
  cart_product_id: id.nullable(),
  name: z.string(),
  image: z.string(),
  type: cartProductType,
  branch_id: id,
  branch_name: z.string(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  quantity: z.number().int(),
  size: z.string().nullable(),
  visitors: z.number().int(),
  unit_price: halalas,
  total_price: halalas,
  tax_amount: halalas,
  /**
   * Services booked back to back in one visit (ADR 0063): the parts share this id and move together. Always sent;
   * optional in the type only so older fixtures stay valid.
   */
  visit_id: z.string().nullable().optional(),
});
export type OrderProduct = z.infer<typeof orderProduct>;

/**
 * How the order reaches the customer (ADR 0024): the kind and its label, the step it is at (delivery, pickup and
 * dine-in orders) with its label, the address a delivery or home visit goes to (as it was when ordered), and a
 * pickup's ready time.
 */
export const orderFulfilment = z.object({
  kind: z.enum(fulfilmentKinds),
  kind_text: z.string(),
  status: z.enum(fulfilmentStatuses).nullable(),
  status_text: z.string(),
  address: z
    .object({ title: z.string(), full_address: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
  ready_at: z.string().nullable(),
});
export type OrderFulfilment = z.infer<typeof orderFulfilment>;

/** An order as the API sends it (spec §3 original order fields). Money in halalas. */
export const order = z.object({
  id,
  order_number: z.string(),
  status: orderStatus,
  status_text: z.string(),
  payment_method: z.enum(paymentMethodIds),
  /** 'paid' | 'pending' | 'due_at_branch' | 'failed' | 'refunded'. */
  payment_status: z.string(),
  sub_total: halalas,
  tax_amount: halalas,
  promo_discount: halalas,
  extra_discount: halalas,
  gift_card_discount: halalas,
  order_service_fee_price: halalas,
  redeem_points_price: halalas,
  total: halalas,
  /** Of the total, the deposit paid online (issue 28, ADR 0054); 0 when none. */
  deposit_amount: halalas,
  /** Of the total, what is paid at the visit (cash or card at the desk); 0 when all is paid online. */
  due_at_visit: halalas,
  /**
   * When the part due at the visit was paid (at the desk, or online before the visit: ADR 0064), and how; null
   * while it is owed (or when nothing was).
   */
  rest_paid_at: z.string().nullable(),
  rest_paid_method: z.enum(['cash', 'card', 'online']).nullable(),
  currency: z.literal('SAR'),
  number_of_users: z.number().int(),
  branch_id: id.nullable(),
  branch_name: z.string(),
  /** Local date of the first booking (YYYY-MM-DD), or of the order. */
  date: z.string(),
  customer_arrived: z.boolean(),
  /** Until when an unpaid online order waits for its payment (ISO), else null. */
  payment_expires_at: z.string().nullable(),
  created_at: z.string(),
  products: z.array(orderProduct),
  fulfilment: orderFulfilment,
});
export type Order = z.infer<typeof order>;

export const savedCard = z.object({
  id,
  brand: z.string(),
  last4: z.string(),
  /** 'MM/YY' or null. */
  expiry: z.string().nullable(),
  holder_name: z.string().nullable(),
});
export type SavedCard = z.infer<typeof savedCard>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.invalid' }).optional(),
  );

/**
 * Spec §7 POST orders. `payment_method_id`: 'cash' (pay at the branch) or 'card'. The cart selection (promo code,
 * gift cards, points, service fees) is sent the same way as with GET cart (`selectionFields`, flat
 * `service_fees[i][id]` keys). A gift (`is_gifted_order=1`) needs `gifted_order_data` (the recipient) and may carry
 * a trimmed `gift_message`; without the flag both are ignored.
 */
export const createOrderBody = z
  .looseObject({
    payment_method_id: z.enum(paymentMethodIds, { error: 'validation.payment_method' }),
    /** STC Pay's wallet number, required with payment_method_id=stc_pay (ADR 0053). */
    stc_pay_mobile: stcPayMobile.optional(),
    is_scheduled: flag01.default('0'),
    ...selectionFields,
    is_gifted_order: flag01.default('0'),
    gift_message: optionalText(500),
    gifted_order_data: giftRecipient.optional(),
  })
  .superRefine(checkSelection)
  .superRefine((body, ctx) => {
    if (body.is_gifted_order === '1' && body.gifted_order_data === undefined)
      ctx.addIssue({ code: 'custom', path: ['gifted_order_data'], message: 'gifting.recipient_required' });
  })
  .superRefine((body, ctx) => {
    if (body.payment_method_id === 'stc_pay' && body.stc_pay_mobile === undefined)
      ctx.addIssue({ code: 'custom', path: ['stc_pay_mobile'], message: 'validation.stc_pay_mobile' });
  });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** Spec §3 Order response. `payment` is null for cash. */
export const createOrderResponse = z.object({
  order,
  payment: z
    .object({
      /**
       * The page the pop-up opens to pay (a new card); add `&card=<saved card id>` to pay with a saved card. For
       * Tabby / Tamara the same as `redirect_url`; empty for STC Pay (the code is confirmed with stc-pay/confirm).
       */
      create_token_url: z.object({ url: z.string() }),
      merchant_reference: z.string(),
      expires_at: z.string(),
      /** Tabby / Tamara: where the browser goes for the provider's hosted checkout (ADR 0053). */
      redirect_url: z.string().nullable().optional(),
      /** STC Pay: the code was sent to this wallet number (ADR 0053). */
      stc_pay: stcPayState.nullable().optional(),
    })
    .nullable(),
  confirmation_message: z.object({ message_1: z.string() }),
  saved_cards: z.array(savedCard),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const checkPaymentStatusBody = z.object({
  merchant_reference: z.string({ error: 'validation.required' }).trim().min(1).max(64),
});
/**
 * Spec §7: `status` is 'pending', true (paid: the order is confirmed), or a failure ('failed' with a `reason`,
 * 'expired'). `message` is translated.
 */
export const paymentStatusResponse = z.object({
  status: z.union([z.literal(true), z.enum(['pending', 'failed', 'expired'])]),
  reason: z.enum(paymentFailureReasons).nullable(),
  message: z.string(),
  order_number: z.string(),
  order_id: id,
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

export const savedCardsResponse = z.object({ saved_cards: z.array(savedCard) });
export const savedCardParams = z.object({ id: idParam });
/** POST saved-cards/setup: the page the create card frame shows (our origin; it reports back by postMessage). */
export const cardSetupResponse = z.object({ url: z.string(), reference: z.string() });

/**
 * Where a refund goes back to (issue 27 item 6, ADR 0053): the card, the customer's Hajz wallet, Apple Pay (the card
 * in it), or the wallet / pay-later provider that paid. One list for the API's events, notifications and texts, and
 * the app's cancel dialog.
 */
export const refundDestinations = ['card', 'wallet', 'apple_pay', 'stc_pay', 'tabby', 'tamara'] as const;
export type RefundDestination = (typeof refundDestinations)[number];

/**
 * An order as "my bookings" shows it (spec §3 Booking original order fields): the order plus what the customer may
 * do with it. `invoice_link` is a signed, expiring URL of the printable tax invoice (null until confirmed).
 */
export const orderDetails = order.extend({
  user_name: z.string(),
  /** Local 'HH:mm' of the first booking, or of the order. */
  time: z.string(),
  can_rate: z.boolean(),
  has_rating: z.boolean(),
  is_cancelable: z.boolean(),
  /** Until when it may be cancelled (ISO), null when it cannot be. */
  cancelable_until: z.string().nullable(),
  /** Cancelling now keeps the deposit (inside the cancellation window, issue 28): the dialog says so first. */
  cancel_keeps_deposit: z.boolean(),
  /** The rest due at the visit may be paid online now (POST orders/{id}/pay-rest; ADR 0064). */
  can_pay_rest: z.boolean(),
  /** The cancellation policy (translated) when the order holds a deposit, else null. */
  cancellation_policy: z.string().nullable(),
  /**
   * What cancelling now gives back and where (issue 30 item 4): halalas paid online less a kept deposit, to the card,
   * the wallet or the pay-later/wallet provider it came from; null when nothing would go back or it cannot be cancelled.
   */
  cancel_refund: z.object({ amount: z.number().int(), to: z.enum(refundDestinations) }).nullable(),
  invoice_link: z.string().nullable(),
  /** Spec §3 gifted_info as the viewer sees it (sender or recipient); null when the order is not a gift. */
  gifted_info: giftedInfo.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/**
 * A gifted order (spec §3: gifted_info plus order_id and products; §7 GET gifted-orders). A recipient sees no prices:
 * the amounts read 0 (ADR 0021).
 */
export const giftedOrder = giftedInfo.extend({
  order_id: id,
  order: orderDetails,
  products: z.array(orderProduct),
});
export type GiftedOrder = z.infer<typeof giftedOrder>;
export const giftedOrdersResponse = z.object({ orders: z.array(giftedOrder) });
export const giftedOrderResponse = z.object({ gifted_order: giftedOrder });

/**
 * Spec §7 GET orders?page=n; `active` '1' = active tab, '0' = completed/history tab, absent = all. `tab` (issue 30
 * item 4) picks one of the bookings tabs (order-rules.ts `bookingsTabOf`); with `active` too, both must hold.
 */
export const ordersQuery = z.object({
  page: decimalInt('validation.page', 1, 100000).default(1),
  active: z.enum(['0', '1'], { error: 'validation.enum' }).optional(),
  tab: z.enum(bookingsTabs, { error: 'validation.enum' }).optional(),
});
export const ordersListResponse = z.object({
  orders: z.array(orderDetails),
  pagination_options: paginationOptions,
});
export type OrdersListResponse = z.infer<typeof ordersListResponse>;
export const orderParams = z.object({ id: idParam });
export const orderDetailsResponse = orderDetails;

export const rateOrderBody = z.object({
  rating: decimalInt('validation.rating', 1, 5),
  comment: optionalText(1000),
});
export const orderRating = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export const orderRatingResponse = z.object({ rating: orderRating });
/** Cancel answers the order as it is now (spec: status, message, data). */
export const cancelOrderResponse = z.object({ order: orderDetails });

/**
 * POST orders/{id}/pay-rest (issue 28, ADR 0064): the rest of a deposit booking, paid online before the visit. The
 * card in the payment pop-up (`create_token_url`, as at checkout); `amount` is exactly what was due at the visit.
 */
export const payRestBody = z.object({
  payment_method_id: z.enum(['card'], { error: 'validation.enum' }),
});
export type PayRestBody = z.infer<typeof payRestBody>;
export const payRestResponse = z.object({
  payment: z.object({
    reference: z.string(),
    amount: halalas,
    create_token_url: z.object({ url: z.string() }),
  }),
});
export type PayRestResponse = z.infer<typeof payRestResponse>;
