import type { AdminBranch } from '@hajz/contracts/admin-catalogue';
import { useState } from 'react';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { BranchContactForm } from './branch-contact-form';
import { BranchExceptions } from './branch-exceptions';
import { BranchHoursForm } from './branch-hours-form';
import { inputClass, labelClass } from './fields';

/** The branches this person runs: one at a time, its contact, weekly hours and exceptions. */
export function BranchesTab({ branches, reload }: { branches: AdminBranch[]; reload: () => Promise<void> }) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const [chosen, setChosen] = useState(branches[0]?.id ?? 0);
  const branch = branches.find((b) => b.id === chosen) ?? branches[0];
  if (!branch) return <p>{t('branches.none')}</p>;
  const name = (b: AdminBranch) => (locale === 'ar' ? b.name_ar : b.name_en);
  return (
    <div className="flex flex-col gap-4">
      {branches.length > 1 && (
        <div>
          <label htmlFor="catalogue-branch" className={labelClass}>
            {t('branches.choose')}
          </label>
          <select
            id="catalogue-branch"
            value={branch.id}
            onChange={(e) => setChosen(Number(e.target.value))}
            className={inputClass}
          >
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {name(b)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* Keyed by branch: each form starts from the chosen branch's values. */}
      <BranchContactForm key={`contact-${branch.id}`} branch={branch} onSaved={reload} />
      <BranchHoursForm key={`hours-${branch.id}`} branch={branch} onSaved={reload} />
      <BranchExceptions key={`exceptions-${branch.id}`} branch={branch} onSaved={reload} />
    </div>
  );
}
