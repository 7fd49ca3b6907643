import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One row: the business this deployment serves. */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    taglineEn: text('tagline_en').notNull(),
    taglineAr: text('tagline_ar').notNull(),
    vatNumber: text('vat_number').notNull(),
    /**
     * E-invoicing (ZATCA phase 2, ADR 0048): the commercial registration number and the Saudi national address as
     * registered (BR-KSA-08/09). Null until the business enters them: e-invoicing stays off without them.
     */
    crNumber: text('cr_number'),
    addressStreet: text('address_street'),
    /** Four digits. */
    addressBuildingNumber: text('address_building_number'),
    addressDistrict: text('address_district'),
    addressCity: text('address_city'),
    /** Five digits. */
    addressPostalCode: text('address_postal_code'),
    timezone: text('timezone').notNull().default('Asia/Riyadh'),
    currency: text('currency').notNull().default('SAR'),
    businessType: text('business_type').notNull().default('service_reservation'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    whatsapp: text('whatsapp').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    /** Booking: slots start every this many minutes from the opening time. */
    slotStepMinutes: integer('slot_step_minutes').notNull().default(30),
    /** Booking: the earliest slot starts at least this long after now. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    /** Booking: how many days (today included) the calendar offers. */
    horizonDays: integer('horizon_days').notNull().default(30),
    /** Booking: how long a time in the cart stays held for its customer. */
    holdMinutes: integer('hold_minutes').notNull().default(15),
    /** My bookings: a booking may be cancelled online until this many hours before its first service starts. */
    cancelWindowHours: integer('cancel_window_hours').notNull().default(6),
    /** My bookings: a booking may be moved to another time online until this many hours before it starts. */
    rescheduleCutoffHours: integer('reschedule_cutoff_hours').notNull().default(6),
    /** Waitlist: a freed time offered to the first waiting customer is held for them this many minutes. */
    waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(15),
    /**
     * The business's peak hours (ADR 0064): weekly ranges in its time zone (0 = Sunday, "HH:MM"; an end at or before
     * the start runs past midnight), where a service's deposit "at peak hours only" applies. Checked at the edge.
     */
    peakHours: jsonb('peak_hours')
      .$type<{ day: number; start_at: string; end_at: string }[]>()
      .notNull()
      .default([]),
    /** A WhatsApp message not delivered within this many minutes is sent again by SMS (ADR 0056). */
    whatsappFallbackMinutes: integer('whatsapp_fallback_minutes').notNull().default(10),
    /** Cancelling a paid card order: true credits the customer's wallet, false refunds the card through the provider. */
    refundToWallet: boolean('refund_to_wallet').notNull().default(false),
    /** The ways to pay the business offers (issue 27, ADR 0052): ids of @hajz/contracts/payment-methods. */
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{card,apple_pay,cash}'::text[]`),
    /** Gifting: an open-time gift must be scheduled within this many days of payment, or it expires (refunded). */
    giftValidityDays: integer('gift_validity_days').notNull().default(60),
    /** Pickup: an order is promised ready this many minutes after it is paid. */
    prepMinutes: integer('prep_minutes').notNull().default(30),
    /** Invite a friend: the friend's wallet credit on their first booking (halalas; 0: no referral rewards). */
    referralFriendReward: integer('referral_friend_reward').notNull().default(0),
    /** Invite a friend: the inviter's wallet credit once that booking is completed (halalas). */
    referralInviterReward: integer('referral_inviter_reward').notNull().default(0),
    /** Invite a friend: at most this many rewards per inviter per calendar month. */
    referralMonthlyCap: integer('referral_monthly_cap').notNull().default(10),
    /** Invite a friend: a reward credit expires this many days after it is credited. */
    referralRewardDays: integer('referral_reward_days').notNull().default(90),
    /** Tracking (issue 15): public ids, none loaded when null. Server-side API secrets come from the environment. */
    ga4MeasurementId: text('ga4_measurement_id'),
    metaPixelId: text('meta_pixel_id'),
    snapPixelId: text('snap_pixel_id'),
    tiktokPixelId: text('tiktok_pixel_id'),
    /** The consent text version shown in the banner; a new version asks everyone again. */
    consentVersion: text('consent_version').notNull().default('2026-11'),
    /** Loyalty: points earned per SAR paid (by card or cash), credited when the order completes. */
    pointsPerSar: integer('points_per_sar').notNull().default(1),
    /** Loyalty: what one point pays in the cart, in halalas. */
    pointValue: integer('point_value').notNull().default(5),
    /** Reminders: how many hours before a booking a reminder goes out, largest first (default 24 h and 2 h). */
    reminderLeadHours: integer('reminder_lead_hours')
      .array()
      .notNull()
      .default(sql`'{24,2}'::integer[]`),
  },
  (t) => [
    check('business_settings_single_row', sql`${t.id} = 1`),
    check(
      'business_settings_booking_rules',
      sql`${t.slotStepMinutes} between 5 and 240 and ${t.minNoticeMinutes} >= 0 and ${t.horizonDays} between 1 and 366 and ${t.holdMinutes} between 1 and 1440`,
    ),
    // Up to 30 days: a longer window would make most bookings uncancellable the moment they are made.
    check('business_settings_whatsapp_fallback', sql`${t.whatsappFallbackMinutes} between 1 and 1440`),
    check('business_settings_cancel_window', sql`${t.cancelWindowHours} between 0 and 720`),
    check('business_settings_reschedule_cutoff', sql`${t.rescheduleCutoffHours} between 0 and 720`),
    check('business_settings_waitlist_offer', sql`${t.waitlistOfferMinutes} between 1 and 1440`),
    check(
      'business_settings_points',
      sql`${t.pointsPerSar} between 0 and 100 and ${t.pointValue} between 1 and 10000`,
    ),
    check(
      'business_settings_reminders',
      sql`cardinality(${t.reminderLeadHours}) <= 4 and 0 < all(${t.reminderLeadHours}) and 168 >= all(${t.reminderLeadHours})`,
    ),
  ],
);
