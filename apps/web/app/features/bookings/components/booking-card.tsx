import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { cx } from '~/lib/cx';
import { formatMoney } from '~/lib/money';
import type { BranchPlace } from '../api';
import { bookingWhen, serviceNames, upcomingProducts } from '~/components/order/format';
import { isCancelled } from '~/components/order/status';
import { CalendarActions } from './calendar-actions';
import { StatusBadge } from '~/components/order/status-badge';

/**
 * One booking in the list (spec §3 Bookings list): number, services, branch, date and time on the business's
 * clock, status and total. A cancelled one is muted, its time struck through and said in words.
 */
export function BookingCard({
  order,
  locale,
  timeZone,
  now,
  branches,
  onOpen,
}: {
  order: OrderDetails;
  locale: Locale;
  timeZone: string;
  now: number;
  branches: BranchPlace[];
  onOpen: () => void;
}) {
  const { t } = useTranslation('bookings');
  const heading = useId();
  const cancelled = isCancelled(order);
  const when = bookingWhen(order, timeZone, locale);
  const upcoming = !cancelled && upcomingProducts(order, now).length > 0;
  return (
    <li>
      <article
        aria-labelledby={heading}
        data-testid="booking-card"
        data-cancelled={cancelled || undefined}
        className={cx(
          'rounded-2xl p-4 ring-1',
          cancelled
            ? 'bg-sand-50 ring-sand-200 dark:bg-slate-900/60 dark:ring-slate-800'
            : 'bg-white ring-sand-200 dark:bg-slate-900 dark:ring-slate-700',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={heading} className="text-lg font-bold">
            {t('card.number', { number: order.order_number })}
          </h2>
          <StatusBadge order={order} locale={locale} />
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('card.services')}</dt>
          <dd>{serviceNames(order).join(locale === 'ar' ? '، ' : ', ') || '—'}</dd>
          <dt className="font-semibold">{t('card.branch')}</dt>
          <dd>{order.branch_name || '—'}</dd>
          <dt className="font-semibold">{t('card.when')}</dt>
          <dd className={cx(cancelled && 'text-slate-600 line-through dark:text-slate-400')}>
            {/* A gift whose time is not chosen yet says who chooses it, not "— · —" (walk of issue 30 item 24). */}
            {when.date === '—' && order.gifted_info ? (
              order.gifted_info.is_sender ? (
                t('card.when_sender_waits', { name: order.gifted_info.receiver_user.full_name })
              ) : (
                t('card.when_receiver_chooses')
              )
            ) : (
              <>
                {when.date} · <bdi>{when.time}</bdi>
              </>
            )}
          </dd>
          <dt className="font-semibold">{t('card.total')}</dt>
          <dd className="tabular-nums" data-testid="booking-total">
            {formatMoney(order.total, locale)}
          </dd>
        </dl>
        {cancelled && (
          <p className="mt-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
            {t('card.cancelled')}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="primary"
            className="min-h-10 px-4 text-sm"
            aria-label={t('card.details_of', { number: order.order_number })}
            onClick={onOpen}
          >
            {t('card.details')}
          </Button>
          {upcoming && <CalendarActions order={order} branches={branches} now={now} />}
        </div>
      </article>
    </li>
  );
}
