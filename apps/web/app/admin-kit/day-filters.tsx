/**
 * The filters of a back-office screen that shows one branch over a day (the calendar, the waitlist): which branch
 * (only when the staff member works at more than one) and which day, stepped back and forth or back to today on the
 * business's calendar. Texts: the `admin` namespace's `day_filter`.
 */
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/use-translation';
import type { Branch } from './branches';
import { fieldClass, labelClass } from './form-styles';
import { useStaff } from './staff';
import { useStaffBranches } from './use-staff-branches';
import { addDays, dateIn } from './zoned';

/**
 * The branch a day screen shows: the one asked for (the address), else the staff member's first, else (an owner)
 * the first listed once the branches have come. Null until there is one.
 */
export function useDayBranch(asked: number | null) {
  const staff = useStaff();
  const branches = useStaffBranches();
  const [chosen, setBranchId] = useState<number | null>(
    () => asked || (staff.branch_ids === 'all' ? null : (staff.branch_ids[0] ?? null)),
  );
  return { branches, branchId: chosen ?? branches[0]?.id ?? null, setBranchId };
}

/** A 'YYYY-MM-DD' the address asked for, else today on the business's calendar. */
export const askedDay = (asked: string | null, timeZone: string) =>
  asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : dateIn(new Date(), timeZone);

/** The branch picker: left out for one branch (nothing to choose). */
export function BranchSelect({
  branches,
  value,
  onChange,
}: {
  branches: readonly Branch[];
  value: number | null;
  onChange: (branchId: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (branches.length <= 1) return null;
  return (
    <label className={labelClass}>
      {t('day_filter.branch')}
      <select className={fieldClass} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The day: previous, the date field, next (by `step` days) and Today (the business's, in `timeZone`). */
export function DayStepper({
  date,
  onChange,
  timeZone,
  step = 1,
}: {
  date: string;
  onChange: (date: string) => void;
  timeZone: string;
  step?: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex items-end gap-1">
      <Button
        variant="ghost"
        onClick={() => onChange(addDays(date, -step))}
        aria-label={t('day_filter.previous')}
      >
        <span aria-hidden className="rtl:rotate-180">
          ‹
        </span>
      </Button>
      <label className={labelClass}>
        {t('day_filter.date')}
        <input
          type="date"
          className={fieldClass}
          value={date}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        />
      </label>
      <Button variant="ghost" onClick={() => onChange(addDays(date, step))} aria-label={t('day_filter.next')}>
        <span aria-hidden className="rtl:rotate-180">
          ›
        </span>
      </Button>
      <Button variant="secondary" onClick={() => onChange(dateIn(new Date(), timeZone))}>
        {t('day_filter.today')}
      </Button>
    </div>
  );
}
