import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { BookingSettingsScreen } from './booking-settings-screen';

vi.mock('../api');

const settings = {
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 30,
  hold_minutes: 15,
  cancel_window_hours: 6,
  reminder_lead_hours: [24, 2],
  refund_to_wallet: false,
  reschedule_cutoff_hours: 6,
  waitlist_offer_minutes: 15,
  // Sunday: happy-dom leaves a select blank when given a number (browsers show the day; the e2e screenshots do).
  peak_hours: [{ day: 0, start_at: '17:00', end_at: '23:00' }],
};
const owner = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null } as const;

beforeEach(() => vi.resetAllMocks());

describe('booking settings', () => {
  it('checks each field in the browser, under the field, and sends nothing', async () => {
    vi.mocked(api.fetchBookingSettings).mockResolvedValue(settings);
    await renderAdmin(<BookingSettingsScreen />, { staff: owner, path: '/admin/settings' });
    const user = userEvent.setup();
    const step = await screen.findByLabelText('Slot step (minutes)');
    await user.clear(step);
    await user.type(step, '241');
    await user.clear(screen.getByLabelText('Reminder 2 (hours)'));
    await user.type(screen.getByLabelText('Reminder 2 (hours)'), '24');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of minutes from 5 to 240')).toBeTruthy();
    expect(screen.getByText('Each reminder needs a different time')).toBeTruthy();
    expect(step.getAttribute('aria-invalid')).toBe('true');
    expect(api.saveBookingSettings).not.toHaveBeenCalled();
  });

  it("sends the reminders as a list and puts the server's 422 on the reminder's own field", async () => {
    vi.mocked(api.fetchBookingSettings).mockResolvedValue(settings);
    vi.mocked(api.saveBookingSettings).mockRejectedValue(
      new ApiError(422, {
        status: false,
        message: 'Some fields are not valid',
        errors: { 'reminder_lead_hours.1': ['From the server'] },
      }),
    );
    await renderAdmin(<BookingSettingsScreen />, { staff: owner, path: '/admin/settings' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /wallet/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(api.saveBookingSettings).toHaveBeenCalledWith('en', { ...settings, refund_to_wallet: true });
    expect((await screen.findByText('From the server')).id).toBe('settings-reminder-1-error');
  });

  it('edits the reschedule cut-off, the offer hold and the peak hours; a bad range is said under its field', async () => {
    vi.mocked(api.fetchBookingSettings).mockResolvedValue(settings);
    vi.mocked(api.saveBookingSettings).mockImplementation(async (_locale, body) => ({
      settings: body,
      message: 'The booking settings are saved',
    }));
    await renderAdmin(<BookingSettingsScreen />, { staff: owner, path: '/admin/settings' });
    const user = userEvent.setup();
    const offer = await screen.findByLabelText('Waitlist offer hold (minutes)');
    await user.clear(offer);
    await user.type(offer, '0');
    const cutoff = screen.getByLabelText('Reschedule cut-off (hours)');
    await user.clear(cutoff);
    await user.type(cutoff, '3');
    // The range kept, and a second one that starts and ends at once.
    await user.click(screen.getByRole('button', { name: 'Add a peak range' }));
    const ends = screen.getAllByLabelText('Ends');
    await user.clear(ends[1]!);
    await user.type(ends[1]!, '17:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of minutes from 1 to 1440')).toBeTruthy();
    expect(screen.getByText('A peak range must end at another time than it starts').id).toBe(
      'settings-peak-1-end_at-error',
    );
    expect(api.saveBookingSettings).not.toHaveBeenCalled();

    await user.clear(offer);
    await user.type(offer, '20');
    await user.click(screen.getByRole('button', { name: 'Remove peak range 2' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The booking settings are saved')).toBeTruthy();
    expect(api.saveBookingSettings).toHaveBeenCalledWith('en', {
      ...settings,
      reschedule_cutoff_hours: 3,
      waitlist_offer_minutes: 20,
    });
  });
});
