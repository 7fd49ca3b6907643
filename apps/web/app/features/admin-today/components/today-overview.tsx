import type { TodayBranch, TodayResponse } from '@hajz/contracts/today';
import { formatInstantDate, formatInstantTime, formatLocalDate } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { LoadError } from '~/components/ui/load-error';
import { useLoad } from '~/admin-kit/use-load';
import { fetchToday } from '../api';

const card =
  'flex min-h-20 flex-col justify-between gap-1 rounded-2xl border border-sand-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900';

/** One figure: its number and label, opening the list behind it. */
function Figure({ to, value, label, testId }: { to: string; value: string; label: string; testId: string }) {
  return (
    <li>
      <LocalizedLink to={to} className={card} data-testid={testId}>
        <span className="text-2xl font-bold tabular-nums">{value}</span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
      </LocalizedLink>
    </li>
  );
}

function BranchToday({ branch, date, timeZone }: { branch: TodayBranch; date: string; timeZone: string }) {
  const { t } = useTranslation('today');
  const { locale } = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  const list = (query: string) =>
    `/admin/bookings?from=${date}&to=${date}&branch_id=${branch.branch_id}&${query}`;
  const paid = (method: string) =>
    `/admin/bookings?paid_on=${date}&branch_id=${branch.branch_id}&method=${encodeURIComponent(method)}`;
  const methodName = (m: string) => t(`methods.${m}`, { defaultValue: m });
  const when = (iso: string) =>
    `${formatInstantDate(iso, timeZone, locale)} ${formatInstantTime(iso, timeZone, locale)}`;
  const occupancy =
    branch.occupancy.per_mille === null
      ? t('nobody_works')
      : formatNumber(branch.occupancy.per_mille / 1000, locale, {
          style: 'percent',
          maximumFractionDigits: 0,
        });
  return (
    <section
      aria-labelledby={`today-${branch.branch_id}`}
      className="mb-6"
      data-testid={`today-branch-${branch.branch_id}`}
    >
      <h3 id={`today-${branch.branch_id}`} className="mb-3 text-lg font-semibold">
        {branch.branch_name}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure
          to={list('visit=booked')}
          value={number(branch.bookings)}
          label={t('bookings')}
          testId="today-bookings"
        />
        <Figure
          to={list('visit=arrived')}
          value={number(branch.arrived)}
          label={t('arrived')}
          testId="today-arrived"
        />
        <Figure
          to={list('visit=to_come')}
          value={number(branch.to_come)}
          label={t('to_come')}
          testId="today-to-come"
        />
        <Figure
          to={list('status=no_show')}
          value={number(branch.no_shows)}
          label={t('no_shows')}
          testId="today-no-shows"
        />
        <Figure
          to={list('status=cancelled')}
          value={number(branch.cancelled)}
          label={t('cancelled')}
          testId="today-cancelled"
        />
        <Figure
          to={`/admin/calendar?branch_id=${branch.branch_id}&date=${date}`}
          value={occupancy}
          label={t('occupancy')}
          testId="today-occupancy"
        />
      </ul>
      <h4 className="mt-4 mb-2 font-semibold">
        {t('takings')}:{' '}
        <span data-testid="today-takings-total">{formatMoney(branch.takings_total, locale)}</span>
      </h4>
      {branch.takings.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('no_takings')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {branch.takings.map((m) => (
            <Figure
              key={m.method}
              to={paid(m.method)}
              value={formatMoney(m.amount, locale)}
              label={t('by_method', { method: methodName(m.method), count: m.count })}
              testId={`today-takings-${m.method}`}
            />
          ))}
        </ul>
      )}
      {branch.moved_by_customers.length > 0 && (
        <>
          <h4 className="mt-4 mb-2 font-semibold">{t('moved')}</h4>
          <ul className="space-y-2" data-testid="today-moved">
            {branch.moved_by_customers.map((m) => (
              <li key={`${m.order_id}-${m.moved_at}`}>
                <LocalizedLink
                  to={`/admin/bookings/${m.order_id}`}
                  className="text-brand-700 underline dark:text-brand-300"
                >
                  <bdi>
                    {t('moved_row', {
                      number: m.order_number,
                      customer: m.customer,
                      from: when(m.from),
                      to: when(m.to),
                    })}
                  </bdi>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Today at each branch I work at (issue 30 item 9), on the back office's first page: every figure opens the list
 * behind it (the bookings list filtered the same way, the calendar of the day).
 */
export function TodayOverview() {
  const { t } = useTranslation('today');
  const { locale } = useLocale();
  const today = useLoad<TodayResponse>(() => fetchToday(locale), locale);
  return (
    <section aria-labelledby="today-heading" className="mb-8" data-testid="today-overview">
      <h2 id="today-heading" className="mb-1 text-xl font-bold">
        {t('title')}
      </h2>
      {today.data && (
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          {t('subtitle', { date: formatLocalDate(today.data.date, locale), timezone: today.data.time_zone })}
        </p>
      )}
      {today.error !== false ? (
        <LoadError
          message={today.error ?? t('load_failed')}
          retryLabel={t('retry')}
          onRetry={() => void today.reload()}
        />
      ) : !today.data ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : today.data.branches.length === 0 ? (
        <p>{t('no_branches')}</p>
      ) : (
        today.data.branches.map((b) => (
          <BranchToday
            key={b.branch_id}
            branch={b}
            date={today.data!.date}
            timeZone={today.data!.time_zone}
          />
        ))
      )}
    </section>
  );
}
