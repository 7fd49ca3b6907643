import { useCallback } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import { usePagedList, type PagedListError } from '~/lib/use-paged-list';
import { fetchVouchers, type VoucherList } from './api';
import { isVouchersResponse } from './validate';

/** Texts as keys of the giftcards namespace, or the server's own message. */
export type VouchersError = PagedListError;

/**
 * The customer's gift cards ('all' for the dashboard, 'available' for the picker), a page of 30 at a time. Nothing
 * is stored on the device: balances are money, and an old copy shown first could be read as current. Mount it per
 * customer (key it by their id).
 */
export function useVouchers(locale: Locale, which: VoucherList) {
  const fetchPage = useCallback((page: number) => fetchVouchers(locale, which, page), [locale, which]);
  return usePagedList(fetchPage, isVouchersResponse);
}
