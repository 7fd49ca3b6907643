import { useEffect, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { ReferralsSummary } from '@hajz/contracts/referrals';
import { fetchReferrals } from './api';

type State = { data: ReferralsSummary | null; isLoading: boolean; failed: boolean };

/** The wallet page's invitations: loading, then the summary or a failure with a retry. */
export function useReferrals(locale: Locale) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ data: null, isLoading: true, failed: false });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, isLoading: true, failed: false }));
    fetchReferrals(locale)
      .then((data) => live && setState({ data, isLoading: false, failed: !data }))
      .catch(() => live && setState({ data: null, isLoading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [locale, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
