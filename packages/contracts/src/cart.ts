import { z } from 'zod';
import { clockTimePattern, datePattern, maxVisitors } from './booking-rules.ts';
import { productSizes, productType, workingTime } from './catalogue.ts';
import { guestLimits, maxQuantity, paymentMethodIds } from './cart-rules.ts';
import { decimalInt } from './pagination.ts';

export * from './cart-rules.ts';

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
  type: productType,
  name: z.string(),
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
});
export type CartProduct = z.infer<typeof cartProduct>;

export const paymentMethod = z.object({ id: z.enum(paymentMethodIds), name: z.string() });
export const serviceFee = z.object({ id, address_id: id.nullable() });

/** Spec §3 Cart. */
export const cart = z.object({
  products: z.array(cartProduct),
  loyalty_points: z.object({ available: z.number().int(), value: halalas }),
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
  total: halalas,
  available_service_fees: z.array(z.object({ id, name: z.string(), price: halalas })),
  selected_service_fee_id: id.nullable(),
  selected_service_fee_address_id: id.nullable(),
  selected_service_fees: z.array(serviceFee),
});
export type Cart = z.infer<typeof cart>;

const serviceFeeKey = /^service_fees\[[0-9]{1,3}\]\[(id|address_id)\]$/;
/** Spec §7 GET cart params: accepted and checked, not applied yet (promotions, gift cards, fees come later). */
export const cartQuery = z
  .looseObject({
    promo_code: optionalText(64),
    gift_card: optionalText(64),
  })
  .superRefine((query, ctx) => {
    for (const [key, value] of Object.entries(query)) {
      if (serviceFeeKey.test(key) && !(typeof value === 'string' && /^[0-9]{1,10}$/.test(value))) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'validation.id' });
      }
    }
  });

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
  guest_phone: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'validation.phone' })
      .trim()
      .regex(/^\+?[0-9][0-9 ]{6,19}$/, { error: 'validation.phone' })
      .optional(),
  ),
  guest_note: optionalText(guestLimits.note),
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
