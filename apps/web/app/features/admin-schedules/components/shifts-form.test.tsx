import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminResource } from '@hajz/contracts/schedules';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { ShiftsForm } from './shifts-form';

vi.mock('../api', async (actual) => ({ ...(await actual<typeof api>()), saveShifts: vi.fn() }));

const resource: AdminResource = {
  id: 5,
  branch_id: 1,
  kind: 'staff',
  name_en: 'Noura',
  name_ar: 'نورة',
  is_active: true,
  service_ids: [3],
  shifts: [],
  time_off: [],
};
const owner = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null } as const;
const hours = [{ day: 0, start_at: '09:00', end_at: '17:00' }];

beforeEach(() => vi.resetAllMocks());

describe('weekly shifts', () => {
  it('says it follows the branch hours, checks overlaps in the browser, in Arabic', async () => {
    const saved = vi.fn();
    await renderAdmin(
      <ShiftsForm resource={resource} branchHours={hours} timeZone="Asia/Riyadh" onSaved={saved} />,
      { locale: 'ar', staff: owner, path: '/admin/schedules' },
    );
    expect(screen.getByTestId('follows-branch').textContent).toBe('يتبع ساعات عمل الفرع');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إضافة مناوبة' }));
    await user.click(screen.getByRole('button', { name: 'إضافة مناوبة' }));
    await user.click(screen.getByRole('button', { name: 'حفظ المناوبات' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'هذه المناوبة تتداخل مع مناوبة أخرى في اليوم نفسه',
    );
    expect(api.saveShifts).not.toHaveBeenCalled();
  });

  it('lists the bookings a change strands, saves nothing until confirmed, then saves with confirm', async () => {
    const saved = vi.fn();
    vi.mocked(api.saveShifts)
      .mockRejectedValueOnce(
        new ApiError(409, {
          status: false,
          message: 'This change leaves 1 booking outside working time.',
          data: {
            stranded: [
              {
                order_id: 9,
                order_number: 'HZ000009',
                customer_name: 'Sara Ali',
                service_name: 'Massage',
                start_at: '2026-12-01T14:00:00+03:00',
                end_at: '2026-12-01T15:00:00+03:00',
              },
            ],
          },
        }),
      )
      .mockResolvedValueOnce({
        resource: { ...resource, shifts: hours },
        message: 'The weekly shifts are saved',
      });
    await renderAdmin(
      <ShiftsForm resource={resource} branchHours={hours} timeZone="Asia/Riyadh" onSaved={saved} />,
      { staff: owner, path: '/admin/schedules' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a shift' }));
    await user.click(screen.getByRole('button', { name: 'Save shifts' }));
    const notice = await screen.findByTestId('stranded');
    expect(
      screen.getByRole('heading', { name: 'This booking would fall outside working time' }),
    ).toBeTruthy();
    expect(notice.textContent).toContain('HZ000009');
    expect(notice.textContent).toContain('Sara Ali');
    expect(saved).not.toHaveBeenCalled();
    expect(vi.mocked(api.saveShifts).mock.calls[0]![2]).toEqual({
      shifts: [{ day: 0, start_at: '09:00', end_at: '17:00' }],
      confirm: false,
    });
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(vi.mocked(api.saveShifts).mock.calls[1]![2]).toMatchObject({ confirm: true });
    expect(saved).toHaveBeenCalledWith({ ...resource, shifts: hours }, 'The weekly shifts are saved');
    expect(screen.queryByTestId('stranded')).toBeNull();
  });
});
