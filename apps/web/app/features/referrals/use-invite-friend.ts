import { useEffect, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { InviteFriend } from '@hajz/contracts/referrals';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast-store';
import { fetchInviteFriend } from './api';

type State = { data: InviteFriend | null; isLoading: boolean; failed: boolean };

/**
 * The invite data for the dialog. Spec §8: an answer with status false toasts invite_fetch_error, a failed request
 * invite_api_error; either way the dialog shows invite_load_failed (with a retry) instead of a code.
 */
export function useInviteFriend(
  locale: Locale,
  say: (key: 'invite_fetch_error' | 'invite_api_error') => string,
) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ data: null, isLoading: true, failed: false });

  useEffect(() => {
    let live = true;
    setState({ data: null, isLoading: true, failed: false });
    fetchInviteFriend(locale)
      .then((data) => {
        if (!live) return;
        if (!data?.invitation_code) throw new ApiError(200, { status: false, message: '' });
        setState({ data, isLoading: false, failed: false });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const statusFalse = error instanceof ApiError && error.status < 400;
        toast(say(statusFalse ? 'invite_fetch_error' : 'invite_api_error'), 'error');
        setState({ data: null, isLoading: false, failed: true });
      });
    return () => {
      live = false;
    };
    // `say` is the translator of the same language: following `locale` is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
