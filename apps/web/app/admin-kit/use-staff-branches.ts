import { useMemo } from 'react';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { fetchBranches, type Branch } from './branches';
import { useStaff } from './staff';

const none: Branch[] = [];

/**
 * The branches the signed-in staff member works at (an owner's: every one), held by the one server-state hook
 * (lib/use-server-state.ts): loaded after the first render and again in another language, only the newest answer
 * lands. None until they come, and none when they fail (a picker is left out, the screen still works).
 */
export function useStaffBranches(): Branch[] {
  const { locale } = useLocale();
  const ids = useStaff().branch_ids;
  const { data } = useServerState<Branch[]>(() => fetchBranches(locale), locale);
  return useMemo(
    () => (!data ? none : ids === 'all' ? data : data.filter((b) => ids.includes(b.id))),
    [data, ids],
  );
}
