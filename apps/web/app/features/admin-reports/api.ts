import type { Locale } from '@hajz/contracts/locale';
import type { ReportTable, ReportsResponse } from '@hajz/contracts/reports';
import { apiBase } from '~/lib/api-client';
import { readStoredToken } from '~/lib/session';
import { adminGet } from '~/admin-kit/api';

/** The period and branch as the URL keeps them (dates YYYY-MM-DD; branch empty for every branch one may see). */
export type ReportFilters = { from: string; to: string; branch_id: string };

const query = (f: ReportFilters) => ({ from: f.from, to: f.to, branch_id: f.branch_id || undefined });

export const fetchReports = (locale: Locale, filters: ReportFilters) =>
  adminGet<ReportsResponse>(locale, '/admin/reports', query(filters));

/**
 * Downloads one table as CSV: the API wants the bearer token, which a plain link cannot send, so the file is
 * fetched and handed to the browser as a download under the server's filename.
 */
export async function downloadCsv(locale: Locale, table: ReportTable, filters: ReportFilters): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query(filters)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const token = readStoredToken();
  const res = await fetch(`${apiBase}/admin/reports/${table}/csv?${params}`, {
    credentials: 'same-origin',
    headers: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`CSV ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${table}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type BranchOption = { id: number; name: string };
/** The branches the picker offers (the public list, narrowed to the person's own by the screen). */
export const fetchBranchOptions = async (locale: Locale) =>
  (await adminGet<{ branches: BranchOption[] }>(locale, '/branches')).branches;
