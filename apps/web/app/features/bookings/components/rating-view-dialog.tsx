import { useCallback } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { OrderDetails } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import type { DialogProps } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { fetchRating, type OrderRating } from '../api';
import { formatInstantDate } from '~/lib/dates';
import { Stars } from './stars';

/** Spec §2 view rating, registered as 'booking-rating': the stars and comment given to a booking. */
export default function RatingViewDialog({
  order,
  timeZone,
  close,
}: DialogProps<{ order: Pick<OrderDetails, 'id' | 'order_number'>; timeZone: string }>) {
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const load = useCallback(() => fetchRating(locale, order.id), [locale, order.id]);
  const { data: rating, error, reload } = useServerState<OrderRating>(load, load);
  const retry = () => void reload();

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('rating.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {t('card.number', { number: order.order_number })}
      </Dialog.Description>
      {!rating && !error && (
        <div role="status" aria-label={t('rating.loading')} className="mt-4">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="mt-3 h-4 w-3/4" />
        </div>
      )}
      {error && (
        <div
          role="alert"
          className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{t('rating.failed')}</p>
          <Button variant="secondary" className="mt-3" onClick={retry}>
            {t('rating.retry')}
          </Button>
        </div>
      )}
      {rating && !error && (
        <div className="mt-4" data-testid="rating-view">
          <Stars rating={rating.rating} className="text-3xl" />
          <p
            className="mt-3 whitespace-pre-line text-slate-800 dark:text-slate-200"
            data-testid="rating-comment"
          >
            {rating.comment || t('rating.no_comment')}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('rating.rated_on', { date: formatInstantDate(rating.created_at, timeZone, locale) })}
          </p>
        </div>
      )}
      <Button variant="secondary" className="mt-6 w-full" onClick={close}>
        {t('rating.close')}
      </Button>
    </div>
  );
}
