import { useTranslation } from '~/lib/use-translation';
import { Skeleton } from '~/components/ui/skeleton';

/** Placeholder cards while a filtered or paged list loads; `shape` follows the card it stands in for. */
export function ListSkeleton({ count = 6, shape = 'row' }: { count?: number; shape?: 'row' | 'tile' }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="list-skeleton">
      <span className="sr-only">{t('status.loading')}</span>
      <ul
        className={
          shape === 'row'
            ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'
            : 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4'
        }
      >
        {Array.from({ length: count }, (_, i) => (
          <li key={i} aria-hidden="true">
            {shape === 'row' ? (
              <div className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
                <Skeleton className="size-24 shrink-0" />
                <div className="flex-1 space-y-2 py-1">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="mt-4 h-5 w-1/2" />
                </div>
              </div>
            ) : (
              <div className="rounded-2xl bg-white p-3 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="mt-3 h-5 w-3/4" />
                <Skeleton className="mt-2 h-5 w-1/2" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
