/**
 * The owner's messaging screen (issue 29, ADR 0065): the WhatsApp → SMS fallback minutes, and the marketing offer —
 * who it will reach before it goes, how many it reached after.
 */
import { z } from 'zod';
import { marketingOfferRules, withoutLinks } from './message-rules.ts';

/** GET/PUT admin/messaging/settings. */
export const messagingSettingsBody = z.object({
  whatsapp_fallback_minutes: z
    .number({ error: 'messaging.fallback_minutes' })
    .int({ error: 'messaging.fallback_minutes' })
    .min(1, { error: 'messaging.fallback_minutes' })
    .max(1440, { error: 'messaging.fallback_minutes' }),
});
export type MessagingSettingsBody = z.infer<typeof messagingSettingsBody>;
export const messagingSettingsResponse = z.object({
  settings: messagingSettingsBody.extend({
    /** Whether the business sends by WhatsApp at all (WHATSAPP_PROVIDER): the minutes matter only then. */
    whatsapp_enabled: z.boolean(),
  }),
});
export type MessagingSettingsResponse = z.infer<typeof messagingSettingsResponse>;

/** The owner's words of an offer: trimmed, one line, within the limits, nothing that reads as a link. */
export const offerText = z
  .string({ error: 'messaging.offer_length' })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(marketingOfferRules.minLength, { error: 'messaging.offer_length' })
      .max(marketingOfferRules.maxLength, { error: 'messaging.offer_length' })
      .refine((v) => withoutLinks(v) === v, { error: 'messaging.offer_link' }),
  );

/** POST admin/messaging/offers: the offer in both languages (each customer reads it in theirs). */
export const marketingOfferBody = z.object({ text_en: offerText, text_ar: offerText });
export type MarketingOfferBody = z.input<typeof marketingOfferBody>;

/** GET admin/messaging/offers/reach: whom an offer sent now would reach. */
export const marketingReach = z.object({
  /** Customers with a number who take marketing messages and still have a message left today. */
  reach: z.number().int(),
  /** Customers who have not said yes (never asked, the profile's no, or a STOP): never sent to (ADR 0068). */
  opted_out: z.number().int(),
  /** Opted in but at today's message cap: skipped. */
  at_cap: z.number().int(),
  /** False when today's offer has gone already. */
  can_send: z.boolean(),
});
export type MarketingReach = z.infer<typeof marketingReach>;

export const marketingOffer = z.object({
  id: z.number().int(),
  text_en: z.string(),
  text_ar: z.string(),
  created_at: z.string(),
  /** The reach counted when the owner sent it. */
  reach: z.number().int(),
  /** Messages gone so far (the outbox sends them after the answer), and those skipped at send time. */
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type MarketingOffer = z.infer<typeof marketingOffer>;
export const marketingOffersResponse = z.object({ reach: marketingReach, offers: z.array(marketingOffer) });
export type MarketingOffersResponse = z.infer<typeof marketingOffersResponse>;
export const marketingOfferResponse = z.object({ offer: marketingOffer });
