/** The money screens' calls (issue 17 item 3): owner only; the server validates and audits every write. */
import type { Locale } from '@hajz/contracts/locale';
import type {
  AdminCustomerClass,
  AdminPaymentMethod,
  AdminPromoCode,
  AdminServiceFee,
  AdminZone,
  MarketingSettings,
  PointsRateBody,
} from '@hajz/contracts/admin-money';
import type { AdminGiftCard, AdminGiftCardDetails } from '@hajz/contracts/admin-gift-cards';
import { adminGet, adminSend } from '~/admin-kit/api';

type Named = { id: number; name: string };
export type PromoCodesData = { promo_codes: AdminPromoCode[]; services: Named[]; categories: Named[] };
export type FeesData = { service_fees: AdminServiceFee[]; zones: AdminZone[] };
export type LoyaltyData = { classes: AdminCustomerClass[]; points: PointsRateBody };
export type GiftCardsPage = { gift_cards: AdminGiftCard[]; page: number; has_more: boolean };

export const fetchPromoCodes = (locale: Locale) => adminGet<PromoCodesData>(locale, '/admin/promo-codes');
export const savePromoCode = (locale: Locale, id: number | null, body: unknown) =>
  id === null
    ? adminSend<{ promo_code: AdminPromoCode }>(locale, 'POST', '/admin/promo-codes', body)
    : adminSend<{ promo_code: AdminPromoCode }>(locale, 'PUT', `/admin/promo-codes/${id}`, body);

export const fetchFees = (locale: Locale) => adminGet<FeesData>(locale, '/admin/service-fees');
export const saveFee = (locale: Locale, id: number, body: unknown) =>
  adminSend<{ service_fee: AdminServiceFee }>(locale, 'PUT', `/admin/service-fees/${id}`, body);
export const saveZone = (locale: Locale, id: number, body: unknown) =>
  adminSend<{ zone: AdminZone }>(locale, 'PUT', `/admin/zones/${id}`, body);

export const fetchLoyalty = (locale: Locale) => adminGet<LoyaltyData>(locale, '/admin/loyalty');
export const saveClass = (locale: Locale, id: number, body: unknown) =>
  adminSend<{ class: AdminCustomerClass }>(locale, 'PUT', `/admin/loyalty/classes/${id}`, body);
export const savePoints = (locale: Locale, body: unknown) =>
  adminSend<PointsRateBody>(locale, 'PUT', '/admin/loyalty/points', body);

export const fetchMarketing = (locale: Locale) =>
  adminGet<{ settings: MarketingSettings }>(locale, '/admin/settings/marketing');
export const saveMarketing = (locale: Locale, body: unknown) =>
  adminSend<{ settings: MarketingSettings }>(locale, 'PUT', '/admin/settings/marketing', body);

export const fetchGiftCards = (locale: Locale, q: string, page: number) =>
  adminGet<GiftCardsPage>(locale, '/admin/gift-cards', {
    q: q || undefined,
    page: page > 1 ? page : undefined,
  });
export const fetchGiftCard = (locale: Locale, id: number) =>
  adminGet<AdminGiftCardDetails>(locale, `/admin/gift-cards/${id}`);
export const issueGiftCard = (locale: Locale, body: unknown) =>
  adminSend<AdminGiftCardDetails>(locale, 'POST', '/admin/gift-cards', body);
export const adjustGiftCard = (locale: Locale, id: number, body: unknown, key: string) =>
  adminSend<AdminGiftCardDetails>(locale, 'POST', `/admin/gift-cards/${id}/adjustments`, body, key);
export const voidGiftCard = (locale: Locale, id: number, body: unknown) =>
  adminSend<AdminGiftCardDetails>(locale, 'POST', `/admin/gift-cards/${id}/void`, body);

export const fetchPaymentMethods = (locale: Locale) =>
  adminGet<{ methods: AdminPaymentMethod[] }>(locale, '/admin/settings/payment-methods');
export const savePaymentMethods = (locale: Locale, offered: string[]) =>
  adminSend<{ methods: AdminPaymentMethod[] }>(locale, 'PUT', '/admin/settings/payment-methods', { offered });
