import { useCallback, useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { OrderDetails } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import type { DialogProps } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { fetchRating, type OrderRating } from '../api';
import { formatInstantDate } from '~/lib/dates';
import { Stars } from './stars';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; rating: OrderRating };

/** Spec §2 view rating, registered as 'booking-rating': the stars and comment given to a booking. */
export default function RatingViewDialog({
  order,
  timeZone,
  close,
}: DialogProps<{ order: Pick<OrderDetails, 'id' | 'order_number'>; timeZone: string }>) {
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchRating(locale, order.id).then(
      (rating) => live && setState({ kind: 'ready', rating }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, order.id]);
  useEffect(load, [load]);

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('rating.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {t('card.number', { number: order.order_number })}
      </Dialog.Description>
      {state.kind === 'loading' && (
        <div role="status" aria-label={t('rating.loading')} className="mt-4">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="mt-3 h-4 w-3/4" />
        </div>
      )}
      {state.kind === 'failed' && (
        <div
          role="alert"
          className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{t('rating.failed')}</p>
          <Button variant="secondary" className="mt-3" onClick={load}>
            {t('rating.retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <div className="mt-4" data-testid="rating-view">
          <Stars rating={state.rating.rating} className="text-3xl" />
          <p
            className="mt-3 whitespace-pre-line text-slate-800 dark:text-slate-200"
            data-testid="rating-comment"
          >
            {state.rating.comment || t('rating.no_comment')}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('rating.rated_on', { date: formatInstantDate(state.rating.created_at, timeZone, locale) })}
          </p>
        </div>
      )}
      <Button variant="secondary" className="mt-6 w-full" onClick={close}>
        {t('rating.close')}
      </Button>
    </div>
  );
}
