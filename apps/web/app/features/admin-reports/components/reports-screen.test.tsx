import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportsResponse } from '@hajz/contracts/reports';
import { renderAdmin } from '~/admin-kit/testing';
import { ApiError } from '~/lib/api-client';
import * as api from '../api';
import { ReportsScreen } from './reports-screen';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchReports: vi.fn(),
  fetchBranchOptions: vi.fn(),
  downloadCsv: vi.fn(),
}));

const owner = { user_id: 1, role: 'owner' as const, branch_ids: 'all' as const, resource_id: null };
const manager = { user_id: 2, role: 'manager' as const, branch_ids: [2], resource_id: null };
const sums = (count: number, total: number, vat: number) => ({ count, total, vat, excl_vat: total - vat });

const report: ReportsResponse = {
  from: '2026-11-01',
  to: '2026-11-02',
  branch_id: null,
  time_zone: 'Asia/Riyadh',
  revenue: {
    invoiced: sums(3, 46000, 6000),
    cancelled: sums(1, 11500, 1500),
    revenue: sums(2, 34500, 4500),
    by_day: [
      { date: '2026-11-01', orders: 1, total: 11500, vat: 1500 },
      { date: '2026-11-02', orders: 1, total: 23000, vat: 3000 },
    ],
    by_branch: [{ branch_id: 1, name: 'Rawnaq Olaya', orders: 2, total: 34500, vat: 4500 }],
    by_service: [{ kind: 'product', id: 5, name: 'Hot stone massage', quantity: 2, total: 34500, vat: 4500 }],
    by_staff: [{ resource_id: null, name: '', lines: 2, total: 34500, vat: 4500 }],
  },
  bookings: {
    totals: { booked: 3, kept: 1, cancelled: 1, no_shows: 1 },
    by_day: [
      { date: '2026-11-01', booked: 2, kept: 1, cancelled: 1, no_shows: 0 },
      { date: '2026-11-02', booked: 1, kept: 0, cancelled: 0, no_shows: 1 },
    ],
  },
  utilisation: {
    resources: [
      {
        resource_id: 7,
        name: 'Noura',
        branch_name: 'Rawnaq Olaya',
        shift_minutes: 960,
        booked_minutes: 240,
        per_mille: 250,
      },
    ],
    totals: { shift_minutes: 960, booked_minutes: 240, per_mille: 250 },
  },
  gift_cards: {
    opening: 100000,
    sold: 50000,
    cards_sold: 2,
    redeemed: 20000,
    revoked: 0,
    adjusted: 0,
    closing: 130000,
  },
  points: {
    opening: 10,
    earned: 300,
    redeemed: 100,
    adjusted: 0,
    closing: 210,
    point_value: 5,
    closing_value: 1050,
  },
  promo_codes: { codes: [{ code: 'HAJZ10', uses: 1, discount: 1000 }], totals: { uses: 1, discount: 1000 } },
  waitlist: {
    totals: { freed_times: 4, offers: 5, accepted: 3, per_mille: 750 },
    by_service: [{ product_id: 1, name: 'Hammam', freed_times: 4, offers: 5, accepted: 3, per_mille: 750 }],
  },
  messaging: {
    channels: [
      { channel: 'whatsapp', messages: 3, failed: 1, fallbacks: 0, cost: 10 },
      { channel: 'sms', messages: 1, failed: 0, fallbacks: 1, cost: 8 },
    ],
    totals: { messages: 4, cost: 18 },
    bookings: 2,
    cost_per_booking: 9,
  },
  policy: {
    by_branch: [],
    by_service: [],
    totals: {
      booked: 0,
      no_shows: 0,
      late_cancels: 0,
      no_show_per_mille: null,
      late_cancel_per_mille: null,
      deposits_kept: 0,
      deposits_refunded: 0,
    },
  },
};

beforeEach(() => {
  vi.mocked(api.fetchReports).mockReset().mockResolvedValue(report);
  vi.mocked(api.downloadCsv).mockReset().mockResolvedValue();
  vi.mocked(api.fetchBranchOptions)
    .mockReset()
    .mockResolvedValue([
      { id: 1, name: 'Rawnaq Olaya' },
      { id: 2, name: 'Rawnaq Tahlia' },
    ]);
});

describe('reports screen', () => {
  it('shows the period the URL holds: figures, tables beside the charts, liabilities for the owner', async () => {
    await renderAdmin(<ReportsScreen />, {
      path: '/admin/reports?from=2026-11-01&to=2026-11-02',
      staff: owner,
    });
    expect((await screen.findByTestId('revenue-revenue')).textContent).toBe('345.00\u00a0SAR');
    expect(api.fetchReports).toHaveBeenLastCalledWith('en', {
      from: '2026-11-01',
      to: '2026-11-02',
      branch_id: '',
    });
    const service = screen.getByRole('table', { name: 'Revenue by service' });
    expect(within(service).getByRole('row', { name: /Hot stone massage/ }).textContent).toContain(
      '345.00\u00a0SAR',
    );
    expect(screen.getByRole('table', { name: 'Revenue by staff member' }).textContent).toContain(
      'No staff member',
    );
    expect(screen.getByRole('table', { name: 'Staff utilisation' }).textContent).toContain('25%');
    expect(screen.getByRole('table', { name: 'Gift card liability' }).textContent).toContain(
      '1,300.00\u00a0SAR',
    );
    expect(screen.getByRole('table', { name: 'Points liability' }).textContent).toContain('10.50\u00a0SAR');
    // What messages cost, per channel and per booking (issue 29).
    const messaging = screen.getByRole('table', { name: 'Messages' });
    expect(within(messaging).getByRole('row', { name: /^WhatsApp/ }).textContent).toContain('0.10\u00a0SAR');
    expect(within(messaging).getByRole('row', { name: /^SMS/ }).textContent).toContain('0.08\u00a0SAR');
    expect(screen.getByTestId('messaging-per-booking').textContent).toContain('0.09\u00a0SAR');
    // The charts mirror in right-to-left pages and are hidden from assistive technology (the tables say it).
    const bars = screen.getByTestId('report-revenue').querySelector('svg')!;
    expect(bars.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(bars.getAttribute('class')).toContain('rtl:-scale-x-100');
  });

  it('a manager picks among their branches, has no liabilities, and downloads a table', async () => {
    await renderAdmin(<ReportsScreen />, {
      path: '/admin/reports?from=2026-11-01&to=2026-11-02',
      staff: manager,
    });
    vi.mocked(api.fetchReports).mockResolvedValue({ ...report, gift_cards: null, points: null });
    await screen.findByTestId('revenue-revenue');
    const select = screen.getByLabelText('Branch') as HTMLSelectElement;
    await vi.waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual(['All my branches', 'Rawnaq Tahlia']),
    );
    const user = userEvent.setup();
    await user.selectOptions(select, '2');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(api.fetchReports).toHaveBeenLastCalledWith('en', {
        from: '2026-11-01',
        to: '2026-11-02',
        branch_id: '2',
      }),
    );
    expect(await screen.findByText(/the owner sees them/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download CSV — Promo code use' }));
    expect(api.downloadCsv).toHaveBeenCalledWith('en', 'promo-codes', {
      from: '2026-11-01',
      to: '2026-11-02',
      branch_id: '2',
    });
  });

  it('says under the field what the server refused, in Arabic', async () => {
    vi.mocked(api.fetchReports).mockRejectedValue(
      new ApiError(422, {
        status: false,
        message: 'بعض الحقول غير صالحة',
        errors: { to: ['اختر فترة لا تزيد على 366 يومًا'] },
      }),
    );
    await renderAdmin(<ReportsScreen />, {
      path: '/admin/reports?from=2025-01-01&to=2026-11-02',
      staff: owner,
      locale: 'ar',
    });
    const to = await screen.findByLabelText('إلى');
    await vi.waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(to.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('اختر فترة لا تزيد على 366 يومًا');
  });
});
