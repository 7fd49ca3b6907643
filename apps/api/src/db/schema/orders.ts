import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { branches, products } from './catalogue.ts';
import { cartItems, carts } from './cart.ts';

/** A saved address as an order keeps it (spec §3 Address fields, without the customer's preferences). */
export type DeliveryAddress = {
  address_id: number;
  title: string;
  full_address: string;
  description: string;
  building_number: string;
  street_name: string;
  neighborhood: string;
  city_name: string;
  latitude: number;
  longitude: number;
};

/**
 * An order: what the customer checked out, with the totals it was priced at (halalas, VAT inclusive). Its life is
 * explicit in `status` (contracts/order-rules.ts); see docs/decisions/0008-orders-and-payments.md.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-friendly and unique: 'HZ' + a sequence (migration 0004); the payment provider's merchant reference. */
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The cart it came from, while the cart's lines still wait for this order's payment. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Language the customer ordered in: confirmation texts use it. */
    locale: text('locale').notNull().default('en'),
    subTotal: integer('sub_total').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    promoDiscount: integer('promo_discount').notNull().default(0),
    extraDiscount: integer('extra_discount').notNull().default(0),
    giftCardDiscount: integer('gift_card_discount').notNull().default(0),
    serviceFeePrice: integer('service_fee_price').notNull().default(0),
    redeemPointsPrice: integer('redeem_points_price').notNull().default(0),
    total: integer('total').notNull(),
    /**
     * Of `total`, the deposit paid online (issue 28, ADR 0054): held in the customer's `deposit` ledger account until
     * the visit, refunded by a cancel before the window, kept by a late cancel or a no-show — once.
     */
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** Of `total`, what is paid at the visit (cash or card at the desk); the rest of `total` is paid online. */
    dueAtVisit: integer('due_at_visit').notNull().default(0),
    /** When the desk took `due_at_visit`, and how ('cash' | 'card'). */
    visitPaidAt: timestamp('visit_paid_at', { withTimezone: true }),
    visitPaidMethod: text('visit_paid_method'),
    numberOfUsers: integer('number_of_users').notNull().default(1),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    customerArrived: boolean('customer_arrived').notNull().default(false),
    /** The desk marked the customer as not having come (issue 16 item 4): the booking never completes nor earns. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    isGiftedOrder: boolean('is_gifted_order').notNull().default(false),
    giftMessage: text('gift_message'),
    giftedOrderData: jsonb('gifted_order_data'),
    promoCode: text('promo_code'),
    giftCard: text('gift_card'),
    /** An unpaid online order waits until then; its times are held as long. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it ended unpaid or was cancelled ('cart_changed', 'replaced', 'expired', 'customer', …). */
    closeReason: text('close_reason'),
    /** How it reaches the customer (contracts/fulfilment.ts, ADR 0024). */
    fulfilment: text('fulfilment').notNull().default('at_branch'),
    /** Where a delivery or pickup order is (preparing → … → delivered / picked up / served); null for bookings. */
    fulfilmentStatus: text('fulfilment_status'),
    /** The saved address a delivery or home visit goes to, as it was when ordered (a later edit never moves it). */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /** A pickup order's promised ready time. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // Every cart write looks for the unpaid order made from its cart (lifecycle.replacePendingOrders).
    index('orders_pending_cart_idx')
      .on(t.cartId)
      .where(sql`${t.status} = 'pending_payment'`),
    index('orders_pending_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    // Completion scans confirmed orders only (modules/orders/completion.ts).
    index('orders_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`${t.status} = 'confirmed'`),
    check(
      'orders_status',
      sql`${t.status} in ('pending_payment', 'confirmed', 'completed', 'payment_failed', 'expired', 'cancelled')`,
    ),
    check(
      'orders_payment_method',
      sql`${t.paymentMethod} in ('card', 'apple_pay', 'stc_pay', 'tabby', 'tamara', 'cash')`,
    ),
    check(
      'orders_fulfilment',
      sql`${t.fulfilment} in ('at_branch', 'home_visit', 'delivery', 'pickup', 'dine_in')
        and (${t.fulfilmentStatus} is null or ${t.fulfilmentStatus} in ('preparing', 'out_for_delivery', 'delivered', 'ready_for_pickup', 'picked_up', 'served'))
        and (${t.fulfilment} <> 'delivery' or ${t.deliveryAddress} is not null)`,
    ),
    check('orders_money', sql`${t.total} >= 0 and ${t.taxAmount} >= 0 and ${t.subTotal} >= 0`),
    check(
      'orders_deposit',
      sql`${t.depositAmount} >= 0 and ${t.dueAtVisit} >= 0 and ${t.depositAmount} + ${t.dueAtVisit} <= ${t.total}`,
    ),
  ],
);

/** A line of an order: a snapshot of the cart line (names, price) so later catalogue edits never change it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The cart line it was made from; cleared when the line goes (after payment). */
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    visitors: integer('visitors').notNull(),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    guestNote: text('guest_note'),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** Its share of the promo and class discounts (pricing-rules.ts). */
    discountAmount: integer('discount_amount').notNull().default(0),
    /** Its share of the points redeemed, a discount before VAT (ADR 0069): the VAT is on total − discount − points. */
    pointsAmount: integer('points_amount').notNull().default(0),
    taxAmount: integer('tax_amount').notNull(),
    /** This line's deposit (issue 28): its share of the order's `deposit_amount`; 0 when it has none. */
    depositAmount: integer('deposit_amount').notNull().default(0),
    /** The visit this line is a part of (copied from the cart line, ADR 0063); null for a line on its own. */
    visitId: text('visit_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_cart_item_idx').on(t.cartItemId)],
);

/**
 * One attempt to collect an order's money. Card: each opening of the payment page is a new attempt with its own
 * reference (the order number, then order number-2, -3 …: providers refuse a reference twice). Cash: one row,
 * due at the branch. At most one paid attempt per order (unique index): a second success is refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('SAR'),
    /**
     * initiated (page opened) | pending (at the provider, e.g. 3-D Secure) | paid | failed | due_at_branch (cash) |
     * voided (the order moved on) | refund_pending (money taken for an order that cannot use it) | refunded
     */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    providerCode: text('provider_code'),
    transactionId: text('transaction_id'),
    savedCardId: integer('saved_card_id'),
    /** The card's network when a card paid ('mada' | 'visa' | 'mastercard' | …), as the provider reported it (issue 27). */
    scheme: text('scheme'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // STC Pay (ADR 0053): the wallet's number (9 digits) and its one-time code's state, limited like sign-in codes.
    walletMobile: text('wallet_mobile'),
    otpReference: text('otp_reference'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpSends: integer('otp_sends').notNull().default(0),
    otpSentAt: timestamp('otp_sent_at', { withTimezone: true }),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    // Tabby / Tamara (ADR 0053): the provider's checkout session.
    providerSession: text('provider_session'),
    /** A cancel that keeps a deposit gives back only this much of a paid attempt (null: all of it). */
    refundAmount: integer('refund_amount'),
    /**
     * What the attempt pays: 'order' (the order's checkout: all of it, or the deposits and the lines without one) or
     * 'rest' (the rest of a deposit booking, paid online before the visit: ADR 0064).
     */
    purpose: text('purpose').notNull().default('order'),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    // One paid checkout attempt per order, and one paid rest of a deposit booking (ADR 0064).
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid' and ${t.purpose} = 'order'`),
    uniqueIndex('payments_one_rest_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid' and ${t.purpose} = 'rest'`),
    check('payments_purpose', sql`${t.purpose} in ('order', 'rest')`),
    index('payments_order_idx').on(t.orderId),
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('initiated', 'pending', 'refund_pending')`),
    check(
      'payments_status',
      sql`${t.status} in ('initiated', 'pending', 'paid', 'failed', 'refunded', 'refund_pending', 'due_at_branch', 'voided')`,
    ),
    check('payments_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every signed message a provider sent us (return redirects and webhooks), once: `event_key` is unique, so a
 * replay is recognised and changes nothing. Payloads are stored without card data.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    source: text('source').notNull(),
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_key_unique').on(t.eventKey),
    index('payment_events_ref_idx').on(t.reference),
  ],
);

/** A customer's saved card: the provider's token and what to show (brand, last 4). Never a card number or CVC. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry'),
    holderName: text('holder_name'),
    /**
     * When a payment with this card first passed full 3-D Secure. mada v2: a stored mada card may be charged as a
     * stored credential only after that (issue 27); null: the next payment with it goes through 3-D Secure again.
     */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_user_token_unique').on(t.userId, t.provider, t.token),
    check('saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Adding a card without paying (the create card frame): who asked, so the provider's answer lands on their account. */
export const cardSetups = pgTable(
  'card_setups',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('card_setups_reference_unique').on(t.reference)],
);

/**
 * Retry-safe writes (POST orders): the first answer to a key is kept and replayed; the same key with another
 * payload is refused. The row is inserted first in the write's transaction, so a concurrent twin waits for it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
