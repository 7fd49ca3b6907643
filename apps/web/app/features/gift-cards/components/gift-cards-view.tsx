import { useTranslation } from '~/lib/use-translation';
import { useGiftCardLink } from '../use-gift-card-link';
import { ListScreen } from '~/components/ui/list-screen';
import { BrowseEmptyState } from '~/components/ui/browse-empty-state';
import { openDialog } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { useVouchers } from '../use-vouchers';
import { GiftCardTile } from './gift-card-tile';
import { GiftCardsSkeleton } from './gift-cards-skeleton';

/**
 * /dashboard/gift-cards for the signed-in customer (mount it keyed by their id): every card they hold, any status,
 * as a grid (30 a page); a card opens the spec §2 gift card details dialog. Skeleton, empty and error states (the
 * one list screen). `timeZone` is the business's: expiry dates are on its calendar.
 */
export function GiftCardsView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('giftcards');
  const { locale } = useLocale();
  useGiftCardLink(timeZone);
  const list = useVouchers(locale, 'all');

  return (
    <section aria-busy={list.isLoading || undefined}>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      <ListScreen
        list={list}
        isEmpty={(data) => data.vouchers.length === 0 && list.currentPage === 1}
        skeleton={<GiftCardsSkeleton label={t('page.loading')} />}
        errorText={(error) => (error.key ? t(error.key) : error.message)}
        retryLabel={t('page.retry')}
        errorTestId="gift-cards-error"
        empty={
          <BrowseEmptyState
            testId="gift-cards-empty"
            headingLevel={2}
            title={t('page.empty_title')}
            text={t('page.empty_text')}
            browse={t('page.buy')}
            to="/gift-cards"
          />
        }
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gift-cards">
            {data.vouchers.map((card) => (
              <GiftCardTile
                key={card.serial_number}
                card={card}
                locale={locale}
                timeZone={timeZone}
                onOpen={() => openDialog('gift-card-details', { serial: card.serial_number, timeZone })}
              />
            ))}
          </ul>
        )}
      </ListScreen>
    </section>
  );
}
