import { useCallback, useState } from 'react';
import type { PaginationOptions } from '@hajz/contracts/pagination';
import type { Paging } from '~/components/ui/pager';
import { pageOf } from './pagination';
import { useServerState, type ServerStateError } from './use-server-state';

/** Keys every list namespace has ('errors.invalid_response', 'errors.load_failed'), or the server's own message. */
export type PagedListError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

/** A server-state failure in a list's words: its namespace's errors.* key, or the server's own message. */
export const listError = (error: ServerStateError | null): PagedListError | null =>
  !error
    ? null
    : error.invalid
      ? { key: 'errors.invalid_response' }
      : error.message
        ? { message: error.message }
        : { key: 'errors.load_failed' };

/**
 * A list the server pages (`pagination_options`), one page at a time, held in memory only by the one server-state
 * hook (lib/use-server-state.ts, ADR 0037): loads after the first render, only the newest request may land, so a
 * slow earlier page never replaces the one asked for after it. `fetchPage` must be stable for a given list
 * (memoise it): a new one (the language changed) starts again at page 1.
 */
export function usePagedList<T extends { pagination_options: PaginationOptions }>(
  fetchPage: (page: number) => Promise<unknown>,
  isValid: (value: unknown) => value is T,
) {
  const { data, isLoading, error, run } = useServerState<T>(() => fetchPage(1), fetchPage, isValid);
  // The page last asked for (what Try again asks for once more), reset to 1 with a new list.
  const [asked, setAsked] = useState({ page: 1, fetchPage });
  const wanted = asked.fetchPage === fetchPage ? asked.page : 1;
  const load = useCallback(
    (page: number) => {
      setAsked({ page, fetchPage });
      void run(() => fetchPage(page));
    },
    [fetchPage, run],
  );

  const failure = listError(error);
  const pagination = data?.pagination_options;
  const current = pagination?.current_page ?? wanted;
  const nextPage = () => {
    if (pagination?.next_page_url) load(pageOf(pagination.next_page_url) ?? current + 1);
  };
  const previousPage = () => {
    if (pagination?.prev_page_url) load(pageOf(pagination.prev_page_url) ?? Math.max(1, current - 1));
  };
  return {
    data,
    wanted,
    isLoading,
    error: failure,
    currentPage: current,
    retry: () => load(wanted),
    nextPage,
    previousPage,
    /** What the list screen's pager shows (components/ui/list-screen.tsx). */
    paging: pagination ? pagingOf(pagination, current, previousPage, nextPage) : null,
  };
}

/** The pager of a list the server pages with `pagination_options` (spec §3): the last page is at least this one. */
export const pagingOf = (
  pagination: PaginationOptions,
  page: number,
  onPrevious: () => void,
  onNext: () => void,
): Paging => ({
  page,
  last: Math.max(pagination.last_page, page),
  hasPrevious: Boolean(pagination.prev_page_url),
  hasNext: Boolean(pagination.next_page_url),
  onPrevious,
  onNext,
});
