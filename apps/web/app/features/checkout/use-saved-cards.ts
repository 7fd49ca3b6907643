import { useCallback } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { SavedCard } from '@hajz/contracts/orders';
import { useServerState } from '~/lib/use-server-state';
import { fetchSavedCards } from './api';

/**
 * The customer's saved cards: the ones the order came with at once, then fresh from the server on every mount
 * (the payment selection dialog mounts again after a card was added or deleted), held by the one server-state hook
 * (lib/use-server-state.ts). A failed refresh leaves the cards shown.
 */
export function useSavedCards(locale: Locale, initial: SavedCard[]) {
  const load = useCallback(() => fetchSavedCards(locale), [locale]);
  const { data, isLoading, error, reload } = useServerState<SavedCard[]>(load, load);
  return { cards: data ?? initial, loading: isLoading, failed: Boolean(error), reload };
}
