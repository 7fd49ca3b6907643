import { businessTypeShortCodes, type BusinessType } from '@hajz/contracts/app-settings';
import type { BusinessSettings } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema.ts';
import { localized } from '../../lib/localized.ts';

type Row = typeof businessSettings.$inferSelect;

const cacheMs = 10_000;
const cache = new WeakMap<Db, { row: Row; at: number }>();

/** The business row, read at most every 10 s per database (settings change rarely; timezone is on hot paths). */
export async function loadBusiness(db: Db): Promise<Row> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < cacheMs) return hit.row;
  const [row] = await db.select().from(businessSettings).limit(1);
  if (!row) throw new Error('business_settings is empty: run the seed');
  cache.set(db, { row, at: Date.now() });
  return row;
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
  };
}
