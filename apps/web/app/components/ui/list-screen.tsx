import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import type { PagedListError } from '~/lib/use-paged-list';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { LoadError } from './load-error';
import { Pager, type Paging } from './pager';

/**
 * What a list hands the screen: `usePagedList` (lib/use-paged-list.ts) for the customer's and the desk's lists,
 * `useAdminList` (admin-kit/admin-list.tsx) for the back office's, the bookings store for the customer's bookings.
 * `paging` is null for a list that comes whole.
 */
export type ListState<T> = {
  data: T | null;
  isLoading: boolean;
  error: PagedListError | null;
  retry: () => void;
  paging: Paging | null;
};

/** How far a finger pulls down from the top of the page before letting go asks for the list again. */
const pullPx = 72;

/**
 * THE list screen (issue 25): every list the customer, the desk and the back office read (wallet, gift cards,
 * notifications, bookings, tickets, desk tickets, the back office's customers, bookings, audit log, gift cards,
 * promo codes, products, schedules...) shows its states the same way. Before the first page: the list's skeleton,
 * or why it failed with Try again. Then the page (or the list's empty state), a failure to load another page said
 * above it, and the pager under it. How a row renders (cards, a table) is the caller's `children`. On a phone,
 * pulling down from the top of the page and letting go asks for the page again.
 */
export function ListScreen<T>({
  list,
  isEmpty,
  skeleton,
  empty,
  errorText,
  retryLabel,
  errorTestId,
  frame = (body) => body,
  children,
}: {
  list: ListState<T>;
  isEmpty: (data: T) => boolean;
  skeleton: ReactNode;
  empty: ReactNode;
  /** The failure in the list's own words (its namespace's errors.*, or the server's message). */
  errorText: (error: PagedListError) => string;
  retryLabel: string;
  errorTestId: string;
  /** What surrounds the page once there is one (the wallet's balances and its history heading). */
  frame?: (body: ReactNode, data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const { data, isLoading, error, paging } = list;
  const pull = usePullToRefresh(list.retry, isLoading);
  const failed =
    error && !isLoading ? (
      <LoadError
        message={errorText(error)}
        retryLabel={retryLabel}
        onRetry={list.retry}
        testId={errorTestId}
      />
    ) : null;

  let content: ReactNode;
  if (!data) content = failed ?? skeleton;
  else {
    content = frame(
      <>
        {failed}
        {isEmpty(data) ? empty : children(data)}
        {paging && <Pager paging={paging} busy={isLoading} />}
      </>,
      data,
    );
  }
  return (
    <div onTouchStart={pull.start} onTouchMove={pull.move} onTouchEnd={pull.end} onTouchCancel={pull.cancel}>
      {pull.distance > 0 && (
        <p
          aria-hidden="true"
          className={cx(
            'overflow-hidden text-center text-sm text-slate-700 dark:text-slate-300',
            pull.distance >= pullPx && 'font-semibold',
          )}
          style={{ height: Math.min(pull.distance, pullPx) }}
          data-testid="pull-to-refresh"
        >
          {t(pull.distance >= pullPx ? 'list.release_to_refresh' : 'list.pull_to_refresh')}
        </p>
      )}
      {content}
    </div>
  );
}

/** Pull to refresh on touch screens: only from the very top of the page, and not while a page is on its way. */
function usePullToRefresh(refresh: () => void, busy: boolean) {
  const from = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  const cancel = () => {
    from.current = null;
    setDistance(0);
  };
  return {
    distance,
    start: (e: TouchEvent) => {
      from.current = window.scrollY <= 0 && !busy ? (e.touches[0]?.clientY ?? null) : null;
    },
    move: (e: TouchEvent) => {
      if (from.current === null) return;
      setDistance(Math.max(0, (e.touches[0]?.clientY ?? from.current) - from.current));
    },
    end: () => {
      if (from.current !== null && distance >= pullPx) refresh();
      cancel();
    },
    cancel,
  };
}
