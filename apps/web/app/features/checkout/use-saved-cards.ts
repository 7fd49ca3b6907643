import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { SavedCard } from '@hajz/contracts/orders';
import { fetchSavedCards } from './api';

/**
 * The customer's saved cards: the ones the order came with at once, then fresh from the server on every mount
 * (the payment selection dialog mounts again after a card was added or deleted).
 */
export function useSavedCards(locale: Locale, initial: SavedCard[]) {
  const [cards, setCards] = useState<SavedCard[]>(initial);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      setCards(await fetchSavedCards(locale));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [locale]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { cards, loading, failed, reload };
}
