import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { VouchersResponse } from '@hajz/contracts/vouchers';
import { ApiError } from '~/lib/api-client';
import { pageOf } from '../bookings/validate';
import { fetchVouchers, type VoucherList } from './api';
import { isVouchersResponse } from './validate';

/** Texts as keys of the giftcards namespace, or the server's own message. */
export type VouchersError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

type State = {
  data: VouchersResponse | null;
  wanted: number;
  isLoading: boolean;
  error: VouchersError | null;
};

/**
 * The customer's gift cards ('all' for the dashboard, 'available' for the picker), a page of 30 at a time. Nothing
 * is stored on the device: balances are money, and an old copy shown first could be read as current. Loads after
 * the first render (the token lives in the browser); mount it per customer (key it by their id).
 */
export function useVouchers(locale: Locale, which: VoucherList) {
  const [state, setState] = useState<State>({ data: null, wanted: 1, isLoading: true, error: null });
  // Only the newest request may land: a slow earlier page must not replace the one asked for after it.
  const request = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const mine = ++request.current;
      setState((s) => ({ ...s, wanted: page, isLoading: true, error: null }));
      try {
        const data = await fetchVouchers(locale, which, page);
        if (mine !== request.current) return;
        if (!isVouchersResponse(data)) {
          setState((s) => ({ ...s, isLoading: false, error: { key: 'errors.invalid_response' } }));
          return;
        }
        setState({ data, wanted: page, isLoading: false, error: null });
      } catch (error) {
        if (mine !== request.current) return;
        const failure: VouchersError =
          error instanceof ApiError && error.envelope.message
            ? { message: error.envelope.message }
            : { key: 'errors.load_failed' };
        setState((s) => ({ ...s, isLoading: false, error: failure }));
      }
    },
    [locale, which],
  );

  useEffect(() => {
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
