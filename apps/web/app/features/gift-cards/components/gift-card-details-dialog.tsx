import { useCallback, useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { ApiError } from '~/lib/api-client';
import { openDialog, type DialogProps } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { fetchGiftCard } from '../api';
import { isGiftCardShown, type GiftCardShown } from '../validate';
import { GiftCardBody } from './gift-card-body';

export type GiftCardDetailsProps = { serial: string; timeZone: string };

type State =
  { kind: 'loading' } | { kind: 'failed'; message?: string } | { kind: 'ready'; card: GiftCardShown };

/**
 * Spec §2 gift card details, registered as 'gift-card-details': the title with the total and currency, then the
 * card (gift-card-body.tsx). Always asks GET vouchers/{serial}: the remaining amount is money and changes.
 */
export default function GiftCardDetailsDialog({ serial, timeZone }: DialogProps<GiftCardDetailsProps>) {
  const { t } = useTranslation('giftcards');
  const { locale } = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchGiftCard(locale, serial).then(
      (data) => live && setState(isGiftCardShown(data) ? { kind: 'ready', card: data } : { kind: 'failed' }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message: error instanceof ApiError ? error.envelope.message || undefined : undefined,
        }),
    );
    return () => {
      live = false;
    };
  }, [locale, serial]);
  useEffect(load, [load]);

  if (state.kind !== 'ready') {
    return (
      <div>
        <Dialog.Title className="pe-10 text-xl font-bold">
          {state.kind === 'loading' ? t('details.loading') : t('details.failed')}
        </Dialog.Title>
        {state.kind === 'loading' ? (
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
            <p>{state.message ?? t('details.failed')}</p>
            <Button variant="secondary" className="mt-3" onClick={load}>
              {t('details.retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  const { card } = state;
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
