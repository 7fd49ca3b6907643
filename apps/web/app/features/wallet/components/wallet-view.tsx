import { useTranslation } from '~/lib/use-translation';
import { ListScreen } from '~/components/ui/list-screen';
import { BrowseEmptyState } from '~/components/ui/browse-empty-state';
import { useLocale } from '~/lib/use-locale';
import { useWallet } from '../use-wallet';
import { BalanceCards } from './balance-cards';
import { WalletEntryRow } from './wallet-entry-row';
import { WalletSkeleton } from './wallet-skeleton';

/**
 * /dashboard/wallet for the signed-in customer (mount it keyed by their id): the wallet and points balances,
 * then their history a page at a time with previous/next, and skeleton, empty and error states (the one list
 * screen). `timeZone` is the business's: entries are dated on its calendar, like bookings.
 */
export function WalletView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('wallet');
  const { locale } = useLocale();
  const wallet = useWallet(locale);

  return (
    <section aria-busy={wallet.isLoading || undefined}>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      <ListScreen
        list={wallet}
        isEmpty={(data) => data.entries.length === 0}
        skeleton={<WalletSkeleton label={t('page.loading')} />}
        errorText={(error) => (error.key ? t(error.key) : error.message)}
        retryLabel={t('page.retry')}
        errorTestId="wallet-error"
        frame={(body, data) => (
          <>
            <BalanceCards data={data} locale={locale} />
            <section aria-labelledby="wallet-history-title" className="mt-8">
              <h2 id="wallet-history-title" className="mb-3 text-xl font-bold">
                {t('page.history')}
              </h2>
              {body}
            </section>
          </>
        )}
        empty={
          <BrowseEmptyState
            testId="wallet-empty"
            headingLevel={3}
            title={t('page.empty_title')}
            text={t('page.empty_text')}
            browse={t('page.browse_services')}
          />
        }
      >
        {(data) => (
          <ul className="space-y-3" data-testid="wallet-entries">
            {data.entries.map((entry) => (
              <WalletEntryRow key={entry.id} entry={entry} locale={locale} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </ListScreen>
    </section>
  );
}
