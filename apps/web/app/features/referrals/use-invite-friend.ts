import { useCallback, useEffect } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { InviteFriend } from '@hajz/contracts/referrals';
import { toast } from '~/lib/toast-store';
import { useServerState } from '~/lib/use-server-state';
import { fetchInviteFriend } from './api';

/** An answer the dialog can show: one with a code (status true without one counts as status false). */
const hasCode = (data: unknown): data is InviteFriend =>
  Boolean((data as InviteFriend | null)?.invitation_code);

/**
 * The invite data for the dialog, held by the one server-state hook (lib/use-server-state.ts). Spec §8: an answer
 * with status false toasts invite_fetch_error, a failed request invite_api_error; either way the dialog shows
 * invite_load_failed (with a retry) instead of a code.
 */
export function useInviteFriend(
  locale: Locale,
  say: (key: 'invite_fetch_error' | 'invite_api_error') => string,
) {
  const load = useCallback(() => fetchInviteFriend(locale), [locale]);
  const { data, isLoading, error, reload } = useServerState<InviteFriend>(load, load, hasCode);

  useEffect(() => {
    if (!error) return;
    const statusFalse = error.invalid || (error.status !== undefined && error.status < 400);
    toast(say(statusFalse ? 'invite_fetch_error' : 'invite_api_error'), 'error');
    // Once per failure: `say` is the translator of the same language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  return {
    data: error || isLoading ? null : data,
    isLoading,
    failed: Boolean(error),
    retry: () => void reload(),
  };
}
