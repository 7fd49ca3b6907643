/** The e-invoicing screen's calls (issue 26 item 6): owner only. */
import type { Locale } from '@hajz/contracts/locale';
import type {
  AdminEInvoicesResponse,
  AdminEInvoicingStatus,
  EInvoiceStatus,
} from '@hajz/contracts/admin-e-invoicing';
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
