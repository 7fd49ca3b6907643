import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TodayBranch, TodayResponse } from '@hajz/contracts/today';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { TodayOverview } from './today-overview';

vi.mock('../api');

const branch: TodayBranch = {
  branch_id: 1,
  branch_name: 'Olaya',
  bookings: 2,
  arrived: 1,
  to_come: 1,
  no_shows: 0,
  cancelled: 0,
  takings: [],
  takings_total: 0,
  occupancy: { booked_minutes: 60, shift_minutes: 480, per_mille: 125 },
  moved_by_customers: [],
};
const day = (moved: TodayBranch['moved_by_customers']): TodayResponse => ({
  date: '2026-11-28',
  time_zone: 'Asia/Riyadh',
  branches: [{ ...branch, moved_by_customers: moved }],
});
const move = {
  order_id: 41,
  order_number: 'HZ100041',
  customer: 'Reem Alharbi',
  from: '2026-11-30T07:00:00.000Z',
  to: '2026-11-30T12:00:00.000Z',
  moved_at: '2026-11-28T09:15:00.000Z',
};

describe('today: the bookings customers moved themselves (issue 28, the desk is told)', () => {
  it('lists each move, from when to when on the business clock, opening the booking', async () => {
    vi.mocked(api.fetchToday).mockResolvedValue(day([move]));
    await renderAdmin(<TodayOverview />);
    const link = await screen.findByRole('link', { name: /HZ100041 · Reem Alharbi/ });
    expect(link.getAttribute('href')).toBe('/admin/bookings/41');
    expect(link.textContent).toMatch(/10:00 AM → .*3:00 PM/);
    expect(screen.getByRole('heading', { name: 'Moved by customers today' })).toBeTruthy();
  });

  it('in Arabic, on the Arabic pages', async () => {
    vi.mocked(api.fetchToday).mockResolvedValue(day([move]));
    await renderAdmin(<TodayOverview />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'نقلها العملاء اليوم' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /HZ100041/ });
    expect(link.getAttribute('href')).toBe('/ar/admin/bookings/41');
    expect(link.textContent).toMatch(/10:00 ص ← .*3:00 م/);
  });

  it('says nothing when nobody moved a booking', async () => {
    vi.mocked(api.fetchToday).mockResolvedValue(day([]));
    await renderAdmin(<TodayOverview />);
    await screen.findByText('Olaya');
    expect(screen.queryByText('Moved by customers today')).toBeNull();
  });
});
