import { LocalizedLink } from '~/components/ui/localized-link';
import { buttonClass } from '~/components/ui/button';

/** An empty list: what happened and, when filters are on, a way out. */
export function EmptyList({
  message,
  clearHref,
  clearLabel,
}: {
  message: string;
  clearHref?: string;
  clearLabel?: string;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-200 px-4 py-12 text-center dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      {clearHref && clearLabel && (
        <LocalizedLink to={clearHref} preventScrollReset className={buttonClass('secondary', 'mt-4')}>
          {clearLabel}
        </LocalizedLink>
      )}
    </div>
  );
}
