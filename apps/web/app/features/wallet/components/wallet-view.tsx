import { LoadError as SharedLoadError } from '~/components/ui/load-error';
import { Pager } from '~/components/ui/pager';
import { useTranslation } from '~/lib/use-translation';
import { buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useLocale } from '~/lib/use-locale';
import { useWallet, type WalletError } from '../use-wallet';
import { BalanceCards } from './balance-cards';
import { WalletEntryRow } from './wallet-entry-row';
import { WalletSkeleton } from './wallet-skeleton';

/**
 * /dashboard/wallet for the signed-in customer (mount it keyed by their id): the wallet and points balances,
 * then their history a page at a time with previous/next, and skeleton, empty and error states. `timeZone` is the
 * business's: entries are dated on its calendar, like bookings.
 */
export function WalletView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('wallet');
  const { locale } = useLocale();
  const wallet = useWallet(locale);
  const { data, isLoading, error, currentPage } = wallet;
  const failed = error && !isLoading ? <LoadError error={error} onRetry={wallet.retry} /> : null;

  let content;
  if (!data && failed) {
    content = failed;
  } else if (!data) {
    content = <WalletSkeleton label={t('page.loading')} />;
  } else {
    const pagination = data.pagination_options;
    const last = Math.max(pagination.last_page, currentPage);
    content = (
      <>
        <BalanceCards data={data} locale={locale} />
        <section aria-labelledby="wallet-history-title" className="mt-8">
          <h2 id="wallet-history-title" className="mb-3 text-xl font-bold">
            {t('page.history')}
          </h2>
          {failed}
          {data.entries.length === 0 ? (
            <div className="rounded-2xl py-8 text-center" data-testid="wallet-empty">
              <h3 className="text-lg font-bold">{t('page.empty_title')}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{t('page.empty_text')}</p>
              <LocalizedLink to="/services" className={buttonClass('secondary', 'mt-5')}>
                {t('page.browse_services')}
              </LocalizedLink>
            </div>
          ) : (
            <ul className="space-y-3" data-testid="wallet-entries">
              {data.entries.map((entry) => (
                <WalletEntryRow key={entry.id} entry={entry} locale={locale} timeZone={timeZone} />
              ))}
            </ul>
          )}
          <Pager
            pagination={pagination}
            page={currentPage}
            last={last}
            busy={isLoading}
            onPrevious={wallet.previousPage}
            onNext={wallet.nextPage}
          />
        </section>
      </>
    );
  }

  return (
    <section aria-busy={isLoading || undefined}>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      {content}
    </section>
  );
}

function LoadError({ error, onRetry }: { error: WalletError; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <SharedLoadError
      message={error.key ? t(error.key) : error.message}
      retryLabel={t('page.retry')}
      onRetry={onRetry}
      testId="wallet-error"
    />
  );
}
