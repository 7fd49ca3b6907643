import { useCallback } from 'react';
import type { CustomerClass, MyLoyalty } from '@hajz/contracts/loyalty';
import type { Locale } from '@hajz/contracts/locale';
import { listError } from '~/lib/use-paged-list';
import { useServerState } from '~/lib/use-server-state';
import { fetchClasses, fetchMyLoyalty } from './api';
import { isClassesResponse, isMyLoyalty } from './validate';

/** A text key of the loyalty namespace, or the server's own message. */
export type LoyaltyError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

type Loaded = { classes: CustomerClass[]; mine: MyLoyalty | null };
const isLoaded = (v: unknown): v is Loaded => v !== null;

/**
 * The loyalty classes, and (signed in) the customer's own class, held by the one server-state hook
 * (lib/use-server-state.ts). The customer's class is extra: if it fails, the list still shows without it.
 */
export function useLoyalty(locale: Locale, signedIn: boolean) {
  const load = useCallback(async (): Promise<Loaded | null> => {
    const mine = signedIn
      ? fetchMyLoyalty(locale).then(
          (d) => (isMyLoyalty(d) ? d : null),
          () => null,
        )
      : Promise.resolve(null);
    const data = await fetchClasses(locale);
    const me = await mine;
    // null: not the classes' shape (said as an invalid response).
    return isClassesResponse(data) ? { classes: data.classes, mine: me } : null;
  }, [locale, signedIn]);
  const { data, isLoading, error, reload } = useServerState<Loaded>(load, `${locale} ${signedIn}`, isLoaded);
  const failure: LoyaltyError | null = listError(error);
  return {
    classes: error ? null : (data?.classes ?? null),
    mine: error ? null : (data?.mine ?? null),
    isLoading,
    error: failure,
    retry: () => void reload(),
  };
}
