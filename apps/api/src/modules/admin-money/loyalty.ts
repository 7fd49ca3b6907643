/** Loyalty classes and the points rate for the owner (issue 17 item 3). */
import type {
  AdminCustomerClass,
  customerClassBody,
  MarketingSettings,
  marketingSettingsBody,
  pointsRateBody,
} from '@hajz/contracts/admin-money';
import type { StaffAccess } from '@hajz/contracts/staff';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { businessSettings, customerClasses } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditedWrite } from './write.ts';

const toClass = (r: typeof customerClasses.$inferSelect): AdminCustomerClass => ({
  id: r.id,
  slug: r.slug,
  name_en: r.nameEn,
  name_ar: r.nameAr,
  description_en: r.descriptionEn,
  description_ar: r.descriptionAr,
  details_en: r.detailsEn,
  details_ar: r.detailsAr,
  min_spend: r.minSpend,
  extra_discount_percent: r.extraDiscountPercent,
  sort: r.sort,
});

type Business = typeof businessSettings.$inferSelect;
const pointsOf = (b: Business) => ({ points_per_sar: b.pointsPerSar, point_value: b.pointValue });

/** The settings row, locked for the write (it always exists: the seed makes it). */
async function business(tx: Db): Promise<Business> {
  const [row] = await tx.select().from(businessSettings).where(eq(businessSettings.id, 1)).for('update');
  if (!row) throw new Error('business_settings is empty: run the seed');
  return row;
}

export async function listLoyalty(db: Db) {
  const classes = await db
    .select()
    .from(customerClasses)
    .orderBy(asc(customerClasses.minSpend), asc(customerClasses.sort), asc(customerClasses.id));
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  return { classes: classes.map(toClass), points: pointsOf(row!) };
}

export function updateClass(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof customerClassBody>,
) {
  return auditedWrite(db, access, {
    action: 'customer_class.update',
    entity: 'customer_class',
    entityId: id,
    before: async (tx) => {
      const [row] = await tx.select().from(customerClasses).where(eq(customerClasses.id, id)).for('update');
      if (!row) throw new HttpError(404, 'money.class_not_found');
      return toClass(row);
    },
    write: async (tx) => {
      const [row] = await tx
        .update(customerClasses)
        .set({
          nameEn: body.name_en,
          nameAr: body.name_ar,
          descriptionEn: body.description_en,
          descriptionAr: body.description_ar,
          detailsEn: body.details_en,
          detailsAr: body.details_ar,
          minSpend: body.min_spend,
          extraDiscountPercent: body.extra_discount_percent,
          sort: body.sort,
        })
        .where(eq(customerClasses.id, id))
        .returning();
      return toClass(row!);
    },
  });
}

export function updatePoints(db: Db, access: StaffAccess, body: z.output<typeof pointsRateBody>) {
  return auditedWrite(db, access, {
    action: 'settings.points',
    entity: 'business_settings',
    entityId: 1,
    before: async (tx) => pointsOf(await business(tx)),
    write: async (tx) => {
      const [row] = await tx
        .update(businessSettings)
        .set({ pointsPerSar: body.points_per_sar, pointValue: body.point_value })
        .where(eq(businessSettings.id, 1))
        .returning();
      return pointsOf(row!);
    },
  });
}

export const marketingOf = (b: Business): MarketingSettings => ({
  referral_friend_reward: b.referralFriendReward,
  referral_inviter_reward: b.referralInviterReward,
  referral_monthly_cap: b.referralMonthlyCap,
  referral_reward_days: b.referralRewardDays,
  ga4_measurement_id: b.ga4MeasurementId,
  meta_pixel_id: b.metaPixelId,
  snap_pixel_id: b.snapPixelId,
  tiktok_pixel_id: b.tiktokPixelId,
  consent_version: b.consentVersion,
});

export async function readMarketing(db: Db) {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  return marketingOf(row!);
}

/**
 * Referral rewards, tracking ids and the consent version; the booking settings of the same row are not touched.
 * The read cache is dropped after the commit, so the next page a customer opens carries the new tags and version.
 */
export function updateMarketing(db: Db, access: StaffAccess, body: z.output<typeof marketingSettingsBody>) {
  return auditedWrite(db, access, {
    action: 'settings.marketing',
    entity: 'business_settings',
    entityId: 1,
    before: async (tx) => marketingOf(await business(tx)),
    write: async (tx) => {
      const [row] = await tx
        .update(businessSettings)
        .set({
          referralFriendReward: body.referral_friend_reward,
          referralInviterReward: body.referral_inviter_reward,
          referralMonthlyCap: body.referral_monthly_cap,
          referralRewardDays: body.referral_reward_days,
          ga4MeasurementId: body.ga4_measurement_id,
          metaPixelId: body.meta_pixel_id,
          snapPixelId: body.snap_pixel_id,
          tiktokPixelId: body.tiktok_pixel_id,
          consentVersion: body.consent_version,
        })
        .where(eq(businessSettings.id, 1))
        .returning();
      return marketingOf(row!);
    },
  });
}
