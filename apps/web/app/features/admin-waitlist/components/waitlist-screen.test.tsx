import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWaitlistEntry } from '@hajz/contracts/waitlist';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as branches from '~/admin-kit/branches';
import * as api from '../api';
import { WaitlistScreen } from './waitlist-screen';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  fetchWaitlist: vi.fn(),
  fetchFreeTimes: vi.fn(),
  offerTime: vi.fn(),
}));
vi.mock('~/admin-kit/branches', async (importOriginal) => ({
  ...(await importOriginal<typeof branches>()),
  fetchBranches: vi.fn(),
}));

const day = '2026-12-05';
const base = {
  product_id: 4,
  branch_id: 1,
  branch_name: 'Rawnaq Olaya',
  date: day,
  visitors: 1,
  offer_start_at: null,
  offer_end_at: null,
  offer_expires_at: null,
  cart_product_id: null,
} satisfies Partial<AdminWaitlistEntry>;
const waiting: AdminWaitlistEntry = {
  ...base,
  id: 11,
  product_name: 'Moroccan bath',
  start_at: `${day}T10:00:00+03:00`,
  status: 'waiting',
  created_at: '2026-12-01T09:30:00+03:00',
  customer_name: 'Noura Alqahtani',
  mobile_number: '966512345678',
};
const offered: AdminWaitlistEntry = {
  ...base,
  id: 12,
  product_name: 'Facial',
  start_at: null,
  visitors: 2,
  status: 'offered',
  offer_start_at: `${day}T16:00:00+03:00`,
  offer_end_at: `${day}T17:00:00+03:00`,
  offer_expires_at: `${day}T12:15:00+03:00`,
  created_at: '2026-12-02T18:05:00+03:00',
  customer_name: 'Lama Alsaud',
  mobile_number: '966598765432',
};
const slot = (from: string, to: string) => ({ from, to, from_date_time: `${day}T${from}:00+03:00` });

beforeEach(() => {
  vi.mocked(api.fetchWaitlist)
    .mockReset()
    .mockResolvedValue({ entries: [waiting, offered] });
  vi.mocked(api.fetchFreeTimes)
    .mockReset()
    .mockResolvedValue({
      times: [
        { date: '2026-12-04', slots: [slot('09:00', '10:00')] },
        { date: day, slots: [slot('11:00', '12:00'), slot('13:30', '14:30')] },
      ],
      branch_id: 1,
      timezone: 'Asia/Riyadh',
    } as never);
  vi.mocked(api.offerTime).mockReset();
  vi.mocked(branches.fetchBranches)
    .mockReset()
    .mockResolvedValue([
      { id: 1, name: 'Rawnaq Olaya' },
      { id: 2, name: 'Rawnaq Jeddah' },
    ]);
});

const rows = async () => screen.findAllByTestId('admin-waitlist-entry');

describe('the desk’s waitlist', () => {
  it('lists the day’s entries of the staff member’s branch in English', async () => {
    await renderAdmin(<WaitlistScreen />, { path: `/admin/waitlist?date=${day}` });
    const [first, second] = await rows();
    expect(api.fetchWaitlist).toHaveBeenLastCalledWith('en', { branch_id: 1, date: day });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waitlist');
    // A receptionist of one branch is not asked which branch.
    expect(screen.queryByLabelText('Branch')).toBeNull();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(day);

    expect(first!.dataset.status).toBe('waiting');
    expect(first!.textContent).toContain('Noura Alqahtani');
    expect(first!.textContent).toContain('Waiting');
    expect(within(first!).getByRole('link', { name: '+966512345678' }).getAttribute('href')).toBe(
      'tel:+966512345678',
    );
    expect(first!.textContent).toContain('ServiceMoroccan bath');
    expect(first!.textContent).toContain('Wanted time10:00 AM');
    expect(first!.textContent).toContain('Joined');
    expect(first!.textContent).toContain('9:30 AM');
    expect(within(first!).getByRole('button', { name: 'Offer a time to Noura Alqahtani' })).toBeTruthy();

    expect(second!.dataset.status).toBe('offered');
    expect(second!.textContent).toContain('Time offered');
    expect(second!.textContent).toContain('ServiceFacial · for 2 people');
    expect(second!.textContent).toContain('Wanted timeAny time that day');
    expect(within(second!).getByTestId('admin-waitlist-offer').textContent).toBe(
      'Offered 4:00 PM, held until 12:15 PM',
    );
    // Only a waiting customer can be offered a time.
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('lists them in Arabic, and an owner picks the branch; another day asks again', async () => {
    await renderAdmin(<WaitlistScreen />, {
      locale: 'ar',
      path: `/admin/waitlist?date=${day}`,
      staff: { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null },
    });
    const [first, second] = await rows();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('قائمة الانتظار');
    expect(first!.textContent).toContain('في الانتظار');
    expect(first!.textContent).toContain('الوقت المطلوب10:00 ص');
    expect(second!.textContent).toContain('عُرض وقت');
    expect(second!.textContent).toContain('أي وقت في ذلك اليوم');
    expect(second!.textContent).toContain('لشخصين');
    expect(within(second!).getByTestId('admin-waitlist-offer').textContent).toBe(
      'عُرض عليه 4:00 م، محجوز حتى 12:15 م',
    );
    expect(within(first!).getByRole('button', { name: 'اعرض وقتًا على Noura Alqahtani' })).toBeTruthy();
    // No English words left on the Arabic screen but the names and services the records carry.
    const text = document.body.textContent!.replace(
      /Noura Alqahtani|Lama Alsaud|Moroccan bath|Facial|Rawnaq (Olaya|Jeddah)/g,
      '',
    );
    expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('الفرع'), '2');
    await vi.waitFor(() =>
      expect(api.fetchWaitlist).toHaveBeenLastCalledWith('ar', { branch_id: 2, date: day }),
    );
    await user.click(screen.getByRole('button', { name: 'التالي' }));
    await vi.waitFor(() =>
      expect(api.fetchWaitlist).toHaveBeenLastCalledWith('ar', { branch_id: 2, date: '2026-12-06' }),
    );
  });

  it('says so when nobody waits that day', async () => {
    vi.mocked(api.fetchWaitlist).mockResolvedValue({ entries: [] });
    await renderAdmin(<WaitlistScreen />, { path: `/admin/waitlist?date=${day}` });
    expect((await screen.findByTestId('waitlist-none')).textContent).toMatch(
      /^Nobody is on the waitlist for .+\.$/,
    );
  });

  it('offers a free time of the entry’s day by hand and says the server’s answer', async () => {
    vi.mocked(api.offerTime).mockResolvedValue({
      data: { entry: { ...waiting, status: 'offered' } },
      message: 'The time was offered and is held for the customer',
    });
    await renderAdmin(<WaitlistScreen />, { path: `/admin/waitlist?date=${day}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offer a time to Noura Alqahtani' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a time to Noura Alqahtani' });
    expect(api.fetchFreeTimes).toHaveBeenCalledWith('en', 4, 1, 1);
    // The entry's day only; the customer's 10:00 is not free, so nothing is chosen yet.
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['11:00', '13:30']);
    expect(within(dialog).queryByRole('radio', { checked: true })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Offer this time' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a time first.');
    expect(api.offerTime).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: /1:30/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Offer this time' }));
    expect(api.offerTime).toHaveBeenCalledWith('en', 11, `${day}T13:30:00+03:00`);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('waitlist-notice').textContent).toBe(
      'The time was offered and is held for the customer',
    );
    await vi.waitFor(() => expect(api.fetchWaitlist).toHaveBeenCalledTimes(2));
  });

  it('says why the server refused (a time just taken), in the page’s language, and loads the times again', async () => {
    vi.mocked(api.offerTime).mockRejectedValue(
      new ApiError(409, {
        status: false,
        message: 'حُجز هذا الوقت للتو. اختر وقتًا آخر',
        errors: { start_at: ['حُجز هذا الوقت للتو. اختر وقتًا آخر'] },
      } as never),
    );
    // The customer's own 10:00 freed up again: it is chosen for the desk.
    vi.mocked(api.fetchFreeTimes).mockResolvedValue({
      times: [{ date: day, slots: [slot('10:00', '11:00'), slot('11:00', '12:00')] }],
      branch_id: 1,
      timezone: 'Asia/Riyadh',
    } as never);
    await renderAdmin(<WaitlistScreen />, { locale: 'ar', path: `/admin/waitlist?date=${day}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'اعرض وقتًا على Noura Alqahtani' }));
    const dialog = await screen.findByRole('dialog', { name: 'اعرض وقتًا على Noura Alqahtani' });
    expect(((await within(dialog).findByRole('radio', { checked: true })) as HTMLInputElement).value).toBe(
      '10:00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'اعرض هذا الوقت' }));
    expect(api.offerTime).toHaveBeenCalledWith('ar', 11, `${day}T10:00:00+03:00`);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('حُجز هذا الوقت للتو. اختر وقتًا آخر');
    await vi.waitFor(() => expect(api.fetchFreeTimes).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('dialog')).toBeTruthy();

    // A 422 without words of its own falls back to the screen's.
    vi.mocked(api.offerTime).mockRejectedValue(new ApiError(422, { status: false, message: '' } as never));
    await user.click(within(dialog).getByRole('button', { name: 'اعرض هذا الوقت' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('تعذّر عرض الوقت. حاول مرة أخرى.'),
    );
    // Escape closes it (the keyboard way out).
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
