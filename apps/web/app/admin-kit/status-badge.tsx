import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';

const tones: Record<string, string> = {
  confirmed: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  completed: 'bg-sand-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  no_show: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** An order's status for staff: its status, or "no-show" when the desk marked it so. */
export function StatusBadge({ status, noShow }: { status: string; noShow?: boolean }) {
  const { t } = useTranslation('admin');
  const key = noShow ? 'no_show' : status;
  return (
    <span
      className={cx(
        'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[key] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
      )}
    >
      {t(`status.${key}`, { defaultValue: key })}
    </span>
  );
}
