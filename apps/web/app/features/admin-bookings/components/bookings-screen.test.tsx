import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import * as branches from '~/admin-kit/branches';
import { BookingsScreen } from './bookings-screen';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchBookings: vi.fn(),
}));
vi.mock('~/admin-kit/branches', async (importOriginal) => ({
  ...(await importOriginal<typeof branches>()),
  fetchBranches: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(api.fetchBookings).mockReset().mockResolvedValue({ bookings: [], page: 1, has_more: false });
  vi.mocked(branches.fetchBranches)
    .mockReset()
    .mockResolvedValue([
      { id: 1, name: 'Rawnaq Olaya' },
      { id: 2, name: 'Rawnaq Jeddah' },
    ]);
});

describe('bookings list', () => {
  it('asks the server with the filters the URL holds, and applies new ones from the form', async () => {
    await renderAdmin(<BookingsScreen />, { path: '/admin/bookings?status=confirmed&page=2' });
    await screen.findByText('No bookings match.');
    expect(api.fetchBookings).toHaveBeenLastCalledWith(
      'en',
      expect.objectContaining({ status: 'confirmed', page: '2', q: '' }),
    );
    // A receptionist of one branch gets no branch filter to choose from.
    expect(screen.queryByLabelText('Branch')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking number, mobile number or name'), '0512345678');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(api.fetchBookings).toHaveBeenLastCalledWith(
        'en',
        expect.objectContaining({ q: '0512345678', status: 'confirmed', page: '' }),
      ),
    );
  });

  it('offers an owner every branch, and a manager of two their two', async () => {
    await renderAdmin(<BookingsScreen />, {
      path: '/admin/bookings',
      staff: { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null },
    });
    const select = (await screen.findByLabelText('Branch')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Any', 'Rawnaq Olaya', 'Rawnaq Jeddah']);
  });

  it('opens on today (the business’s day) with each row’s service and staff; clearing shows every date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    vi.mocked(api.fetchBookings).mockResolvedValue({
      bookings: [
        {
          id: 7,
          order_number: 'HZ100007',
          status: 'confirmed',
          no_show: false,
          customer_arrived: false,
          customer: { id: 3, name: 'Nada Alqahtani', mobile: '966512345678' },
          branch_id: 1,
          branch_name: 'Rawnaq Olaya',
          start_at: `${today}T14:00:00.000Z`,
          services: ['Moroccan bath', 'Facial'],
          staff: ['Huda'],
          total: 23000,
          payment_method: 'cash',
          created_at: `${today}T08:00:00.000Z`,
        },
      ],
      page: 1,
      has_more: false,
    });
    await renderAdmin(<BookingsScreen />, { path: '/admin/bookings' });
    expect((await screen.findByTestId('booking-row-service')).textContent).toBe(
      'Moroccan bath and Facial · With Huda',
    );
    expect(api.fetchBookings).toHaveBeenCalledWith('en', expect.objectContaining({ from: today, to: today }));
    expect(api.fetchBookings).not.toHaveBeenCalledWith('en', expect.objectContaining({ from: '' }));
    expect((screen.getByLabelText('Visit from') as HTMLInputElement).value).toBe(today);
    expect(screen.getByText('Showing today’s visits. Clear the filters to see every date.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() =>
      expect(api.fetchBookings).toHaveBeenLastCalledWith('en', expect.objectContaining({ from: '', to: '' })),
    );
  });

  it('a search typed on the opening day looks at every date; dates the desk chose stay', async () => {
    await renderAdmin(<BookingsScreen />, { path: '/admin/bookings' });
    await screen.findByText('No bookings match.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking number, mobile number or name'), 'HZ100007');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(api.fetchBookings).toHaveBeenLastCalledWith(
        'en',
        expect.objectContaining({ q: 'HZ100007', from: '', to: '' }),
      ),
    );
    await user.clear(screen.getByLabelText('Visit from'));
    await user.type(screen.getByLabelText('Visit from'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(api.fetchBookings).toHaveBeenLastCalledWith(
        'en',
        expect.objectContaining({ q: 'HZ100007', from: '2026-12-01' }),
      ),
    );
  });
});
