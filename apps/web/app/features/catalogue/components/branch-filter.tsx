import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Branch } from '@hajz/contracts/catalogue';
import { useLocale } from '~/lib/use-locale';
import { filtersHref, type CatalogueFilters } from '../filters';

type Props = { path: string; filters: CatalogueFilters; branches: Pick<Branch, 'id' | 'name'>[] };

/**
 * "All branches" or one branch. With JavaScript it navigates on change; without, the form's button
 * submits a GET to the same page. The category is kept (the loader drops it if that branch's menu lacks it).
 */
export function BranchFilter({ path, filters, branches }: Props) {
  const { t } = useTranslation('catalogue');
  const { to } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  return (
    <Form method="get" action={to(path)} preventScrollReset className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('filters.branch')}
      </label>
      <select
        id={id}
        name="branch"
        defaultValue={filters.branch ?? ''}
        key={filters.branch ?? 'all'}
        onChange={(event) => {
          const branch = event.currentTarget.value ? Number(event.currentTarget.value) : undefined;
          navigate(to(filtersHref(path, { branch, category: filters.category, sub: filters.sub })), {
            preventScrollReset: true,
          });
        }}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-sand-200 bg-white px-4 py-2 text-slate-900 sm:flex-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <option value="">{t('filters.all_branches')}</option>
        {branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.sub && <input type="hidden" name="sub" value={filters.sub} />}
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('filters.apply')}
        </button>
      </noscript>
    </Form>
  );
}
