import { useCallback } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import { usePagedList, type PagedListError } from '~/lib/use-paged-list';
import { fetchWalletPage } from './api';
import { isWalletResponse } from './validate';

/** Texts as keys of the wallet namespace, or the server's own message. */
export type WalletError = PagedListError;

/**
 * The customer's wallet, one page of history at a time. Nothing is stored on the device: balances are money,
 * and an old copy shown first could be read as current. The server-rendered page is the skeleton. Mount it per
 * customer (key it by their id).
 */
export function useWallet(locale: Locale) {
  const fetchPage = useCallback((page: number) => fetchWalletPage(locale, page), [locale]);
  return usePagedList(fetchPage, isWalletResponse);
}
