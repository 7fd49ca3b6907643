/** The e-invoicing screen's calls and the back-office alerts' (issue 26 items 1, 5 and 6): owner only. */
import type { Locale } from '@hajz/contracts/locale';
import type {
  AdminEInvoicesResponse,
  AdminEInvoicingStatus,
  EInvoiceStatus,
  EInvoicingAlerts,
  SellerRegistrationBody,
  SellerRegistrationResponse,
} from '@hajz/contracts/admin-e-invoicing';
import { browserApi } from '~/lib/browser-api';
import { adminGet, adminSend } from '~/admin-kit/api';
import { adminDownload } from '~/admin-kit/download';

/** The list's filters as the address keeps them (empty: any). */
export type EInvoiceFilters = { order_id: string; icv: string; status: '' | EInvoiceStatus };

export const fetchEInvoicingStatus = (locale: Locale) =>
  adminGet<AdminEInvoicingStatus>(locale, '/admin/e-invoicing');

/** Onboarding (none yet) or renewing the certificate (onboarded) with the portal's one-time code. */
export const sendOtp = (locale: Locale, action: 'onboard' | 'renew', otp: string) =>
  adminSend<AdminEInvoicingStatus>(locale, 'POST', `/admin/e-invoicing/${action}`, { otp });

export const fetchEInvoices = (locale: Locale, filters: EInvoiceFilters, page: number) =>
  adminGet<AdminEInvoicesResponse>(locale, '/admin/e-invoices', {
    order_id: filters.order_id || undefined,
    icv: filters.icv || undefined,
    status: filters.status || undefined,
    page: page > 1 ? page : undefined,
  });

export const downloadXml = (locale: Locale, id: number) =>
  adminDownload(locale, `/admin/e-invoices/${id}/xml`, `e-invoice-${id}.xml`);

export const fetchSeller = (locale: Locale) =>
  adminGet<SellerRegistrationResponse>(locale, '/admin/e-invoicing/seller');

export const saveSeller = (locale: Locale, body: SellerRegistrationBody) =>
  adminSend<SellerRegistrationResponse>(locale, 'PUT', '/admin/e-invoicing/seller', body);

/** How long every back-office page shares one answer of the alerts (a page change within it asks nothing). */
export const ALERTS_FRESH_MS = 60_000;
let alerts: { locale: Locale; at: number; answer: Promise<EInvoicingAlerts> } | null = null;
const alertListeners = new Set<() => void>();

/**
 * The back-office alerts (GET admin/e-invoicing/alerts), asked at most once a minute per tab however many pages the
 * owner opens; quiet (a failure shows no toast: the banner just stays away).
 */
export function fetchAlerts(locale: Locale): Promise<EInvoicingAlerts> {
  const now = Date.now();
  if (!alerts || alerts.locale !== locale || now - alerts.at > ALERTS_FRESH_MS) {
    const answer = browserApi(locale, { quiet: true })
      .get<EInvoicingAlerts>('/admin/e-invoicing/alerts')
      .then((envelope) => envelope.data!);
    answer.catch(() => {
      if (alerts?.answer === answer) alerts = null;
    });
    alerts = { locale, at: now, answer };
  }
  return alerts.answer;
}

/** Onboarding or renewal changed what the alerts say: the next read asks again, and the banner does at once. */
export function alertsChanged() {
  alerts = null;
  for (const listener of alertListeners) listener();
}

export function onAlertsChanged(listener: () => void): () => void {
  alertListeners.add(listener);
  return () => alertListeners.delete(listener);
}
