import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';

const tones: Record<string, string> = {
  confirmed: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  completed: 'bg-sand-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  no_show: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  // A waitlist entry's (ADR 0055): waiting, offered (a time held for the customer), booked; expired as the rest.
  waiting: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  offered: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  booked: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};

/**
 * An order's status for staff: its status, or "no-show" when the desk marked it so. Another record's status (a
 * waitlist entry's) brings its own words in `label`.
 */
export function StatusBadge({ status, noShow, label }: { status: string; noShow?: boolean; label?: string }) {
  const { t } = useTranslation('admin');
  const key = noShow ? 'no_show' : status;
  return (
    <span
      className={cx(
        'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[key] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
      )}
    >
      {label ?? t(`status.${key}`, { defaultValue: key })}
    </span>
  );
}
