/** The schedules screen's calls (issue 17 item 2): a branch's resources, and every write to them. */
import type { Locale } from '@hajz/contracts/locale';
import type {
  AdminResource,
  AdminResourcesResponse,
  NewResourceBody,
  ResourceBody,
  ShiftsBody,
  StrandedBooking,
  TimeOffBody,
} from '@hajz/contracts/schedules';
import { ApiError } from '~/lib/api-client';
import { browserApi } from '~/lib/browser-api';

type Saved = { resource: AdminResource; message: string };

async function write(locale: Locale, path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) {
  const envelope = await browserApi(locale, { quiet: true }).request<{ resource: AdminResource }>(path, {
    method,
    ...(body === undefined ? {} : { body }),
  });
  return { resource: envelope.data!.resource, message: envelope.message } satisfies Saved;
}

export const fetchResources = async (locale: Locale, branchId: number) =>
  (
    await browserApi(locale, { quiet: true }).get<AdminResourcesResponse>('/admin/resources', {
      query: { branch_id: branchId },
    })
  ).data!;

export const createResource = (locale: Locale, body: NewResourceBody) =>
  write(locale, '/admin/resources', 'POST', body);
export const updateResource = (locale: Locale, id: number, body: ResourceBody) =>
  write(locale, `/admin/resources/${id}`, 'PUT', body);
export const saveShifts = (locale: Locale, id: number, body: ShiftsBody) =>
  write(locale, `/admin/resources/${id}/shifts`, 'PUT', body);
export const addTimeOff = (locale: Locale, id: number, body: TimeOffBody) =>
  write(locale, `/admin/resources/${id}/time-off`, 'POST', body);
export const removeTimeOff = (locale: Locale, id: number, timeOffId: number) =>
  write(locale, `/admin/resources/${id}/time-off/${timeOffId}`, 'DELETE');

/** A 409 that lists the bookings a change would strand, or null for any other failure. */
export function strandedIn(error: unknown): { message: string; stranded: StrandedBooking[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.envelope.data as { stranded?: StrandedBooking[] } | undefined;
  return data?.stranded ? { message: error.envelope.message, stranded: data.stranded } : null;
}
