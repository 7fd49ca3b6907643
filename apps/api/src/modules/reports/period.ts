/** A report's period as instants in the business timezone, and the branches it covers for this person. */
import type { Locale } from '@hajz/contracts/locale';
import type { ReportQuery } from '@hajz/contracts/reports';
import type { StaffAccess } from '@hajz/contracts/staff';
import { inArray, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addDays, localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';
import { reachesBranch } from '../staff/index.ts';
import { loadBusiness } from '../settings/index.ts';

export type ReportScope = {
  from: string;
  to: string;
  /** [start, end): midnight of `from` to midnight after `to`, business time. */
  start: Date;
  end: Date;
  timeZone: string;
  /** 'all': every branch and the orders of no branch (an owner without a branch chosen). */
  branchIds: number[] | 'all';
  branchId: number | null;
  /** Business-wide balances (gift cards, points) are the owner's. */
  businessWide: boolean;
  pointValue: number;
  locale: Locale;
  /** The business date an instant falls on. */
  dateOf: (at: Date) => string;
};

export async function reportScope(
  db: Db,
  access: StaffAccess,
  query: ReportQuery,
  locale: Locale,
): Promise<ReportScope> {
  const business = await loadBusiness(db);
  const tz = business.timezone;
  if (query.branch_id !== undefined && !reachesBranch(access, query.branch_id))
    throw new HttpError(403, 'staff.wrong_branch');
  return {
    from: query.from,
    to: query.to,
    start: new Date(zonedInstant(query.from, 0, tz)),
    end: new Date(zonedInstant(addDays(query.to, 1), 0, tz)),
    timeZone: tz,
    branchIds: query.branch_id !== undefined ? [query.branch_id] : access.branch_ids,
    branchId: query.branch_id ?? null,
    businessWide: access.branch_ids === 'all',
    pointValue: business.pointValue,
    locale,
    dateOf: (at) => localDate(at.getTime(), tz),
  };
}

/** The rows of the branches in scope (nothing for 'all'). */
export const inBranches = (scope: ReportScope, column: Column): SQL | undefined =>
  scope.branchIds === 'all' ? undefined : inArray(column, scope.branchIds.length ? scope.branchIds : [-1]);

/** Every business date of the period, in order. */
export function datesOf(scope: Pick<ReportScope, 'from' | 'to'>): string[] {
  const out: string[] = [];
  for (let d = scope.from; d <= scope.to; d = addDays(d, 1)) out.push(d);
  return out;
}
