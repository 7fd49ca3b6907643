/** Test helper (not a test file): the contract walk's requests for schedules (issue 17 item 2), spread into walkRequests. */
import type { Req, WalkIds } from './openapi-walk-requests.ts';

/** The defaults of business_settings (the walk's database has them): saving them changes nothing. */
const bookingDefaults = {
  slot_step_minutes: 30,
  min_notice_minutes: 60,
  horizon_days: 30,
  hold_minutes: 15,
  cancel_window_hours: 6,
  reminder_lead_hours: [24, 2],
  refund_to_wallet: false,
};

export const scheduleRequests = (ids: WalkIds): Record<string, Req[]> => ({
  'get /api/v1/admin/resources': [
    {
      note: 'a branch',
      url: `/api/v1/admin/resources?branch_id=${ids.branchId}`,
      token: 'admin',
      expect: 200,
    },
    { note: 'no branch', url: '/api/v1/admin/resources', token: 'admin', expect: 422 },
    {
      note: 'unknown branch',
      url: '/api/v1/admin/resources?branch_id=99999999',
      token: 'admin',
      expect: 404,
    },
    {
      note: 'a customer',
      url: `/api/v1/admin/resources?branch_id=${ids.branchId}`,
      token: 'customer',
      expect: 403,
    },
  ],
  'post /api/v1/admin/resources': [
    {
      // No services: it takes no booking, so the rest of the walk sees the same times.
      note: 'a room with no services',
      method: 'POST',
      url: '/api/v1/admin/resources',
      token: 'admin',
      payload: {
        branch_id: ids.branchId,
        kind: 'room',
        name_en: 'Walk room',
        name_ar: 'غرفة',
        service_ids: [],
      },
      expect: 201,
    },
    {
      note: 'nothing',
      method: 'POST',
      url: '/api/v1/admin/resources',
      token: 'admin',
      payload: {},
      expect: 422,
    },
  ],
  'put /api/v1/admin/resources/{id}': [
    {
      note: 'unknown',
      method: 'PUT',
      url: '/api/v1/admin/resources/99999999',
      token: 'admin',
      payload: { name_en: 'X', name_ar: 'س', kind: 'staff', service_ids: [], is_active: true },
      expect: 404,
    },
    {
      note: 'nothing',
      method: 'PUT',
      url: `/api/v1/admin/resources/${ids.resourceId}`,
      token: 'admin',
      payload: {},
      expect: 422,
    },
  ],
  'put /api/v1/admin/resources/{id}/shifts': [
    {
      note: 'unknown',
      method: 'PUT',
      url: '/api/v1/admin/resources/99999999/shifts',
      token: 'admin',
      payload: { shifts: [] },
      expect: 404,
    },
    {
      note: 'a bad time',
      method: 'PUT',
      url: `/api/v1/admin/resources/${ids.resourceId}/shifts`,
      token: 'admin',
      payload: { shifts: [{ day: 1, start_at: '9', end_at: '17:00' }] },
      expect: 422,
    },
  ],
  'post /api/v1/admin/resources/{id}/time-off': [
    {
      note: 'unknown',
      method: 'POST',
      url: '/api/v1/admin/resources/99999999/time-off',
      token: 'admin',
      payload: { start_at: '2030-01-01T10:00:00+03:00', end_at: '2030-01-01T12:00:00+03:00' },
      expect: 404,
    },
    {
      note: 'backwards',
      method: 'POST',
      url: `/api/v1/admin/resources/${ids.resourceId}/time-off`,
      token: 'admin',
      payload: { start_at: '2030-01-01T12:00:00+03:00', end_at: '2030-01-01T10:00:00+03:00' },
      expect: 422,
    },
  ],
  'delete /api/v1/admin/resources/{id}/time-off/{time_off_id}': [
    {
      note: 'unknown',
      method: 'DELETE',
      url: `/api/v1/admin/resources/${ids.resourceId}/time-off/99999999`,
      token: 'admin',
      expect: 404,
    },
  ],
  'get /api/v1/admin/settings/booking': [
    { note: 'the owner', url: '/api/v1/admin/settings/booking', token: 'admin', expect: 200 },
    { note: 'a customer', url: '/api/v1/admin/settings/booking', token: 'customer', expect: 403 },
  ],
  'put /api/v1/admin/settings/booking': [
    {
      note: 'unchanged',
      method: 'PUT',
      url: '/api/v1/admin/settings/booking',
      token: 'admin',
      payload: bookingDefaults,
      expect: 200,
    },
    {
      note: 'a step too small',
      method: 'PUT',
      url: '/api/v1/admin/settings/booking',
      token: 'admin',
      payload: { ...bookingDefaults, slot_step_minutes: 1 },
      expect: 422,
    },
  ],
});
