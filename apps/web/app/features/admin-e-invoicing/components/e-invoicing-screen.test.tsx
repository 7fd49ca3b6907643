import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEInvoice, AdminEInvoicingStatus } from '@hajz/contracts/admin-e-invoicing';
import type { StaffAccess } from '@hajz/contracts/staff';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { EInvoicingScreen } from './e-invoicing-screen';

vi.mock('../api');

const owner: StaffAccess = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null };
const off: AdminEInvoicingStatus = {
  environment: 'simulation',
  unit: null,
  csid_state: 'none',
  csid_expires_at: null,
  csid_expired: false,
  pending: 0,
  not_reported: 0,
  not_issued: 0,
  oldest_unreported_at: null,
  oldest_unreported_age_seconds: null,
  alert: false,
};
const on: AdminEInvoicingStatus = {
  ...off,
  unit: { id: 1, serial_number: '1-Hajz|2-1.0|3-abc' },
  csid_state: 'production',
  csid_expires_at: '2031-01-01T00:00:00.000Z',
  pending: 2,
  not_reported: 1,
  not_issued: 1,
  oldest_unreported_at: '2026-11-27T08:00:00.000Z',
  oldest_unreported_age_seconds: 13 * 3600 + 120,
  alert: true,
};
const refused: AdminEInvoice = {
  id: 9,
  order_id: 41,
  kind: 'invoice',
  number: 'HZ-000041',
  icv: 3,
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  hash: 'abc=',
  status: 'not_reported',
  issued_at: '2026-11-27T08:00:00.000Z',
  reported_at: null,
  warnings: [{ code: 'BR-KSA-08', message: 'The seller identification is missing' }],
};

describe('e-invoicing for the owner', () => {
  it('before onboarding: the state, the code form; a wrong code is said next to the field, the right one switches it on', async () => {
    vi.mocked(api.fetchEInvoicingStatus).mockResolvedValueOnce(off).mockResolvedValue(on);
    vi.mocked(api.fetchEInvoices).mockResolvedValue({ documents: [], page: 1, has_more: false });
    vi.mocked(api.sendOtp)
      .mockRejectedValueOnce(
        new ApiError(422, {
          status: false,
          message: 'Some fields are not valid',
          errors: { otp: ['The Fatoora portal did not accept this one-time code'] },
        } as never),
      )
      .mockResolvedValueOnce({ data: on, message: 'E-invoicing is switched on' });
    await renderAdmin(<EInvoicingScreen />, { path: '/admin/e-invoicing', staff: owner });
    const user = userEvent.setup();
    expect((await screen.findByTestId('csid-state')).textContent).toBe('Not onboarded');
    expect(screen.queryByTestId('reporting-alert')).toBeNull();
    expect(await screen.findByText('No documents match.')).toBeTruthy();

    const code = screen.getByLabelText('One-time code (6 digits)');
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Onboard' }));
    expect(screen.getAllByTestId('field-error').map((e) => e.textContent)).toEqual([
      'Enter the 6-digit one-time code from the Fatoora portal',
    ]);
    expect(api.sendOtp).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Onboard' }));
    expect(await screen.findByText('The Fatoora portal did not accept this one-time code')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '123345');
    await user.click(screen.getByRole('button', { name: 'Onboard' }));
    expect(api.sendOtp).toHaveBeenLastCalledWith('en', 'onboard', '123345');
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeTruthy();
    expect(screen.getByTestId('csid-state').textContent).toBe('Onboarded');
    // The back-office banner asks again (the certificate's expiry is new).
    expect(api.alertsChanged).toHaveBeenCalled();
  });

  it('the seller registration: open while incomplete, the BR-KSA formats checked, saved with the server’s message', async () => {
    vi.mocked(api.fetchEInvoicingStatus).mockResolvedValue(off);
    vi.mocked(api.fetchEInvoices).mockResolvedValue({ documents: [], page: 1, has_more: false });
    const incomplete = {
      name: 'صالون حجز',
      vat_number: '310123456700003',
      cr_number: '1010123456',
      street: 'Olaya',
      building_number: null,
      district: 'Al Olaya',
      city: 'Riyadh',
      postal_code: null,
      complete: false,
    };
    vi.mocked(api.fetchSeller).mockResolvedValue({ seller: incomplete });
    const saved = { ...incomplete, building_number: '2322', postal_code: '12211', complete: true };
    vi.mocked(api.saveSeller).mockResolvedValue({
      data: { seller: saved },
      message: 'The registration is saved',
    });
    await renderAdmin(<EInvoicingScreen />, { path: '/admin/e-invoicing', staff: owner });
    const user = userEvent.setup();
    const card = await screen.findByTestId('seller-registration');
    expect(card.hasAttribute('open')).toBe(true);
    expect(screen.getByTestId('seller-complete').textContent).toBe('Incomplete');
    expect(screen.getByTestId('seller-missing').textContent).toContain('incomplete');
    expect(card.textContent).toContain('310123456700003');

    await user.type(screen.getByLabelText('Building number'), '23A');
    await user.type(screen.getByLabelText('Postal code'), '1221');
    await user.click(screen.getByRole('button', { name: 'Save registration' }));
    expect(screen.getAllByTestId('field-error').map((e) => e.textContent)).toEqual([
      'Enter the 4-digit building number of the national address',
      'Enter the 5-digit postal code',
    ]);
    expect(api.saveSeller).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Building number'));
    await user.type(screen.getByLabelText('Building number'), '2322');
    await user.type(screen.getByLabelText('Postal code'), '1');
    await user.click(screen.getByRole('button', { name: 'Save registration' }));
    expect(api.saveSeller).toHaveBeenCalledWith('en', {
      cr_number: '1010123456',
      street: 'Olaya',
      building_number: '2322',
      district: 'Al Olaya',
      city: 'Riyadh',
      postal_code: '12211',
    });
    expect(await screen.findByText('The registration is saved')).toBeTruthy();
    expect(screen.getByTestId('seller-complete').textContent).toBe('Complete');
    expect(screen.queryByTestId('seller-missing')).toBeNull();
  });

  it('onboarded, in Arabic: the 12-hour alert, the documents with Fatoora’s messages, filters in the address, the XML', async () => {
    vi.mocked(api.fetchEInvoicingStatus).mockResolvedValue(on);
    vi.mocked(api.fetchEInvoices).mockResolvedValue({ documents: [refused], page: 1, has_more: false });
    vi.mocked(api.downloadXml).mockResolvedValue();
    await renderAdmin(<EInvoicingScreen />, { locale: 'ar', path: '/admin/e-invoicing', staff: owner });
    const user = userEvent.setup();
    const alert = await screen.findByTestId('reporting-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('12 ساعة');
    expect(alert.textContent).toContain('عمره 13 ساعة');
    // Two waiting for Fatoora, one refused, one sale not issued yet.
    expect(alert.textContent).toContain('4 مستندات بانتظار الإصدار أو الإبلاغ');
    expect(screen.getByTestId('not-issued').textContent).toBe('1');
    const list = await screen.findByTestId('e-invoices');
    expect(list.textContent).toContain('HZ-000041');
    expect(list.textContent).toContain('مرفوض');
    expect(list.textContent).toContain('The seller identification is missing');

    await user.type(screen.getByLabelText('العدّاد (ICV)'), '3');
    await user.selectOptions(screen.getByLabelText('الإبلاغ'), 'not_reported');
    await user.click(screen.getByRole('button', { name: 'عرض' }));
    expect(api.fetchEInvoices).toHaveBeenLastCalledWith(
      'ar',
      { order_id: '', icv: '3', status: 'not_reported' },
      1,
    );

    await user.click(screen.getByRole('button', { name: /تنزيل XML/ }));
    expect(api.downloadXml).toHaveBeenCalledWith('ar', 9);
  });
});
