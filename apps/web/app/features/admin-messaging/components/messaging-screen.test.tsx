import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketingOffer } from '@hajz/contracts/admin-messaging';
import type { StaffAccess } from '@hajz/contracts/staff';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { MessagingScreen } from './messaging-screen';

vi.mock('../api');

const owner: StaffAccess = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null };
const reach = { reach: 12, opted_out: 3, at_cap: 1, can_send: true };
const sentOffer: MarketingOffer = {
  id: 4,
  text_en: '20% off massages this week',
  text_ar: 'خصم ٢٠٪ على المساج هذا الأسبوع',
  created_at: '2026-11-28T09:00:00.000Z',
  reach: 12,
  sent: 11,
  skipped: 1,
};

beforeEach(() => {
  vi.mocked(api.fetchMessagingSettings).mockResolvedValue({
    settings: { whatsapp_fallback_minutes: 10, whatsapp_enabled: true },
  });
  vi.mocked(api.fetchOffers).mockResolvedValue({ reach, offers: [] });
  vi.mocked(api.fetchCappedToday).mockResolvedValue({
    from: '2026-11-28',
    to: '2026-11-28',
    cap: 8,
    recipients: [
      {
        mobile: '966501234567',
        date: '2026-11-28',
        sent: 8,
        refused: 2,
        last_refused_kind: 'gift',
        last_refused_at: '2026-11-28T10:15:00.000Z',
      },
    ],
  });
});

describe('the messaging screen', () => {
  it('saves the fallback minutes, and says what is wrong with a bad number without sending it', async () => {
    vi.mocked(api.saveMessagingSettings).mockResolvedValue({
      data: { settings: { whatsapp_fallback_minutes: 25, whatsapp_enabled: true } },
      message: 'Saved',
    });
    await renderAdmin(<MessagingScreen />, { path: '/admin/messaging', staff: owner });
    const user = userEvent.setup();
    const minutes = await screen.findByLabelText('Minutes to wait for delivery');
    expect((minutes as HTMLInputElement).value).toBe('10');
    await user.clear(minutes);
    await user.type(minutes, '2000');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Enter whole minutes from 1 to 1440')).toBeTruthy();
    expect(api.saveMessagingSettings).not.toHaveBeenCalled();
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(save);
    await waitFor(() =>
      expect(api.saveMessagingSettings).toHaveBeenCalledWith('en', { whatsapp_fallback_minutes: 25 }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
  });

  it('shows whom an offer reaches before it goes, refuses a link, sends both texts and shows the count after', async () => {
    vi.mocked(api.sendOffer).mockResolvedValue({ data: { offer: sentOffer }, message: 'On its way' });
    await renderAdmin(<MessagingScreen />, { path: '/admin/messaging', staff: owner });
    const user = userEvent.setup();
    expect((await screen.findByTestId('offer-reach')).textContent).toBe(
      'It will reach 12 customers. Not sent to: 3 who have not said yes to offers, 1 at today’s cap.',
    );
    await user.type(screen.getByLabelText('Offer in English'), 'Deals at www.evil.example');
    await user.type(screen.getByLabelText('Offer in Arabic'), 'خصم ٢٠٪ على المساج هذا الأسبوع');
    await user.click(screen.getByRole('button', { name: 'Send to 12 customers' }));
    expect(
      await screen.findByText('Leave links out: the message links to your booking page itself'),
    ).toBeTruthy();
    expect(api.sendOffer).not.toHaveBeenCalled();

    vi.mocked(api.fetchOffers).mockResolvedValue({
      reach: { ...reach, can_send: false },
      offers: [sentOffer],
    });
    await user.clear(screen.getByLabelText('Offer in English'));
    await user.type(screen.getByLabelText('Offer in English'), '  20% off   massages this week ');
    await user.click(screen.getByRole('button', { name: 'Send to 12 customers' }));
    await waitFor(() =>
      expect(api.sendOffer).toHaveBeenCalledWith('en', {
        text_en: '20% off massages this week',
        text_ar: 'خصم ٢٠٪ على المساج هذا الأسبوع',
      }),
    );
    const item = await screen.findByTestId('offer-item');
    expect(within(item).getByTestId('offer-counts').textContent).toBe('Sent to 11 of 12 · skipped 1');
    expect(screen.getByTestId('offer-sent-today')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send to 12 customers' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('the server’s refusal is said in words', async () => {
    vi.mocked(api.sendOffer).mockRejectedValue(
      new ApiError(409, {
        status: false,
        message: 'Today’s offer has been sent already. You can send the next one tomorrow',
        data: null,
      }),
    );
    await renderAdmin(<MessagingScreen />, { path: '/admin/messaging', staff: owner });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Offer in English'), 'Half price haircuts');
    await user.type(screen.getByLabelText('Offer in Arabic'), 'قص الشعر بنصف السعر');
    await user.click(screen.getByRole('button', { name: 'Send to 12 customers' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Today’s offer has been sent already. You can send the next one tomorrow',
    );
  });

  it('lists the numbers at today’s cap, in Arabic with no English words', async () => {
    await renderAdmin(<MessagingScreen />, { locale: 'ar', path: '/admin/messaging', staff: owner });
    const table = await screen.findByTestId('caps-table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('966501234567');
    expect(row.textContent).toContain('هدية');
    expect(screen.getByTestId('caps-rule').textContent).toContain('8 رسائل');
    await screen.findByTestId('offer-reach');
    const shown = document.body.textContent!;
    expect(shown.match(/[A-Za-z]+/g), 'Latin words on the Arabic screen').toBeNull();
  });
});
