import { useCallback } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { openDialog, type DialogProps } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { fetchGiftCard } from '../api';
import { isGiftCardShown, type GiftCardShown } from '../validate';
import { GiftCardBody } from './gift-card-body';

export type GiftCardDetailsProps = { serial: string; timeZone: string };

/**
 * Spec §2 gift card details, registered as 'gift-card-details': the title with the total and currency, then the
 * card (gift-card-body.tsx). Always asks GET vouchers/{serial}: the remaining amount is money and changes.
 */
export default function GiftCardDetailsDialog({ serial, timeZone }: DialogProps<GiftCardDetailsProps>) {
  const { t } = useTranslation('giftcards');
  const { locale } = useLocale();
  const load = useCallback(() => fetchGiftCard(locale, serial), [locale, serial]);
  const { data: card, error, reload } = useServerState<GiftCardShown>(load, load, isGiftCardShown);

  if (!card || error) {
    return (
      <div>
        <Dialog.Title className="pe-10 text-xl font-bold">
          {error ? t('details.failed') : t('details.loading')}
        </Dialog.Title>
        {!error ? (
          <div role="status" aria-label={t('details.loading')} className="mt-4">
            <Skeleton className="aspect-[8/5] w-full" />
            <Skeleton className="mt-4 h-8 w-40" />
            <Skeleton className="mt-3 h-4 w-3/4" />
          </div>
        ) : (
          <div
            role="alert"
            className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <p>{error.message || t('details.failed')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void reload()}>
              {t('details.retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div data-testid="gift-card-details">
      <Dialog.Title className="pe-10 text-xl font-bold">
        {t('details.title', { amount: formatMoney(card.total, locale) })}
      </Dialog.Title>
      <GiftCardBody
        card={card}
        locale={locale}
        timeZone={timeZone}
        onHistory={() =>
          openDialog('gift-card-redeem-history', {
            serial: card.serial_number,
            history: card.redeem_history ?? [],
            timeZone,
          })
        }
      />
    </div>
  );
}
