import type { Locale } from '@hajz/contracts/locale';
import type { ReportTable, ReportsResponse } from '@hajz/contracts/reports';
import { adminGet } from '~/admin-kit/api';
import { adminDownload } from '~/admin-kit/download';

/** The period and branch as the URL keeps them (dates YYYY-MM-DD; branch empty for every branch one may see). */
export type ReportFilters = { from: string; to: string; branch_id: string };

const query = (f: ReportFilters) => ({ from: f.from, to: f.to, branch_id: f.branch_id || undefined });

export const fetchReports = (locale: Locale, filters: ReportFilters) =>
  adminGet<ReportsResponse>(locale, '/admin/reports', query(filters));

/** Downloads one table as CSV under the server's filename (admin-kit/download.ts). */
export function downloadCsv(locale: Locale, table: ReportTable, filters: ReportFilters): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query(filters)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return adminDownload(locale, `/admin/reports/${table}/csv?${params}`, `${table}.csv`);
}

export type BranchOption = { id: number; name: string };
/** The branches the picker offers (the public list, narrowed to the person's own by the screen). */
export const fetchBranchOptions = async (locale: Locale) =>
  (await adminGet<{ branches: BranchOption[] }>(locale, '/branches')).branches;
