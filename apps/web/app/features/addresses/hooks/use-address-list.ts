import { useEffect } from 'react';
import { useCurrentUser } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useAddresses } from '../store';

let hydrated: Promise<void> | null = null;

/** Reads the stored list once per page load (after the first render, so SSR and hydration agree). */
export function hydrateAddresses(): Promise<void> {
  hydrated ??= Promise.resolve(useAddresses.persist.rehydrate());
  return hydrated;
}

/**
 * The signed-in customer's addresses: the stored copy at once, then a fetch unless the stored one is under 60 s
 * old (spec §4/§9). `owner` is the customer's id; without one nothing loads.
 */
export function useAddressList(owner?: number | null) {
  const { locale } = useLocale();
  const user = useCurrentUser();
  const id = owner ?? user?.id ?? null;
  const state = useAddresses();
  useEffect(() => {
    if (id === null) return;
    void hydrateAddresses().then(() => useAddresses.getState().load(locale, id));
  }, [id, locale]);
  const mine = state.owner === id;
  return {
    items: mine ? state.items : [],
    isLoading: state.isLoading || !mine,
    failed: mine && state.failed,
    owner: id,
    locale,
  };
}
