import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';

export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cx('size-2 rounded-full', open ? 'bg-emerald-600' : 'bg-slate-500')}
      />
      {t(open ? 'branches.open' : 'branches.closed')}
    </span>
  );
}
