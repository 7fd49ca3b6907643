import { useId, type FormEvent } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import type { BranchOption, ReportFilters } from '../api';

const field =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-950';

/** The period and branch pickers, with the server's translated message under a field it refused. */
export function ReportFiltersForm({
  draft,
  onChange,
  onSubmit,
  branches,
  errors,
}: {
  draft: ReportFilters;
  onChange: (next: ReportFilters) => void;
  onSubmit: () => void;
  branches: BranchOption[];
  errors: Partial<Record<keyof ReportFilters, string[]>>;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // Labelled by id: a label wrapping a select would add the chosen option to the field's name.
  const input = (key: keyof ReportFilters, label: string, control: 'date' | 'select') => (
    <div className="flex flex-col gap-1 text-sm font-medium">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {control === 'date' ? (
        <input
          id={`${id}-${key}`}
          type="date"
          required
          value={draft[key]}
          onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          className={field}
        />
      ) : (
        <select
          id={`${id}-${key}`}
          value={draft[key]}
          onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          className={field}
        >
          <option value="">{t('all_branches')}</option>
          {branches.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.name}
            </option>
          ))}
        </select>
      )}
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-sm font-normal text-red-800 dark:text-red-200">
          {errors[key].join(' ')}
        </p>
      )}
    </div>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('filters')}
      className="mb-5 grid items-start gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1.5fr_auto] dark:border-slate-700 dark:bg-slate-900"
    >
      {input('from', t('from'), 'date')}
      {input('to', t('to'), 'date')}
      {input('branch_id', t('branch'), 'select')}
      <Button type="submit" className="sm:mt-6">
        {t('show')}
      </Button>
    </form>
  );
}
