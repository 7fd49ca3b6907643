import { z } from 'zod';

/** Where a consent choice was made; a withdrawal is recorded as its own source (PDPL: proof of each choice). */
export const consentSources = ['banner', 'preferences', 'withdraw'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** The browser's random id (crypto.randomUUID) kept with the consent: it ties guests' choices to one device. */
export const visitorIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /consent: one choice. Necessary storage needs no consent, so only the two optional purposes are sent. */
export const consentBody = z.object({
  visitor_id: z.string().regex(visitorIdPattern),
  version: z.string().min(1).max(32),
  analytics: z.boolean(),
  marketing: z.boolean(),
  source: z.enum(consentSources),
});
export type ConsentBody = z.infer<typeof consentBody>;

export const consentRecord = z.object({
  id: z.number().int(),
  version: z.string(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  source: z.enum(consentSources),
  created_at: z.string(),
});
export const consentResponse = z.object({ consent: consentRecord });
export type ConsentRecord = z.infer<typeof consentRecord>;
