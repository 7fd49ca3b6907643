/** The branches a back-office screen filters by (the calendar's, the schedules', the bookings' and the desk's pickers). */
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

export type Branch = { id: number; name: string };
export const fetchBranches = async (locale: Locale): Promise<Branch[]> =>
  (await browserApi(locale, { quiet: true }).get<{ branches: Branch[] }>('/branches')).data?.branches ?? [];
