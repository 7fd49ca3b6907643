import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaginationOptions } from '@hajz/contracts/pagination';
import { ApiError } from './api-client';
import { pageOf } from './pagination';

/** Keys every list namespace has ('errors.invalid_response', 'errors.load_failed'), or the server's own message. */
export type PagedListError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

type State<T> = {
  data: T | null;
  /** The page last asked for: what Try again asks for once more. */
  wanted: number;
  isLoading: boolean;
  error: PagedListError | null;
};

/**
 * A list the server pages (`pagination_options`), one page at a time, held in memory only. Loads after the first
 * render (the token lives in the browser); only the newest request may land, so a slow earlier page never
 * replaces the one asked for after it. `fetchPage` must be stable for a given list (memoise it).
 */
export function usePagedList<T extends { pagination_options: PaginationOptions }>(
  fetchPage: (page: number) => Promise<unknown>,
  isValid: (value: unknown) => value is T,
) {
  const [state, setState] = useState<State<T>>({ data: null, wanted: 1, isLoading: true, error: null });
  const request = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const mine = ++request.current;
      setState((s) => ({ ...s, wanted: page, isLoading: true, error: null }));
      try {
        const data = await fetchPage(page);
        if (mine !== request.current) return;
        if (!isValid(data)) {
          setState((s) => ({ ...s, isLoading: false, error: { key: 'errors.invalid_response' } }));
          return;
        }
        setState({ data, wanted: page, isLoading: false, error: null });
      } catch (error) {
        if (mine !== request.current) return;
        const failure: PagedListError =
          error instanceof ApiError && error.envelope.message
            ? { message: error.envelope.message }
            : { key: 'errors.load_failed' };
        setState((s) => ({ ...s, isLoading: false, error: failure }));
      }
    },
    [fetchPage, isValid],
  );

  useEffect(() => {
    // The counter itself, not a number read from it: the cleanup must outdate whatever was asked last.
    const requests = request;
    void load(1);
    return () => {
      // Unmounted (or the language changed): whatever is still on its way is dropped.
      requests.current++;
    };
  }, [load]);

  const pagination = state.data?.pagination_options;
  const current = pagination?.current_page ?? state.wanted;
  return {
    ...state,
    currentPage: current,
    retry: () => void load(state.wanted),
    nextPage: () => {
      if (pagination?.next_page_url) void load(pageOf(pagination.next_page_url) ?? current + 1);
    },
    previousPage: () => {
      if (pagination?.prev_page_url) void load(pageOf(pagination.prev_page_url) ?? Math.max(1, current - 1));
    },
  };
}
