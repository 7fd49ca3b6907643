import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminResource } from '@hajz/contracts/schedules';
import { ApiError } from '~/lib/api-client';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { ResourceForm } from './resource-form';
import { TimeOffSection } from './time-off-section';

vi.mock('../api', async (actual) => ({
  ...(await actual<typeof api>()),
  createResource: vi.fn(),
  updateResource: vi.fn(),
  addTimeOff: vi.fn(),
  removeTimeOff: vi.fn(),
}));

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
const services = [
  { id: 3, name_en: 'Massage', name_ar: 'مساج' },
  { id: 4, name_en: 'Facial', name_ar: 'تنظيف البشرة' },
];
const owner = { user_id: 1, role: 'owner', branch_ids: 'all', resource_id: null } as const;
const stranded = new ApiError(409, {
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
});

beforeEach(() => vi.resetAllMocks());

describe('a resource', () => {
  it('a new one needs both names (said under each field, in Arabic); then it is created with its services', async () => {
    const saved = vi.fn();
    vi.mocked(api.createResource).mockResolvedValue({ resource, message: 'تم حفظ المورد' });
    await renderAdmin(
      <ResourceForm
        branchId={1}
        resource={null}
        services={services}
        timeZone="Asia/Riyadh"
        onSaved={saved}
      />,
      { locale: 'ar', staff: owner, path: '/admin/schedules' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إضافة المورد' }));
    expect(await screen.findByText('أدخل الاسم بالعربية (حتى ٨٠ حرفًا)')).toBeTruthy();
    expect(screen.getByLabelText('الاسم بالإنجليزية').getAttribute('aria-invalid')).toBe('true');
    expect(api.createResource).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('الاسم بالإنجليزية'), 'Noura');
    await user.type(screen.getByLabelText('الاسم بالعربية'), 'نورة');
    await user.click(screen.getByLabelText('مساج'));
    await user.click(screen.getByRole('button', { name: 'إضافة المورد' }));
    expect(api.createResource).toHaveBeenCalledWith('ar', {
      branch_id: 1,
      kind: 'staff',
      name_en: 'Noura',
      name_ar: 'نورة',
      service_ids: [3],
    });
    expect(saved).toHaveBeenCalledWith(resource, 'تم حفظ المورد');
  });

  it('deactivating lists the bookings it strands and saves only once confirmed', async () => {
    const saved = vi.fn();
    vi.mocked(api.updateResource)
      .mockRejectedValueOnce(stranded)
      .mockRejectedValueOnce(stranded)
      .mockResolvedValueOnce({ resource: { ...resource, is_active: false }, message: 'Saved' });
    await renderAdmin(
      <ResourceForm
        branchId={1}
        resource={resource}
        services={services}
        timeZone="Asia/Riyadh"
        onSaved={saved}
      />,
      { staff: owner, path: '/admin/schedules' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Active (takes bookings)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('stranded')).textContent).toContain('HZ000009');
    expect(vi.mocked(api.updateResource).mock.calls[0]![2]).toMatchObject({
      is_active: false,
      confirm: false,
    });
    expect(saved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: "Don't save" }));
    expect(screen.queryByTestId('stranded')).toBeNull();
    expect(api.updateResource).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    expect(vi.mocked(api.updateResource).mock.calls[2]![2]).toMatchObject({
      is_active: false,
      confirm: true,
    });
    expect(saved).toHaveBeenCalledWith({ ...resource, is_active: false }, 'Saved');
  });

  it("time off is sent in the business's time, and a backwards range is refused in the browser", async () => {
    const saved = vi.fn();
    vi.mocked(api.addTimeOff).mockResolvedValue({ resource, message: 'The time off is saved' });
    await renderAdmin(<TimeOffSection resource={resource} timeZone="Asia/Riyadh" onSaved={saved} />, {
      staff: owner,
      path: '/admin/schedules',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-12-02T12:00');
    await user.type(screen.getByLabelText('Until'), '2026-12-02T10:00');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(api.addTimeOff).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Until'));
    await user.type(screen.getByLabelText('Until'), '2026-12-02T15:30');
    await user.type(screen.getByLabelText('Note (optional)'), 'Training');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    expect(api.addTimeOff).toHaveBeenCalledWith('en', 5, {
      start_at: '2026-12-02T12:00:00+03:00',
      end_at: '2026-12-02T15:30:00+03:00',
      note: 'Training',
      confirm: false,
    });
    expect(saved).toHaveBeenCalledWith(resource, 'The time off is saved');
  });
});
