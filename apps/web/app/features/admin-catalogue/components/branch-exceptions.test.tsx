import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBranch } from '@hajz/contracts/admin-catalogue';
import type { StaffAccess } from '@hajz/contracts/staff';
import { renderAdmin } from '~/admin-kit/testing';
import { ApiError } from '~/lib/api-client';
import * as api from '../api';
import { BranchExceptions } from './branch-exceptions';

vi.mock('../api');

const manager: StaffAccess = { user_id: 1, role: 'manager', branch_ids: [5], resource_id: null };
const olaya = {
  id: 5,
  name_en: 'Olaya',
  name_ar: 'العليا',
  hours: [],
  exceptions: [
    {
      id: 9,
      date: '2026-12-01',
      is_closed: true,
      start_at: null,
      end_at: null,
      note_en: 'Stocktake',
      note_ar: 'جرد',
    },
  ],
} as unknown as AdminBranch;

describe('a branch’s holidays and special hours', () => {
  it('asks for both times when the day is not closed, in Arabic, and sends special hours as typed', async () => {
    vi.mocked(api.putException).mockResolvedValue({
      data: { ...olaya.exceptions[0]!, id: 10 },
      message: 'تم الحفظ',
    });
    const onSaved = vi.fn().mockResolvedValue(undefined);
    await renderAdmin(<BranchExceptions branch={olaya} onSaved={onSaved} />, {
      locale: 'ar',
      path: '/admin/catalogue',
      staff: manager,
    });
    expect(screen.getByTestId('branch-exceptions').textContent).toContain('جرد');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('التاريخ'), '2027-03-10');
    await user.click(screen.getByLabelText('مغلق طوال اليوم'));
    await user.click(screen.getByRole('button', { name: 'حفظ التاريخ' }));
    expect(await screen.findAllByText('أدخل وقتي الفتح والإغلاق، أو اجعل اليوم مغلقًا')).toHaveLength(2);
    expect(vi.mocked(api.putException)).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('يفتح'), '20:00');
    await user.type(screen.getByLabelText('يغلق'), '23:30');
    await user.type(screen.getByLabelText('ملاحظة بالعربية'), 'مساء رمضان');
    await user.click(screen.getByRole('button', { name: 'حفظ التاريخ' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.putException).mock.calls[0]![2]).toEqual({
      date: '2027-03-10',
      is_closed: false,
      start_at: '20:00',
      end_at: '23:30',
      note_en: '',
      note_ar: 'مساء رمضان',
    });
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'تم الحفظ')).toBe(true);
  });

  it('lists the bookings a holiday would strand, and saves only when asked again', async () => {
    vi.mocked(api.putException)
      .mockReset()
      .mockRejectedValueOnce(
        new ApiError(409, {
          status: false,
          message: 'These hours leave 1 booking outside opening time. Move or cancel them, or save anyway',
          data: {
            bookings: [
              {
                order_id: 4,
                order_number: 'HZ100200',
                start_at: '2027-03-10T07:00:00.000Z',
                end_at: '2027-03-10T08:00:00.000Z',
                name_en: 'Swedish massage',
                name_ar: 'مساج سويدي',
              },
            ],
          },
        }),
      )
      .mockResolvedValueOnce({ data: { ...olaya.exceptions[0]!, id: 11 }, message: 'Saved' });
    const onSaved = vi.fn().mockResolvedValue(undefined);
    await renderAdmin(<BranchExceptions branch={olaya} onSaved={onSaved} />, {
      path: '/admin/catalogue',
      staff: manager,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date'), '2027-03-10');
    await user.click(screen.getByRole('button', { name: 'Save the date' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('HZ100200');
    expect(alert.textContent).toContain('10:00');
    expect(alert.textContent).toContain('Swedish massage');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(api.putException).mock.calls[1]![2]).toMatchObject({
      date: '2027-03-10',
      is_closed: true,
      confirm_stranded: true,
    });
  });
});
