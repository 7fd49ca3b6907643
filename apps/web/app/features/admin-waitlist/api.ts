/** The desk's waitlist calls (issue 28 item 4, ADR 0055): a branch's day, a time offered by hand, the free times. */
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import type { Locale } from '@hajz/contracts/locale';
import type { AdminWaitlistResponse, WaitlistEntry } from '@hajz/contracts/waitlist';
import { adminGet, adminPost } from '~/admin-kit/api';

/** GET admin/waitlist: the branch's entries on the date, first in line first. */
export const fetchWaitlist = (locale: Locale, query: { branch_id: number; date: string }) =>
  adminGet<AdminWaitlistResponse>(locale, '/admin/waitlist', query);

/** POST admin/waitlist/{id}/offer: held for the customer; a taken time (409) or one not offered (422) throws ApiError. */
export const offerTime = (locale: Locale, id: number, startAt: string) =>
  adminPost<{ entry: WaitlistEntry }>(locale, `/admin/waitlist/${id}/offer`, { start_at: startAt });

/** The service's free times at the branch for the entry's party (the booking horizon, by date). */
export const fetchFreeTimes = (locale: Locale, productId: number, branchId: number, visitors: number) =>
  adminGet<AvailableTimesResponse>(locale, `/product-masters/${productId}/available-times`, {
    branch_id: branchId,
    visitors,
  });
