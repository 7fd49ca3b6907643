import { useTranslation } from '~/lib/use-translation';
import type { Branch } from '@hajz/contracts/catalogue';
import { displayPhone, telHref } from '../phone';

type BranchContact = Pick<Branch, 'id' | 'name' | 'address' | 'phone' | 'google_map_link'>;

/** Each branch with its phone (a tel: link) and a directions link to the map. */
export function BranchContacts({ branches }: { branches: BranchContact[] }) {
  const { t } = useTranslation('pages');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {branches.map((b) => (
        <li
          key={b.id}
          className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <h3 className="font-bold">{b.name}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{b.address}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-3">
            <a
              href={telHref(b.phone)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
              aria-label={t('contact.call_branch', { name: b.name, phone: displayPhone(b.phone) })}
            >
              <span dir="ltr">{displayPhone(b.phone)}</span>
            </a>
            <a
              href={b.google_map_link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('contact.directions_to', { name: b.name })}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:ring-brand-100 dark:hover:bg-slate-800"
            >
              {t('contact.directions')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
