/**
 * The back office's money screens (issue 17 item 3): promo codes with every rule the pricing engine applies
 * (apps/api/src/modules/pricing/promo.ts), service fees, home-visit and delivery zones, loyalty classes and the
 * points rate, and the money & marketing settings (referral rewards, tracking ids, consent text version). Money is
 * integer halalas here; the forms take SAR as decimals and convert them exactly (sar-input.ts).
 */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';
import { paymentMethodIds } from './payment-methods.ts';

export const adminIdParams = z.object({ id: decimalInt('validation.id', 1, 2147483647) });

/** Up to 10 million SAR: more than any price or reward, far below what an integer column holds. */
export const halalasField = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(1_000_000_000, { error });
const wholeNumber = (error: string, min: number, max: number) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const text = (error: string, max: number, min = 1) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error });
const flag = z.boolean({ error: 'validation.invalid' });
const instant = z.iso.datetime({ offset: true, error: 'money.promo_date' }).nullable();
const ids = z
  .array(wholeNumber('validation.id', 1, 2147483647), { error: 'validation.invalid' })
  .max(200, { error: 'validation.invalid' });

export const promoKinds = ['percent', 'fixed'] as const;

/** POST admin/promo-codes and PUT admin/promo-codes/{id}: the whole code, every rule. */
export const promoCodeBody = z
  .object({
    code: z
      .string({ error: 'money.promo_code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, { error: 'money.promo_code' }),
    kind: z.enum(promoKinds, { error: 'validation.enum' }),
    /** Percent 1–100, or halalas off. */
    value: wholeNumber('money.promo_value', 1, 1_000_000_000),
    /** The cart's VAT-inclusive items before discounts must reach it. */
    min_subtotal: halalasField('money.amount').default(0),
    /** At most this much off (mostly for a percent). */
    max_discount: halalasField('money.amount').min(1, { error: 'money.amount' }).nullable().default(null),
    starts_at: instant.default(null),
    ends_at: instant.default(null),
    /** Uses in all (orders not released). */
    usage_limit: wholeNumber('money.limit', 1, 10_000_000).nullable().default(null),
    per_customer_limit: wholeNumber('money.limit', 1, 10_000).nullable().default(null),
    /** Only for a customer with no paid order yet. */
    first_order_only: flag.default(false),
    /** Only lines of these services, or of these categories (none of either: every discountable line). */
    product_ids: ids.default([]),
    category_ids: ids.default([]),
    active: flag.default(true),
  })
  .refine((v) => v.kind === 'fixed' || v.value <= 100, { path: ['value'], error: 'money.promo_percent' })
  .refine((v) => !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at), {
    path: ['ends_at'],
    error: 'money.promo_window',
  });
export type PromoCodeBody = z.input<typeof promoCodeBody>;

export const adminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(promoKinds),
  value: z.number().int(),
  min_subtotal: z.number().int(),
  max_discount: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  first_order_only: z.boolean(),
  product_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  active: z.boolean(),
  /** Orders that took it and were not released (what the limits count). */
  uses: z.number().int(),
  created_at: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCode>;
export const adminPromoCodesResponse = z.object({
  promo_codes: z.array(adminPromoCode),
  /** What a code may be limited to, for the form's choices. */
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const adminPromoCodeResponse = z.object({ promo_code: adminPromoCode });

/** PUT admin/service-fees/{id}. */
export const serviceFeeBody = z.object({
  name_en: text('money.name', 80),
  name_ar: text('money.name', 80),
  description_en: text('money.description', 500, 0).default(''),
  description_ar: text('money.description', 500, 0).default(''),
  price: halalasField('money.amount'),
  active: flag,
  sort: wholeNumber('money.sort', 0, 10_000).default(0),
});
export type ServiceFeeBody = z.input<typeof serviceFeeBody>;
export const adminServiceFee = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  price: z.number().int(),
  /** A home visit priced by the address's zone (ADR 0023): not changed here. */
  requires_address: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminServiceFee = z.infer<typeof adminServiceFee>;

/** PUT admin/zones/{id}: a zone's terms; a circle's radius (a polygon's outline is drawn elsewhere). */
export const zoneBody = z.object({
  name_en: text('money.name', 80),
  name_ar: text('money.name', 80),
  fee: halalasField('money.amount'),
  min_order: halalasField('money.amount').default(0),
  free_above: halalasField('money.amount').nullable().default(null),
  travel_minutes: wholeNumber('money.travel_minutes', 0, 240),
  radius_metres: wholeNumber('money.radius', 100, 200_000).nullable().default(null),
  active: flag,
  sort: wholeNumber('money.sort', 0, 10_000).default(0),
});
export type ZoneBody = z.input<typeof zoneBody>;
export const adminZone = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  kind: z.enum(['radius', 'polygon']),
  radius_metres: z.number().int().nullable(),
  fee: z.number().int(),
  min_order: z.number().int(),
  free_above: z.number().int().nullable(),
  travel_minutes: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminZone = z.infer<typeof adminZone>;
export const adminFeesResponse = z.object({
  service_fees: z.array(adminServiceFee),
  zones: z.array(adminZone),
});
export const adminServiceFeeResponse = z.object({ service_fee: adminServiceFee });
export const adminZoneResponse = z.object({ zone: adminZone });

/** PUT admin/loyalty/classes/{id}. */
export const customerClassBody = z.object({
  name_en: text('money.name', 80),
  name_ar: text('money.name', 80),
  description_en: text('money.description', 500),
  description_ar: text('money.description', 500),
  details_en: text('money.description', 2000),
  details_ar: text('money.description', 2000),
  /** Paid spend needed to reach the class. */
  min_spend: halalasField('money.amount'),
  extra_discount_percent: wholeNumber('money.percent', 0, 100).nullable().default(null),
  sort: wholeNumber('money.sort', 0, 10_000).default(0),
});
export type CustomerClassBody = z.input<typeof customerClassBody>;
export const adminCustomerClass = customerClassBody.extend({
  id: z.number().int(),
  slug: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  details_en: z.string(),
  details_ar: z.string(),
  extra_discount_percent: z.number().int().nullable(),
  sort: z.number().int(),
});
export type AdminCustomerClass = z.infer<typeof adminCustomerClass>;

/** PUT admin/loyalty/points: points earned per SAR paid, and what one point pays (halalas). */
export const pointsRateBody = z.object({
  points_per_sar: wholeNumber('money.points_per_sar', 0, 100),
  point_value: wholeNumber('money.point_value', 1, 10_000),
});
export type PointsRateBody = z.input<typeof pointsRateBody>;
export const adminLoyaltyResponse = z.object({
  classes: z.array(adminCustomerClass),
  points: pointsRateBody,
});
export const adminCustomerClassResponse = z.object({ class: adminCustomerClass });

const trackingId = (pattern: RegExp) =>
  z.string({ error: 'money.tracking_id' }).trim().regex(pattern, { error: 'money.tracking_id' }).nullable();

/**
 * PUT admin/settings/marketing: referral rewards (halalas), the tracking ids (each vendor's format, null: not
 * loaded) and the consent text version (a new one asks every visitor again). The booking settings are not here.
 */
export const marketingSettingsBody = z.object({
  referral_friend_reward: halalasField('money.amount'),
  referral_inviter_reward: halalasField('money.amount'),
  referral_monthly_cap: wholeNumber('money.referral_cap', 0, 1000),
  referral_reward_days: wholeNumber('money.referral_days', 1, 3650),
  ga4_measurement_id: trackingId(/^G-[A-Z0-9]{4,20}$/),
  meta_pixel_id: trackingId(/^\d{6,20}$/),
  snap_pixel_id: trackingId(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  tiktok_pixel_id: trackingId(/^[A-Z0-9]{10,30}$/),
  consent_version: z
    .string({ error: 'money.consent_version' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, { error: 'money.consent_version' }),
});
export type MarketingSettingsBody = z.input<typeof marketingSettingsBody>;
export const marketingSettings = z.object({
  referral_friend_reward: z.number().int(),
  referral_inviter_reward: z.number().int(),
  referral_monthly_cap: z.number().int(),
  referral_reward_days: z.number().int(),
  ga4_measurement_id: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  snap_pixel_id: z.string().nullable(),
  tiktok_pixel_id: z.string().nullable(),
  consent_version: z.string(),
});
export type MarketingSettings = z.infer<typeof marketingSettings>;
export const marketingSettingsResponse = z.object({ settings: marketingSettings });

/** PUT admin/settings/payment-methods (issue 27): the ways to pay the business offers, at least one. */
export const paymentMethodsBody = z.object({
  offered: z
    .array(z.enum(paymentMethodIds, { error: 'money.payment_methods' }), { error: 'money.payment_methods' })
    .min(1, { error: 'money.payment_methods' }),
});
export type PaymentMethodsBody = z.input<typeof paymentMethodsBody>;
/** A way to pay in the back office: `ready` false while its flow is not built (it cannot be offered yet). */
export const adminPaymentMethod = z.object({
  id: z.enum(paymentMethodIds),
  name: z.string(),
  logo: z.string(),
  offered: z.boolean(),
  ready: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;
export const adminPaymentMethodsResponse = z.object({ methods: z.array(adminPaymentMethod) });
