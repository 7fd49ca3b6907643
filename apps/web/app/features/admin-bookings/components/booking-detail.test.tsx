import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBookingDetail } from '@hajz/contracts/back-office';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { BookingDetail } from './booking-detail';

vi.mock('../api');

const paid: AdminBookingDetail = {
  id: 42,
  order_number: 'HZ100042',
  status: 'confirmed',
  no_show: false,
  customer_arrived: false,
  customer: { id: 7, name: 'Nada Alqahtani', mobile: '966512345678' },
  branch_id: 1,
  branch_name: 'Rawnaq Olaya',
  start_at: '2026-12-04T17:00:00.000Z',
  services: ['Swedish massage'],
  staff: ['Huda'],
  total: 32000,
  payment_method: 'card',
  created_at: '2026-11-26T10:00:00.000Z',
  sub_total: 32000,
  tax_amount: 4174,
  discounts: 0,
  close_reason: null,
  is_gifted_order: false,
  lines: [
    {
      id: 1,
      type: 'service',
      name: 'Swedish massage',
      quantity: 1,
      visitors: 1,
      start_at: '2026-12-04T17:00:00.000Z',
      end_at: '2026-12-04T18:00:00.000Z',
      total_price: 32000,
      discount_amount: 0,
      tax_amount: 4174,
    },
  ],
  payments: [
    {
      id: 3,
      method: 'card',
      provider: 'sandbox',
      scheme: 'mada',
      amount: 32000,
      status: 'paid',
      created_at: '',
      paid_at: null,
    },
  ],
  ledger: [],
  can_cancel: true,
  can_resend: true,
  can_move: true,
  can_check_in: true,
  cash_due: 0,
  deposit_amount: 0,
  visit_due: 0,
  visit_paid_at: null,
  visit_paid_method: null,
  paid_online: 0,
  due_at_visit: 0,
  deposit_status: null,
};

beforeEach(() => vi.resetAllMocks());

describe('an order for staff', () => {
  it('cancels with the refund where the desk chose and the reason, then shows the new state', async () => {
    vi.mocked(api.fetchBooking).mockResolvedValue(paid);
    vi.mocked(api.cancelBooking).mockResolvedValue({
      data: {
        ...paid,
        status: 'cancelled',
        can_cancel: false,
        can_resend: false,
        can_move: false,
        can_check_in: false,
        payments: [{ ...paid.payments[0]!, status: 'refunded' }],
        ledger: [{ id: 9, account: 'wallet', amount: 32000, reason: 'refund', created_at: '' }],
      },
      message: 'Booking cancelled',
    });
    await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('320.00 SAR was paid. Choose where it goes back.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText("The customer's wallet"));
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(api.cancelBooking).toHaveBeenCalledWith('en', 42, { refund_to: 'wallet', reason: 'Unwell' });
    expect((await screen.findByRole('status')).textContent).toBe('Booking cancelled');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByTestId('booking-ledger').textContent).toContain('Wallet · Refund');
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).toBeNull();
    expect(screen.queryByTestId('booking-move')).toBeNull();
    expect(screen.queryByTestId('booking-check-in')).toBeNull();
  });

  it('names who performs it, moves it on the calendar at its day, and checks the customer in', async () => {
    vi.mocked(api.fetchBooking)
      .mockResolvedValueOnce(paid)
      .mockResolvedValueOnce({ ...paid, customer_arrived: true, can_check_in: false });
    vi.mocked(api.checkInBooking).mockResolvedValue({
      data: { order_id: 42, already: false },
      message: 'Checked in',
    });
    await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42' });
    expect((await screen.findByTestId('booking-staff')).textContent).toBe('Huda');
    // 17:00 UTC is 20:00 in Riyadh, the same day: the calendar opens on it with the booking's move form.
    expect(screen.getByRole('link', { name: 'Move HZ100042 on the calendar' }).getAttribute('href')).toBe(
      '/admin/calendar?branch_id=1&date=2026-12-04&open=HZ100042',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in' }));
    expect(api.checkInBooking).toHaveBeenCalledWith('en', 42);
    expect((await screen.findByRole('status')).textContent).toBe('Checked in');
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Move HZ100042 on the calendar' })).toBeTruthy();
  });

  it("keeps the dialog open with the server's reason when the cancel is refused", async () => {
    vi.mocked(api.fetchBooking).mockResolvedValue(paid);
    vi.mocked(api.cancelBooking).mockRejectedValue(
      new ApiError(409, { status: false, message: 'A completed booking cannot be cancelled' }),
    );
    await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42', locale: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('السبب (يُحفظ في سجل التدقيق)'), 'سبب');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الحجز' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A completed booking cannot be cancelled');
    expect(api.cancelBooking).toHaveBeenCalledWith('ar', 42, { refund_to: 'original', reason: 'سبب' });
  });

  it('sends the confirmation again and says so', async () => {
    vi.mocked(api.fetchBooking).mockResolvedValue(paid);
    vi.mocked(api.resendConfirmation).mockResolvedValue({
      data: { order_id: 42 },
      message: 'The confirmation is on its way again',
    });
    await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the confirmation again' }));
    expect((await screen.findByRole('status')).textContent).toBe('The confirmation is on its way again');
  });

  it('takes the cash due at the counter: the payment shows paid and the button goes', async () => {
    const cash = { ...paid, payment_method: 'cash', cash_due: 32000 };
    const due = {
      ...paid.payments[0]!,
      method: 'cash',
      provider: 'cash',
      scheme: null,
      status: 'due_at_branch',
    };
    vi.mocked(api.fetchBooking).mockResolvedValue({ ...cash, payments: [due] });
    vi.mocked(api.takeCash).mockResolvedValue({
      data: { ...cash, cash_due: 0, payments: [{ ...due, status: 'paid' }] },
      message: 'استُلم المبلغ نقدًا: الحجز مدفوع',
    });
    await renderAdmin(<BookingDetail id={42} />, { path: '/ar/admin/bookings/42', locale: 'ar' });
    const take = await screen.findByRole('button', { name: /استُلم نقدًا/ });
    expect(take.textContent).toContain('320.00');
    expect(screen.getByTestId('booking-payments').textContent).toContain('نقدًا');
    await userEvent.setup().click(take);
    expect(api.takeCash).toHaveBeenCalledWith('ar', 42);
    expect((await screen.findByRole('status')).textContent).toBe('استُلم المبلغ نقدًا: الحجز مدفوع');
    expect(screen.queryByRole('button', { name: /استُلم نقدًا/ })).toBeNull();
  });

  it('names every way of paying and the card network in words, never its code (en and ar)', async () => {
    const refunded = (method: string, scheme: string | null) => ({
      ...paid.payments[0]!,
      method,
      scheme,
      status: 'refunded',
    });
    const payments = [refunded('card', 'mada'), refunded('apple_pay', 'visa'), refunded('stc_pay', null)];
    vi.mocked(api.fetchBooking).mockResolvedValue({ ...paid, payment_method: 'tamara', payments });
    const { unmount } = await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42' });
    const rows = (await screen.findByTestId('booking-payments')).querySelectorAll('li');
    expect([...rows].map((r) => r.querySelector('span')!.textContent)).toEqual([
      'Card (mada) · Refunded',
      'Apple Pay (Visa) · Refunded',
      'STC Pay · Refunded',
    ]);
    expect(screen.getByText('Tamara')).toBeTruthy();
    unmount();
    await renderAdmin(<BookingDetail id={42} />, { path: '/ar/admin/bookings/42', locale: 'ar' });
    const arabic = (await screen.findByTestId('booking-payments')).textContent!;
    for (const word of ['بطاقة (مدى)', 'Apple Pay (فيزا)', 'إس تي سي باي']) expect(arabic).toContain(word);
    expect(screen.getByText('تمارا')).toBeTruthy();
  });

  it('says why when the cash was already taken', async () => {
    vi.mocked(api.fetchBooking).mockResolvedValue({ ...paid, cash_due: 32000 });
    vi.mocked(api.takeCash).mockRejectedValue(
      new ApiError(409, {
        status: false,
        message: 'Nothing is due in cash for this booking: it is already paid',
      }),
    );
    await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Cash received/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing is due in cash for this booking: it is already paid',
    );
  });

  it("shows a deposit booking's figures and takes the rest at the visit by card: the buttons go, the deposit is applied", async () => {
    const deposit = {
      ...paid,
      deposit_amount: 13000,
      paid_online: 13000,
      due_at_visit: 52000,
      visit_due: 52000,
      deposit_status: 'held' as const,
    };
    vi.mocked(api.fetchBooking).mockResolvedValue(deposit);
    vi.mocked(api.takeVisitPayment).mockResolvedValue({
      data: {
        ...deposit,
        visit_due: 0,
        visit_paid_at: '2026-12-04T17:30:00.000Z',
        visit_paid_method: 'card',
        deposit_status: 'applied',
      },
      message: 'The rest is paid: the booking is paid in full',
    });
    await renderAdmin(<BookingDetail id={42} />, { path: '/admin/bookings/42' });
    const figures = await screen.findByTestId('booking-deposit');
    expect(figures.textContent).toContain('130.00');
    expect(figures.textContent).toContain('520.00');
    expect(figures.textContent).toContain('Held until the visit');
    expect(screen.getByRole('button', { name: /Rest paid in cash/ }).textContent).toContain('520.00');
    await userEvent.setup().click(screen.getByRole('button', { name: /Rest paid by card/ }));
    expect(api.takeVisitPayment).toHaveBeenCalledWith('en', 42, 'card');
    expect((await screen.findByRole('status')).textContent).toBe(
      'The rest is paid: the booking is paid in full',
    );
    expect(screen.queryByRole('button', { name: /Rest paid/ })).toBeNull();
    expect(screen.getByTestId('booking-deposit').textContent).toContain('Applied to the bill');
    expect(screen.getByTestId('booking-deposit').textContent).toContain('paid by card');
  });

  it('says a kept deposit in Arabic, with no visit button once the booking is cancelled', async () => {
    vi.mocked(api.fetchBooking).mockResolvedValue({
      ...paid,
      status: 'cancelled',
      can_cancel: false,
      deposit_amount: 13000,
      paid_online: 13000,
      due_at_visit: 52000,
      visit_due: 0,
      deposit_status: 'kept',
    });
    await renderAdmin(<BookingDetail id={42} />, { path: '/ar/admin/bookings/42', locale: 'ar' });
    expect((await screen.findByTestId('booking-deposit')).textContent).toContain('محتفظ به');
    expect(screen.queryByRole('button', { name: /الباقي/ })).toBeNull();
  });
});
