import { useTranslation } from '~/lib/use-translation';
import type { Branch } from '@hajz/contracts/catalogue';
import { openDialog } from '~/lib/dialogs';
import { OpenBadge } from './open-badge';

/** A branch in a list; activating it opens the branch show dialog. */
export function BranchCard({ branch, priority = false }: { branch: Branch; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
      <img
        src={branch.thumpimage_image}
        alt=""
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-bold">{branch.name}</h2>
          <OpenBadge open={branch.is_open} />
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {branch.city_name} · {branch.address}
        </p>
        <button
          type="button"
          onClick={() => openDialog('branch-show', { branch })}
          className="mt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          aria-label={t('branches.details_for', { name: branch.name })}
        >
          {t('branches.details')}
        </button>
      </div>
    </article>
  );
}
