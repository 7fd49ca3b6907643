import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { EInvoicingAlerts } from '@hajz/contracts/admin-e-invoicing';
import type { StaffAccess } from '@hajz/contracts/staff';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { EInvoicingAlertsBanner } from './e-invoicing-alerts';

vi.mock('../api');

const owner: StaffAccess = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null };
const both: EInvoicingAlerts = {
  reporting: { pending: 2, not_reported: 1, not_issued: 0, oldest_unreported_at: '2026-11-27T08:00:00.000Z' },
  certificate: { expires_at: '2026-12-20T09:00:00.000Z', expired: false },
};

describe('the e-invoicing alerts on every back-office page', () => {
  it('links to the documents waiting and refused, and to the renew form', async () => {
    vi.mocked(api.fetchAlerts).mockResolvedValue(both);
    await renderAdmin(<EInvoicingAlertsBanner />, { path: '/admin/bookings', staff: owner });
    const reporting = await screen.findByTestId('reporting-banner');
    expect(reporting.getAttribute('role')).toBe('alert');
    expect(reporting.textContent).toContain('older than 12 hours');
    const waiting = screen.getByRole('link', { name: '2 waiting for Fatoora' });
    expect(waiting.getAttribute('href')).toBe('/admin/e-invoicing?status=pending');
    const refused = screen.getByRole('link', { name: '1 refused by Fatoora' });
    expect(refused.getAttribute('href')).toBe('/admin/e-invoicing?status=not_reported');
    const certificate = screen.getByTestId('certificate-banner');
    expect(certificate.textContent).toContain('expires on');
    expect(screen.getByRole('link', { name: 'Renew the certificate' }).getAttribute('href')).toBe(
      '/admin/e-invoicing#e-invoicing-otp-form',
    );
    expect(api.fetchAlerts).toHaveBeenCalledWith('en');
    expect(screen.queryByTestId('not-issued')).toBeNull();
  });

  it('counts the sales older than 12 hours that still have no document (their signing keeps failing), in both languages', async () => {
    const stuck: EInvoicingAlerts = {
      reporting: {
        pending: 0,
        not_reported: 0,
        not_issued: 3,
        oldest_unreported_at: '2026-11-27T08:00:00.000Z',
      },
      certificate: null,
    };
    vi.mocked(api.fetchAlerts).mockResolvedValue(stuck);
    const { unmount } = await renderAdmin(<EInvoicingAlertsBanner />, {
      path: '/admin/bookings',
      staff: owner,
    });
    const reporting = await screen.findByTestId('reporting-banner');
    expect(reporting.textContent).toContain('older than 12 hours');
    expect(screen.getByTestId('not-issued').textContent).toBe('3 sales not yet issued as e-invoices');
    // Not documents yet: no list to link to.
    expect(reporting.querySelectorAll('a')).toHaveLength(0);
    unmount();
    vi.mocked(api.fetchAlerts).mockResolvedValue({
      ...stuck,
      reporting: { ...stuck.reporting!, not_issued: 1 },
    });
    await renderAdmin(<EInvoicingAlertsBanner />, { locale: 'ar', path: '/admin', staff: owner });
    expect((await screen.findByTestId('not-issued')).textContent).toBe(
      'مبيعات لم تصدر فاتورتها الإلكترونية بعد: 1',
    );
  });

  it('in Arabic, an expired certificate; only the links that have documents', async () => {
    vi.mocked(api.fetchAlerts).mockResolvedValue({
      reporting: { ...both.reporting!, pending: 0 },
      certificate: { expires_at: '2026-11-20T09:00:00.000Z', expired: true },
    });
    await renderAdmin(<EInvoicingAlertsBanner />, { locale: 'ar', path: '/admin', staff: owner });
    const reporting = await screen.findByTestId('reporting-banner');
    expect(reporting.querySelectorAll('a')).toHaveLength(1);
    expect(reporting.querySelector('a')!.getAttribute('href')).toBe(
      '/ar/admin/e-invoicing?status=not_reported',
    );
    expect(screen.getByTestId('certificate-banner').textContent).toContain('انتهت');
  });

  it('on the e-invoicing screen only the certificate (the screen says the rest); nothing when all is well', async () => {
    vi.mocked(api.fetchAlerts).mockResolvedValue(both);
    const { unmount } = await renderAdmin(<EInvoicingAlertsBanner />, {
      path: '/admin/e-invoicing',
      staff: owner,
    });
    expect(await screen.findByTestId('certificate-banner')).toBeTruthy();
    expect(screen.queryByTestId('reporting-banner')).toBeNull();
    unmount();
    const allWell = Promise.resolve({ reporting: null, certificate: null });
    vi.mocked(api.fetchAlerts).mockReturnValue(allWell);
    await renderAdmin(<EInvoicingAlertsBanner />, { path: '/admin/bookings', staff: owner });
    await act(() => allWell);
    expect(api.fetchAlerts).toHaveLastReturnedWith(allWell);
    expect(screen.queryByTestId('e-invoicing-alerts')).toBeNull();
  });
});
