/** What the maps routes read from the database: the branches layer and the map's starting centre. */
import { asc } from 'drizzle-orm';
import { defaultMapCentre, type OfflineFeatureCollection } from '@hajz/contracts/maps';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/schema.ts';
import { branchFeature } from '../../integrations/maps/offline-layers.ts';
import type { Point } from '../../integrations/maps/interface.ts';

const branchColumns = {
  id: branches.id,
  nameEn: branches.nameEn,
  nameAr: branches.nameAr,
  cityEn: branches.cityEn,
  cityAr: branches.cityAr,
  latitude: branches.latitude,
  longitude: branches.longitude,
};

export async function branchesLayer(db: Db): Promise<OfflineFeatureCollection> {
  const rows = await db.select(branchColumns).from(branches).orderBy(asc(branches.sort), asc(branches.id));
  return { type: 'FeatureCollection', features: rows.map(branchFeature) };
}

/**
 * MAP_CENTRE when set; else the business's own place, its first branch (the demo: Riyadh Olaya); else the spec's
 * default centre (a database without branches).
 */
export async function mapCentre(db: Db, configured: Point | undefined): Promise<Point> {
  if (configured) return configured;
  const [first] = await db
    .select({ latitude: branches.latitude, longitude: branches.longitude })
    .from(branches)
    .orderBy(asc(branches.sort), asc(branches.id))
    .limit(1);
  return first ?? { ...defaultMapCentre };
}
