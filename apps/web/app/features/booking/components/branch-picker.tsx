import { useCallback, useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { fetchBranchNames, type BranchOption } from '../api';

/** The branch choice, shown when a service is offered at several branches; names come from GET branches. */
export function BranchPicker({
  branchIds,
  value,
  onChange,
}: {
  branchIds: readonly number[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const id = useId();
  // Until the names arrive (or when they cannot), each branch is called by its number.
  const load = useCallback(() => fetchBranchNames(locale), [locale]);
  const branches = useServerState<BranchOption[]>(load, load).data;
  const name = (branchId: number) =>
    branches?.find((b) => b.id === branchId)?.name ?? t('appointment.branch_n', { id: branchId });
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('appointment.branch')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        className="min-h-11 w-full rounded-xl bg-white px-3 py-2 ring-1 ring-slate-300 dark:bg-slate-800 dark:ring-slate-600"
      >
        {branchIds.map((branchId) => (
          <option key={branchId} value={branchId}>
            {name(branchId)}
          </option>
        ))}
      </select>
    </div>
  );
}
