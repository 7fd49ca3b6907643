import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { WalletResponse } from '@hajz/contracts/wallet';
import { ApiError } from '~/lib/api-client';
import { pageOf } from '../bookings/validate';
import { fetchWalletPage } from './api';
import { isWalletResponse } from './validate';

/** Texts as keys of the wallet namespace, or the server's own message. */
export type WalletError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

type State = {
  data: WalletResponse | null;
  /** The page last asked for: what Try again asks for once more. */
  wanted: number;
  isLoading: boolean;
  error: WalletError | null;
};

/**
 * The customer's wallet, one page of history at a time. Nothing is stored on the device: balances are money,
 * and an old copy shown first could be read as current. Loads after the first render (the token lives in the
 * browser), so the server-rendered page is the skeleton. Mount it per customer (key it by their id).
 */
export function useWallet(locale: Locale) {
  const [state, setState] = useState<State>({ data: null, wanted: 1, isLoading: true, error: null });
  // Only the newest request may land: a slow earlier page must not replace the one asked for after it.
  const request = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const mine = ++request.current;
      setState((s) => ({ ...s, wanted: page, isLoading: true, error: null }));
      try {
        const data = await fetchWalletPage(locale, page);
        if (mine !== request.current) return;
        if (!isWalletResponse(data)) {
          setState((s) => ({ ...s, isLoading: false, error: { key: 'errors.invalid_response' } }));
          return;
        }
        setState({ data, wanted: page, isLoading: false, error: null });
      } catch (error) {
        if (mine !== request.current) return;
        const failure: WalletError =
          error instanceof ApiError && error.envelope.message
            ? { message: error.envelope.message }
            : { key: 'errors.load_failed' };
        setState((s) => ({ ...s, isLoading: false, error: failure }));
      }
    },
    [locale],
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
