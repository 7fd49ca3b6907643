/** The page policy's hosts for the tracking vendors the business configured (none: the policy is unchanged). */
import { configuredVendors, trackingVendors } from '@hajz/contracts/tracking-hosts';
import type { Db } from '../../db/client.ts';
import { loadBusiness } from '../settings/index.ts';

export async function trackingPolicyHosts(db: Db) {
  const business = await loadBusiness(db);
  const vendors = configuredVendors({
    ga4_measurement_id: business.ga4MeasurementId,
    meta_pixel_id: business.metaPixelId,
    snap_pixel_id: business.snapPixelId,
    tiktok_pixel_id: business.tiktokPixelId,
  });
  return {
    scriptHosts: [...new Set(vendors.flatMap(([vendor]) => trackingVendors[vendor].scriptHosts))],
    connectHosts: [...new Set(vendors.flatMap(([vendor]) => trackingVendors[vendor].connectHosts))],
  };
}
