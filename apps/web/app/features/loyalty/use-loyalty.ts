import { useEffect, useState } from 'react';
import type { CustomerClass, MyLoyalty } from '@hajz/contracts/loyalty';
import type { Locale } from '@hajz/contracts/locale';
import { ApiError } from '~/lib/api-client';
import { fetchClasses, fetchMyLoyalty } from './api';
import { isClassesResponse, isMyLoyalty } from './validate';

/** A text key of the loyalty namespace, or the server's own message. */
export type LoyaltyError =
  | { key: 'errors.invalid_response' | 'errors.load_failed'; message?: undefined }
  | { key?: undefined; message: string };

type State = {
  classes: CustomerClass[] | null;
  mine: MyLoyalty | null;
  isLoading: boolean;
  error: LoyaltyError | null;
};

const failure = (error: unknown): LoyaltyError =>
  error instanceof ApiError && error.envelope.message
    ? { message: error.envelope.message }
    : { key: 'errors.load_failed' };

/**
 * The loyalty classes, and (signed in) the customer's own class. The customer's class is extra: if it fails, the
 * list still shows without it.
 */
export function useLoyalty(locale: Locale, signedIn: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ classes: null, mine: null, isLoading: true, error: null });

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, isLoading: true, error: null }));
    const mine = signedIn
      ? fetchMyLoyalty(locale).then(
          (d) => (isMyLoyalty(d) ? d : null),
          () => null,
        )
      : Promise.resolve(null);
    fetchClasses(locale)
      .then(async (data) => {
        const me = await mine;
        if (!live) return;
        if (!isClassesResponse(data)) {
          setState({
            classes: null,
            mine: null,
            isLoading: false,
            error: { key: 'errors.invalid_response' },
          });
          return;
        }
        setState({ classes: data.classes, mine: me, isLoading: false, error: null });
      })
      .catch((error: unknown) => {
        if (live) setState({ classes: null, mine: null, isLoading: false, error: failure(error) });
      });
    return () => {
      live = false;
    };
  }, [locale, signedIn, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
