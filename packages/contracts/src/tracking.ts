import { z } from 'zod';

/**
 * What the browser needs to load the ad pixels and analytics (issue 15): the ids the business configured (none
 * configured means none loaded) and the consent text version the banner asks about. Ids are public by nature:
 * every pixel puts its id in the page; the server-side secrets never leave the API's environment.
 */
export const trackingSettings = z.object({
  ga4_measurement_id: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  snap_pixel_id: z.string().nullable(),
  tiktok_pixel_id: z.string().nullable(),
  consent_version: z.string(),
});
export type TrackingSettings = z.infer<typeof trackingSettings>;

/**
 * PUT /admin/settings/tracking: the business's ids, checked against each vendor's id format so a typo does not
 * load a tag that reports nowhere. null removes a vendor (its tag and its server copies stop at once).
 */
export const trackingSettingsBody = z.object({
  ga4_measurement_id: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .nullable(),
  meta_pixel_id: z
    .string()
    .regex(/^\d{6,20}$/)
    .nullable(),
  snap_pixel_id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .nullable(),
  tiktok_pixel_id: z
    .string()
    .regex(/^[A-Z0-9]{10,30}$/)
    .nullable(),
  /** A new version asks every visitor again (the banner shows while their stored version differs). */
  consent_version: z.string().min(1).max(32).optional(),
});
export type TrackingSettingsBody = z.infer<typeof trackingSettingsBody>;
export const trackingSettingsResponse = z.object({ tracking: trackingSettings });
