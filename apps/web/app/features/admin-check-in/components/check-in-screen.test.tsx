import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import * as scanner from '../scanner';
import { CheckInScreen } from './check-in-screen';

vi.mock('../api');
vi.mock('../scanner');

const booking = {
  order_id: 7,
  order_number: 'HZ100007',
  branch_id: 1,
  customer_name: 'Nada Alqahtani',
  start_at: '2026-12-04T17:00:00.000Z',
  customer_arrived: false,
  status: 'confirmed' as const,
  services: ['Moroccan bath'],
  staff: ['Huda'],
};
const arrival = {
  order_id: 7,
  order_number: 'HZ100007',
  customer_arrived: true,
  already: false,
  arrived_at: '2026-12-04T16:55:00.000Z',
  customer_name: 'Nada Alqahtani',
  start_at: '2026-12-04T17:00:00.000Z',
  services: ['Moroccan bath', 'Facial'],
  staff: ['Huda'],
};

beforeEach(() => vi.resetAllMocks());

describe('check-in screen', () => {
  it('finds by mobile and checks in: three actions, the answer said and the row updated', async () => {
    vi.mocked(api.findBookings).mockResolvedValue([booking]);
    vi.mocked(api.checkIn).mockResolvedValue({ data: arrival, message: 'Checked in' });
    await renderAdmin(<CheckInScreen />, { path: '/admin/check-in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking number or mobile number'), '0534832502');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.findBookings).toHaveBeenCalledWith('en', '0534832502');
    expect(await screen.findByText(/HZ100007/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check in HZ100007' }));
    expect(api.checkIn).toHaveBeenCalledWith('en', { order_id: 7 });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('HZ100007: Checked in');
    expect(status.dataset.kind).toBe('ok');
    // Who arrived, for what, when and with whom (Riyadh: UTC+3).
    const card = screen.getByTestId('arrival');
    expect(card.textContent).toContain('Nada Alqahtani');
    expect(card.textContent).toContain('Moroccan bath and Facial');
    expect(card.textContent).toContain('8:00 PM');
    expect(card.textContent).toContain('Huda');
    // Arrived: no second check-in, no no-show; completion stays.
    expect(screen.queryByRole('button', { name: 'Check in HZ100007' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark HZ100007 as a no-show' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete HZ100007' })).toBeTruthy();
  });

  it("shows the server's reason when the desk may not act, in an alert", async () => {
    vi.mocked(api.findBookings).mockResolvedValue([booking]);
    vi.mocked(api.markNoShow).mockRejectedValue(
      new ApiError(409, {
        status: false,
        message: 'A booking can be marked as a no-show only after its start time',
      }),
    );
    await renderAdmin(<CheckInScreen />, { path: '/admin/check-in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking number or mobile number'), 'HZ100007');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Mark HZ100007 as a no-show' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A booking can be marked as a no-show only after its start time',
    );
    expect(screen.getByText(/HZ100007/)).toBeTruthy();
  });

  it('checks in the pass read from a photo; says so when there is no pass in it', async () => {
    vi.mocked(scanner.scanImage).mockResolvedValueOnce(null).mockResolvedValueOnce('HZP.3.1.abc');
    vi.mocked(api.checkIn).mockResolvedValue({
      data: { ...arrival, order_id: 3, order_number: 'HZ100003', already: true, staff: [] },
      message: 'تم تسجيل الوصول مسبقًا',
    });
    await renderAdmin(<CheckInScreen />, { path: '/admin/check-in', locale: 'ar' });
    const user = userEvent.setup();
    const input = screen.getByTestId('pass-image') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'pass.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'لم يُعثر على رمز تذكرة دخول في هذه الصورة.',
    );
    await user.upload(input, new File(['y'], 'pass.png', { type: 'image/png' }));
    // Scanned again: a warning (an alert, amber), with since when, not the green success.
    const warning = await screen.findByRole('alert');
    expect(warning.dataset.kind).toBe('warning');
    expect(warning.textContent).toContain('HZ100003: سُجِّل الحضور مسبقًا الساعة 7:55 م. لم يتغيّر شيء.');
    expect(screen.getByTestId('arrival').textContent).toContain('لم يُحدَّد موظف');
    expect(api.checkIn).toHaveBeenCalledWith('ar', { code: 'HZP.3.1.abc' });
  });

  it('says the camera could not start and offers the photo instead', async () => {
    vi.mocked(scanner.startCamera).mockRejectedValue(new Error('NotAllowedError'));
    await renderAdmin(<CheckInScreen />, { path: '/admin/check-in' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The camera could not be started');
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeTruthy();
  });

  it('a cancelled booking is found as cancelled, with nothing to do but read it', async () => {
    vi.mocked(api.findBookings).mockResolvedValue([{ ...booking, status: 'cancelled' }]);
    await renderAdmin(<CheckInScreen />, { path: '/admin/check-in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Booking number or mobile number'), 'HZ100007');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('found-cancelled')).textContent).toBe(
      'Cancelled: cannot be checked in',
    );
    expect(screen.getByTestId('found-booking').textContent).toContain('Moroccan bath · Huda');
    expect(screen.queryByRole('button', { name: 'Check in HZ100007' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete HZ100007' })).toBeNull();
  });
});
