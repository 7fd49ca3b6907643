import { useState } from 'react';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { formatList } from '~/lib/format-list';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { LoadError } from '~/components/ui/load-error';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { StatusBadge } from '~/admin-kit/status-badge';
import { useLoad } from '~/admin-kit/use-load';
import { AdminCard, NothingYet } from '~/admin-kit/admin-card';
import { fetchBooking } from '../api';
import { BookingActions, type Outcome } from './booking-actions';

/**
 * An order for staff (issue 16 item 5): who performs it, lines, payments, ledger entries; check in, move, take cash,
 * cancel, confirm again.
 */
export function BookingDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const booking = useLoad(() => fetchBooking(locale, id), `${locale}/${id}`);
  const [said, setSaid] = useState<Outcome | null>(null);
  const when = (iso: string | null) =>
    iso ? `${formatInstantDate(iso, timeZone, locale)} ${formatInstantTime(iso, timeZone, locale)}` : '—';

  if (booking.error !== false)
    return (
      <LoadError
        message={booking.error ?? t('load_failed')}
        retryLabel={t('retry')}
        onRetry={() => void booking.reload()}
      />
    );
  const b = booking.data;
  if (!b) return <Skeleton className="h-64 w-full" />;

  return (
    <>
      <p className="mb-2">
        <LocalizedLink to="/admin/bookings" className="text-sm text-brand-700 underline dark:text-brand-100">
          {t('booking.back')}
        </LocalizedLink>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t('booking.heading')} <bdi>{b.order_number}</bdi>
        </h1>
        <StatusBadge status={b.status} noShow={b.no_show} />
      </div>
      <div
        role={said?.kind === 'error' ? 'alert' : 'status'}
        data-testid="booking-outcome"
        className={
          said
            ? said.kind === 'ok'
              ? 'mb-4 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
              : 'mb-4 rounded-2xl bg-red-50 p-4 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100'
            : 'sr-only'
        }
      >
        {said?.text}
      </div>
      <BookingActions booking={b} onChanged={booking.setData} onOutcome={setSaid} />
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminCard id="b-summary" title={t('booking.summary')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.customer')}</dt>
            <dd>
              <LocalizedLink
                to={`/admin/customers/${b.customer.id}`}
                className="text-brand-700 underline dark:text-brand-100"
              >
                {b.customer.name}
              </LocalizedLink>
              {b.customer.mobile && (
                <>
                  {' · '}
                  <bdi dir="ltr">+{b.customer.mobile}</bdi>
                </>
              )}
            </dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.branch')}</dt>
            <dd>{b.branch_name ?? '—'}</dd>
            {b.services.length > 0 && (
              <>
                <dt className="text-slate-600 dark:text-slate-300">{t('booking.services')}</dt>
                <dd>{formatList(b.services, locale)}</dd>
                <dt className="text-slate-600 dark:text-slate-300">{t('booking.staff')}</dt>
                <dd data-testid="booking-staff">
                  {b.staff.length ? formatList(b.staff, locale) : t('booking.no_staff')}
                </dd>
              </>
            )}
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.when')}</dt>
            <dd>{when(b.start_at)}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.arrived')}</dt>
            <dd>{b.customer_arrived ? t('booking.yes') : t('booking.no')}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.payment_method')}</dt>
            <dd>{t(`booking.method_${b.payment_method}`, { defaultValue: b.payment_method })}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.discounts')}</dt>
            <dd>{formatMoney(b.discounts, locale)}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('booking.tax')}</dt>
            <dd>{formatMoney(b.tax_amount, locale)}</dd>
            <dt className="font-semibold">{t('booking.total')}</dt>
            <dd className="font-semibold">{formatMoney(b.total, locale)}</dd>
          </dl>
        </AdminCard>
        {b.deposit_amount > 0 && (
          <AdminCard id="b-deposit" title={t('booking.deposit')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="booking-deposit">
              <dt className="text-slate-600 dark:text-slate-300">{t('booking.deposit_amount')}</dt>
              <dd>{formatMoney(b.deposit_amount, locale)}</dd>
              <dt className="text-slate-600 dark:text-slate-300">{t('booking.paid_online')}</dt>
              <dd>{formatMoney(b.paid_online, locale)}</dd>
              <dt className="text-slate-600 dark:text-slate-300">{t('booking.due_at_visit')}</dt>
              <dd>
                {formatMoney(b.due_at_visit, locale)}
                {b.visit_paid_at && b.visit_paid_method && (
                  <>
                    {' · '}
                    {t(`booking.visit_paid_by_${b.visit_paid_method}`, { when: when(b.visit_paid_at) })}
                  </>
                )}
              </dd>
              {b.deposit_status && (
                <>
                  <dt className="text-slate-600 dark:text-slate-300">{t('booking.deposit_status')}</dt>
                  <dd className="font-semibold">{t(`booking.deposit_${b.deposit_status}`)}</dd>
                </>
              )}
            </dl>
          </AdminCard>
        )}
        <AdminCard id="b-lines" title={t('booking.lines')}>
          <ul className="flex flex-col gap-2 text-sm">
            {b.lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3">
                <span>
                  {l.name}
                  {l.type === 'service'
                    ? ` · ${t('booking.visitors', { count: l.visitors, n: formatNumber(l.visitors, locale) })} · ${when(l.start_at)}`
                    : ` × ${formatNumber(l.quantity, locale)}`}
                </span>
                <span className="whitespace-nowrap">{formatMoney(l.total_price, locale)}</span>
              </li>
            ))}
          </ul>
        </AdminCard>
        <AdminCard id="b-payments" title={t('booking.payments')}>
          {b.payments.length === 0 ? (
            <NothingYet>{t('booking.none')}</NothingYet>
          ) : (
            <ul className="flex flex-col gap-2 text-sm" data-testid="booking-payments">
              {b.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-3">
                  <span>
                    {t(`booking.method_${p.method}`, { defaultValue: p.method })}
                    {p.scheme && ` (${t(`booking.scheme_${p.scheme}`, { defaultValue: p.scheme })})`} ·{' '}
                    {t(`payment_status.${p.status}`, { defaultValue: p.status })}
                  </span>
                  <span className="whitespace-nowrap">{formatMoney(p.amount, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
        <AdminCard id="b-ledger" title={t('booking.ledger')}>
          {b.ledger.length === 0 ? (
            <NothingYet>{t('booking.none')}</NothingYet>
          ) : (
            <ul className="flex flex-col gap-2 text-sm" data-testid="booking-ledger">
              {b.ledger.map((e) => (
                <li key={e.id} className="flex justify-between gap-3">
                  <span>
                    {t(`account.${e.account}`, { defaultValue: e.account })} ·{' '}
                    {t(`ledger_reason.${e.reason}`, { defaultValue: e.reason })}
                  </span>
                  <bdi className="whitespace-nowrap">
                    {e.account === 'points'
                      ? formatNumber(e.amount, locale, { signDisplay: 'always' })
                      : `${e.amount > 0 ? '+' : ''}${formatMoney(e.amount, locale)}`}
                  </bdi>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
      </div>
    </>
  );
}
