/** The messaging screen's calls (ADR 0065): owner only; the server validates and audits every write. */
import type { Locale } from '@hajz/contracts/locale';
import type {
  MarketingOffer,
  MarketingOfferBody,
  MarketingOffersResponse,
  MessagingSettingsBody,
  MessagingSettingsResponse,
} from '@hajz/contracts/admin-messaging';
import type { MessageCapsResponse } from '@hajz/contracts/message-caps';
import { adminGet, adminSend } from '~/admin-kit/api';

export const fetchMessagingSettings = (locale: Locale) =>
  adminGet<MessagingSettingsResponse>(locale, '/admin/messaging/settings');
export const saveMessagingSettings = (locale: Locale, body: MessagingSettingsBody) =>
  adminSend<MessagingSettingsResponse>(locale, 'PUT', '/admin/messaging/settings', body);

export const fetchOffers = (locale: Locale) =>
  adminGet<MarketingOffersResponse>(locale, '/admin/messaging/offers');
export const sendOffer = (locale: Locale, body: MarketingOfferBody) =>
  adminSend<{ offer: MarketingOffer }>(locale, 'POST', '/admin/messaging/offers', body);

/** The numbers that reached the day's cap on `day` (the business's date). */
export const fetchCappedToday = (locale: Locale, day: string) =>
  adminGet<MessageCapsResponse>(locale, '/admin/message-caps', { from: day, to: day });
