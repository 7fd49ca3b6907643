import { useCallback } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { ReferralsSummary } from '@hajz/contracts/referrals';
import { useServerState } from '~/lib/use-server-state';
import { fetchReferrals } from './api';

/** The wallet page's invitations: loading, then the summary or a failure with a retry (lib/use-server-state.ts). */
export function useReferrals(locale: Locale) {
  const load = useCallback(() => fetchReferrals(locale), [locale]);
  const { data, isLoading, error, reload } = useServerState<ReferralsSummary | null>(load, locale);
  return {
    data: error ? null : data,
    isLoading,
    failed: Boolean(error) || (!isLoading && !data),
    retry: () => void reload(),
  };
}
