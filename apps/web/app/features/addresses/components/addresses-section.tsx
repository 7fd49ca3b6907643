import { Button } from '~/components/ui/button';
import { openDialog } from '~/lib/dialogs';
import { useCurrentUser } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { usePreferredAddress } from '../hooks/use-choose-address';

/** The profile page's addresses (spec §2, issue 14): manage saved addresses without a cart. */
export function AddressesSection() {
  const { t } = useTranslation('addresses');
  const preferred = usePreferredAddress();
  const owner = useCurrentUser()?.id;
  return (
    <section aria-labelledby="addresses-section" className="space-y-3">
      <h2 id="addresses-section" className="text-lg font-bold">
        {t('profile.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('profile.description')}</p>
      <div
        className="rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
        data-testid="preferred-address"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('profile.preferred')}</p>
        {preferred ? (
          <p className="mt-1">
            <span className="font-bold">{preferred.title.trim() || t('list.default_title')}</span>
            <span className="block text-sm text-slate-700 dark:text-slate-300">{preferred.full_address}</span>
          </p>
        ) : (
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('profile.none')}</p>
        )}
      </div>
      <Button variant="secondary" onClick={() => openDialog('addresses', { owner })}>
        {t('profile.manage')}
      </Button>
    </section>
  );
}
