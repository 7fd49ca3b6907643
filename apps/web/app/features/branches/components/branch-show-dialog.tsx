import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { Branch } from '@hajz/contracts/catalogue';
import type { DialogProps } from '~/lib/dialogs';
import { buttonClass } from '~/components/ui/button';
import { OpenBadge } from './open-badge';
import { OpeningTimes } from './opening-times';

/** Spec §2 branch show: image, name, open/closed, address, phone, description, times per day, directions. */
export default function BranchShowDialog({ branch }: DialogProps<{ branch: Branch }>) {
  const { t } = useTranslation('catalogue');
  return (
    <div>
      <img
        src={branch.image}
        alt=""
        width={800}
        height={600}
        className="-mx-5 -mt-5 mb-4 aspect-[16/9] w-[calc(100%+2.5rem)] max-w-none object-cover"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Dialog.Title className="text-xl font-bold">{branch.name}</Dialog.Title>
        <OpenBadge open={branch.is_open} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="font-semibold">{t('branches.address')}</dt>
          <dd>
            {branch.address}, {branch.city_name}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{t('branches.phone')}</dt>
          <dd>
            <a
              href={`tel:${branch.phone.replace(/\s/g, '')}`}
              dir="ltr"
              className="underline-offset-4 hover:underline"
            >
              {branch.phone}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{branch.description}</p>
      <h3 className="mt-4 mb-1 font-semibold">{t('branches.opening_times')}</h3>
      <OpeningTimes times={branch.working_times} />
      <a
        href={branch.google_map_link}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'mt-5 w-full')}
      >
        {t('branches.directions')}
      </a>
    </div>
  );
}
