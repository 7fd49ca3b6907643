import { z } from 'zod';
import { fulfilmentKinds } from './fulfilment.ts';
import { flag01 } from './flags.ts';
import { clockTimePattern, datePattern, maxFollowingServices, maxVisitors } from './booking-rules.ts';
import { cartProductType, productSizes, workingTime } from './catalogue.ts';
import { guestLimits, maxQuantity, paymentMethodIds } from './cart-rules.ts';
import { cardSchemes } from './payment-methods.ts';
import { decimalInt } from './pagination.ts';
import { maxGiftCardsPerOrder, normalizeSerial, type CartSelection } from './pricing-rules.ts';

export * from './cart-rules.ts';
export * from './pricing-rules.ts';

const id = z.number().int().positive();
const idParam = decimalInt('validation.id', 1, 2147483647);
const halalas = z.number().int();
const sizes = productSizes.map((s) => s.size) as [string, ...string[]];
/** Absent, null and '' all mean "not given". */
const optionalText = (max: number, error = 'validation.invalid') =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error }).trim().max(max, { error }).optional(),
  );

export const cartGuest = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
});

/** A cart line. Money in halalas; times are ISO strings with the business offset. */
export const cartProduct = z.object({
  cart_product_id: id,
  product_id: id,
  type: cartProductType,
  name: z.string(),
  /**
   * Gift card lines: the design's name (the card's group name once bought); null for other lines. Always sent;
   * optional in the type only so line fixtures written before gift cards stay valid.
   */
  voucher_group_name: z.string().nullable(),
  image: z.string(),
  branch_id: id,
  branch_name: z.string(),
  quantity: z.number().int(),
  /** Shop products: '30ml' | '50ml' | '100ml'. */
  size: z.string().nullable(),
  /** Services: the local date, start and end (without the buffer). */
  date: z.string().nullable(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  duration: z.number().int().nullable(),
  visitors: z.number().int(),
  /** Booking for someone else. */
  guest: cartGuest.nullable(),
  unit_price: halalas,
  /** unit_price × quantity × visitors, VAT included. */
  total_price: halalas,
  /** Services: until when the time is held. Null or past: no longer held (pick the time again). */
  hold_expires_at: z.string().nullable(),
  /**
   * Services booked back to back in one visit (ADR 0063): the parts share this id, in the order of their times;
   * null for a line on its own. Always sent; optional in the type only so older line fixtures stay valid.
   */
  visit_id: z.string().nullable().optional(),
});
export type CartProduct = z.infer<typeof cartProduct>;

/**
 * A way to pay this cart (issue 27): only the methods the business offers are listed. `available` false: shown
 * greyed with the translated `reason` (e.g. gift cards are paid online). `logo`: a path on the web's origin.
 * The card entry lists the `schemes` it accepts (mada, Visa, Mastercard).
 */
export const paymentMethod = z.object({
  id: z.enum(paymentMethodIds),
  name: z.string(),
  logo: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
  schemes: z.array(z.enum(cardSchemes)).optional(),
  /**
   * Tabby / Tamara: the instalment preview the providers require ("4 interest-free payments of 62.50 SAR"), in
   * halalas: `amount` is the first payment (it carries the remainder), `rest` each later one.
   */
  instalments: z
    .object({ count: z.number().int(), amount: z.number().int(), rest: z.number().int(), text: z.string() })
    .optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const serviceFee = z.object({ id, address_id: id.nullable() });
/** A fee the customer may add to this cart (VAT-inclusive price). `requires_address`: a home visit. */
export const availableServiceFee = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: halalas,
  requires_address: z.boolean(),
});

/**
 * A chosen fee that needs an address (a home visit): applied with the terms of the address's zone, shown before
 * paying (trip fee, free-above, minimum order, travel time), or why not (no address yet, outside every zone, below
 * the minimum) — then the order is refused until it is fixed.
 */
/** A zone's terms as the customer is told them: the trip or delivery fee for this cart, minimum, free-above. */
export const zoneTerms = z.object({
  name: z.string(),
  fee: halalas,
  min_order: halalas,
  free_above: halalas.nullable(),
  travel_minutes: z.number().int(),
});

/** A saved address as the cart names it (its title and full address), so the web shows what was chosen. */
export const addressSummary = z.object({ title: z.string(), full_address: z.string() });
export type AddressSummary = z.infer<typeof addressSummary>;

export const serviceFeeNote = z.object({
  id,
  address_id: id.nullable(),
  applied: z.boolean(),
  message: z.string(),
  zone: zoneTerms.nullable(),
  /** The chosen address (null: none chosen, or not one of the customer's). */
  address: addressSummary.nullable(),
});

/**
 * How the order would reach the customer (ADR 0024): `kind` with the kinds this cart may choose (`available`, empty
 * when there is nothing to choose: bookings), a delivery's address, zone and fee or why it cannot go there, and a
 * pickup's ready time.
 */
export const cartFulfilment = z.object({
  kind: z.enum(fulfilmentKinds),
  available: z.array(z.enum(fulfilmentKinds)),
  address_id: id.nullable(),
  applied: z.boolean(),
  message: z.string(),
  zone: zoneTerms.nullable(),
  address: addressSummary.nullable(),
  fee: halalas,
  ready_at: z.string().nullable(),
});
export type CartFulfilment = z.infer<typeof cartFulfilment>;

/** The promo code sent with the cart: applied, or why not (translated). */
export const cartPromo = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** Why it does not apply (unknown, expired, not yet valid, below minimum, not for these items, already used…). */
  message: z.string().nullable(),
});
/** A gift card sent with the cart: what it pays now and what it keeps, or why it cannot be used (translated). */
export const cartGiftCard = z.object({
  serial_number: z.string(),
  applied: z.boolean(),
  amount: halalas,
  /** Its balance after this order; null when it does not apply. */
  remaining_after: halalas.nullable(),
  message: z.string().nullable(),
});

/**
 * The cart's deposits (issue 28, ADR 0054): what paying online charges now (deposits, plus the full price of lines
 * without one, and fees) and what is left for the visit; each deposit line's deposit; the cancellation policy to show
 * before paying (translated; null when nothing is held).
 */
export const cartDeposit = z.object({
  amount: halalas,
  due_now: halalas,
  due_at_visit: halalas,
  lines: z.array(z.object({ cart_product_id: id, amount: halalas })),
  cancellation_window_hours: z.number().int(),
  policy: z.string().nullable(),
});
export type CartDeposit = z.infer<typeof cartDeposit>;

/** Spec §3 Cart. */
export const cart = z.object({
  products: z.array(cartProduct),
  /** The customer's points, what they are all worth, and what one point is worth (halalas). */
  loyalty_points: z.object({ available: z.number().int(), value: halalas, point_value: halalas }),
  payment_methods: z.array(paymentMethod),
  /** Weekly hours of the branch of the first service, or []. */
  working_times: z.array(workingTime),
  cart_title: z.string(),
  cart_title_sub_message: z.string(),
  message: z.string(),
  service_type: z.string(),
  /** total − tax_amount. */
  sub_total: halalas,
  /** VAT contained in the VAT-inclusive prices, per line, rounded to the halala. */
  tax_amount: halalas,
  vat_rate: z.number(),
  promo_discount: halalas,
  extra_discount: halalas,
  gift_card_discount: halalas,
  order_service_fees_price: halalas,
  /** Points spent on this cart and what they pay (use_points=1). */
  redeem_points: z.number().int(),
  redeem_points_price: halalas,
  /** What is left to pay by card or cash. See pricing-rules.ts for the order of operations. */
  total: halalas,
  available_service_fees: z.array(availableServiceFee),
  selected_service_fee_id: id.nullable(),
  selected_service_fee_address_id: id.nullable(),
  /** The fees applied (a fee no longer offered is dropped). */
  selected_service_fees: z.array(serviceFee),
  service_fee_notes: z.array(serviceFeeNote),
  fulfilment: cartFulfilment,
  promo: cartPromo.nullable(),
  gift_cards: z.array(cartGiftCard),
  use_points: z.boolean(),
  /** The customer's class and its extra discount percent (0 when none). */
  customer_class: z.object({ name: z.string(), extra_discount: z.number() }).nullable(),
  deposit: cartDeposit,
});
export type Cart = z.infer<typeof cart>;

const serviceFeeKey = /^service_fees\[([0-9]{1,3})\]\[(id|address_id)\]$/;

/**
 * The cart selection's params (spec §7 GET cart and POST orders): `promo_code`, `gift_card` (up to
 * `maxGiftCardsPerOrder` serials, comma-separated), `use_points` and `service_fees[i][id|address_id]` (flat keys,
 * checked here). Spread into a loose object; read with `selectionOf`.
 */
export const selectionFields = {
  promo_code: optionalText(64),
  gift_card: optionalText(64 * maxGiftCardsPerOrder + maxGiftCardsPerOrder),
  use_points: flag01.optional(),
  delivery_address_id: z
    .string()
    .regex(/^[0-9]{1,10}$/, { error: 'validation.id' })
    .optional(),
};

export const checkSelection = (query: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const [key, value] of Object.entries(query)) {
    if (serviceFeeKey.test(key) && !(typeof value === 'string' && /^[0-9]{1,10}$/.test(value))) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'validation.id' });
    }
  }
  const serials = typeof query.gift_card === 'string' ? splitSerials(query.gift_card) : [];
  if (serials.length > maxGiftCardsPerOrder) {
    ctx.addIssue({ code: 'custom', path: ['gift_card'], message: 'validation.gift_cards_max' });
  }
  if (serials.some((s) => s.length > 64)) {
    ctx.addIssue({ code: 'custom', path: ['gift_card'], message: 'validation.invalid' });
  }
};

const splitSerials = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map(normalizeSerial)
      .filter((s) => s !== ''),
  ),
];

/** The selection a checked params object carries (fees in index order, a fee without an id ignored). */
export function selectionOf(query: Record<string, unknown>): CartSelection {
  const fees = new Map<number, { id?: number; address_id?: number }>();
  for (const [key, value] of Object.entries(query)) {
    const match = serviceFeeKey.exec(key);
    if (!match || typeof value !== 'string') continue;
    const entry = fees.get(Number(match[1])) ?? {};
    entry[match[2] as 'id' | 'address_id'] = Number(value);
    fees.set(Number(match[1]), entry);
  }
  const seen = new Set<number>();
  const service_fees = [...fees.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, fee]) => {
      if (!fee.id || seen.has(fee.id)) return [];
      seen.add(fee.id);
      return [{ id: fee.id, address_id: fee.address_id ?? null }];
    });
  return {
    promo_code: typeof query.promo_code === 'string' ? query.promo_code.trim() : '',
    gift_cards: typeof query.gift_card === 'string' ? splitSerials(query.gift_card) : [],
    use_points: query.use_points === '1',
    service_fees,
    ...(typeof query.delivery_address_id === 'string' && Number(query.delivery_address_id) > 0
      ? { delivery_address_id: Number(query.delivery_address_id) }
      : {}),
  };
}

/** Spec §7 GET cart params: the selection is priced into the cart (reasons for what does not apply included). */
export const cartQuery = z.looseObject(selectionFields).superRefine(checkSelection);

/**
 * Spec §7 POST cart: add a line, or replace the line `cart_product_id` with what is sent (send its visitors and
 * guest again when they should stay).
 */
export const addToCartBody = z.object({
  product_id: idParam,
  quantity: decimalInt('validation.quantity', 1, maxQuantity).default(1),
  branch_id: idParam,
  cart_product_id: idParam.optional(),
  /** Shop products: the size (default 30ml). */
  selectedExtension: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(sizes, { error: 'validation.size' }).optional(),
  ),
  /** Services: 'HH:mm' and 'YYYY-MM-DD' in the business timezone, one of the available times. */
  selectedTime: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: 'validation.time' }).regex(clockTimePattern, { error: 'validation.time' }).optional(),
  ),
  date: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: 'validation.date' }).regex(datePattern, { error: 'validation.date' }).optional(),
  ),
  visitors: decimalInt('validation.visitors', 1, maxVisitors).default(1),
  guest_name: optionalText(guestLimits.name),
  /** Left out when there is none: an empty or null phone is a translated 422, as the document says (issue 30). */
  guest_phone: z
    .string({ error: 'validation.phone' })
    .trim()
    .regex(/^\+?[0-9][0-9 ]{6,19}$/, { error: 'validation.phone' })
    .optional(),
  guest_note: optionalText(guestLimits.note),
  /** Gift cards: the card's amount in halalas, one of its design's `amounts`. */
  amount: decimalInt('validation.amount', 1, 100_000_000).optional(),
  /**
   * Services: more services at the same branch that follow this one back to back in one visit, in order (ADR 0063).
   * All parts are held in one transaction or none is; each has its own line (sharing a `visit_id`) and resource.
   */
  then_product_ids: z
    .array(idParam, { error: 'validation.visit_services' })
    .max(maxFollowingServices, { error: 'validation.visit_services' })
    .optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const cartItemParams = z.object({ cartProductId: idParam });
export const cartProductParams = z.object({ id: idParam });
export const updateTimeSlotBody = z.object({
  start_at: z.iso.datetime({ offset: true, error: 'validation.date' }),
  end_at: z.iso.datetime({ offset: true, error: 'validation.date' }),
});

export const cartResponse = z.object({ cart });
/** POST cart / update-time-slot: the line written and the cart after it. */
export const cartMutationResponse = z.object({ cart_product_id: id, cart });
