import { businessTypeShortCodes, type BusinessType } from '@hajz/contracts/app-settings';
import type { BusinessSettings } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema.ts';
import { localized } from '../../lib/localized.ts';
import { cached } from '../../lib/read-cache.ts';

type Row = typeof businessSettings.$inferSelect;

/** The business row; cached briefly (the timezone is on hot paths, the row changes rarely). */
export function loadBusiness(db: Db): Promise<Row> {
  return cached(db, 'business', async () => {
    const [row] = await db.select().from(businessSettings).limit(1);
    if (!row) throw new Error('business_settings is empty: run the seed');
    return row;
  });
}

export function toSettings(row: Row, locale: Locale): BusinessSettings {
  return {
    name: localized(row, 'name', locale),
    tagline: localized(row, 'tagline', locale),
    vat_number: row.vatNumber,
    timezone: row.timezone,
    currency: row.currency,
    business_type: row.businessType,
    business_type_code: businessTypeShortCodes[row.businessType as BusinessType] ?? row.businessType,
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp,
    address: localized(row, 'address', locale),
    gift_validity_days: row.giftValidityDays,
    tracking: {
      ga4_measurement_id: row.ga4MeasurementId,
      meta_pixel_id: row.metaPixelId,
      snap_pixel_id: row.snapPixelId,
      tiktok_pixel_id: row.tiktokPixelId,
      consent_version: row.consentVersion,
    },
  };
}
