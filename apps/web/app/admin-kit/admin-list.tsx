import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { ListScreen, type ListState } from '~/components/ui/list-screen';
import { Skeleton } from '~/components/ui/skeleton';
import type { useLoad } from './use-load';

type Loaded<T> = ReturnType<typeof useLoad<T>>;

/** A back-office list paged by the address (`?page=N`) and the server's `has_more`. */
export type AdminPages<T> = { page: number; hasMore: (data: T) => boolean; onPage: (page: number) => void };

/**
 * A back-office screen's load (`useLoad`) as the one list screen reads it: the server's message or the generic
 * one on failure, and the pager from the page in the address and whether more follows (the back office's lists
 * do not count their pages).
 */
export function adminListState<T>(load: Loaded<T>, pages?: AdminPages<T>): ListState<T> {
  const { data } = load;
  return {
    data,
    isLoading: load.loading,
    error: load.error === false ? null : load.error ? { message: load.error } : { key: 'errors.load_failed' },
    retry: () => void load.reload(),
    paging:
      pages && data
        ? {
            page: pages.page,
            hasPrevious: pages.page > 1,
            hasNext: pages.hasMore(data),
            onPrevious: () => pages.onPage(pages.page - 1),
            onNext: () => pages.onPage(pages.page + 1),
          }
        : null,
  };
}

/**
 * The back office's lists on the one list screen (components/ui/list-screen.tsx): card-shaped placeholders before
 * the first answer, why it failed with Try again, the list's own "none" line, the pager. The rows are the
 * screen's own (`children`: cards or a table).
 */
export function AdminList<T>({
  load,
  pages,
  isEmpty,
  none,
  fallback,
  errorTestId = 'admin-list-error',
  emptyTestId,
  frame,
  children,
}: {
  load: Loaded<T>;
  pages?: AdminPages<T>;
  isEmpty: (data: T) => boolean;
  /** The line shown when nothing matches. */
  none: string;
  /** The screen's own words when the server gave none. */
  fallback?: string;
  errorTestId?: string;
  emptyTestId?: string;
  /** What surrounds the list once it has loaded (a count, an Add button). */
  frame?: (body: ReactNode, data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div aria-busy={load.loading}>
      <ListScreen
        list={adminListState(load, pages)}
        isEmpty={isEmpty}
        skeleton={
          <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-2xl" />
            ))}
          </div>
        }
        errorText={(error) => error.message ?? fallback ?? t('load_failed')}
        retryLabel={t('retry')}
        errorTestId={errorTestId}
        frame={frame}
        empty={
          <p className="py-8 text-center text-slate-600 dark:text-slate-300" data-testid={emptyTestId}>
            {none}
          </p>
        }
      >
        {children}
      </ListScreen>
    </div>
  );
}
