import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { adminBookingStatuses } from '@hajz/contracts/back-office-rules';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { formatList } from '~/lib/format-list';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeading } from '~/components/page-heading';
import { StatusBadge } from '~/admin-kit/status-badge';
import { useLoad } from '~/admin-kit/use-load';
import { AdminList } from '~/admin-kit/admin-list';
import { useStaffBranches } from '~/admin-kit/use-staff-branches';
import { fetchBookings, filterKeys, type BookingFilters } from '../api';

const field =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950';

/**
 * The desk's bookings (issue 16 item 5): search by number, mobile or name, filter by visit dates, branch, status
 * and customer; the filters live in the URL (back and forward, shareable), the list is paged by the server. Opened
 * without filters (from the menu) it shows today's visits (issue 30 item 12); clearing the filters shows every date.
 * Each row names the service and who performs it.
 */
export function BookingsScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const [search, setParams] = useSearchParams();
  // Opened bare (from the menu): today's visits on the business's calendar, said in the URL once the page is up.
  const [opening, setOpening] = useState(() => search.toString() === '');
  // The day it opened on ('' when opened with filters): a search by number, mobile or name leaves it for every date.
  const [openedOn] = useState(() =>
    opening ? new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()) : '',
  );
  const params = useMemo(
    () =>
      opening && search.toString() === '' ? new URLSearchParams({ from: openedOn, to: openedOn }) : search,
    [opening, search, openedOn],
  );
  useEffect(() => {
    if (!opening) return;
    if (search.toString() === '') setParams(params, { replace: true });
    else setOpening(false); // the URL holds today now: from here on an empty URL means every date
  }, [opening, search, params, setParams]);
  const filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as BookingFilters;
  const [draft, setDraft] = useState(filters);
  const key = params.toString();
  // The form follows the filters the address holds when they change, not when the same filters arrive again: the
  // opening day written into the address must not wipe a search typed meanwhile.
  useEffect(() => {
    const current = new URLSearchParams(key);
    setDraft(Object.fromEntries(filterKeys.map((k) => [k, current.get(k) ?? ''])) as BookingFilters);
  }, [key]);
  const list = useLoad(() => fetchBookings(locale, filters), `${locale}?${key}`);
  const branches = useStaffBranches();

  const apply = (next: Partial<BookingFilters>, from: BookingFilters = filters) =>
    setParams(Object.fromEntries(Object.entries({ ...from, ...next }).filter(([, v]) => v !== '')));
  const onTheOpeningDay = (f: BookingFilters) => !!openedOn && f.from === openedOn && f.to === openedOn;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ page: '', ...(draft.q.trim() && onTheOpeningDay(draft) ? { from: '', to: '' } : {}) }, draft);
  };
  const page = Number(filters.page || '1');
  const set = (k: keyof BookingFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <>
      <PageHeading title={t('bookings.title')} />
      <form
        onSubmit={onSubmit}
        className="mb-5 grid gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700 dark:bg-slate-900"
        aria-label={t('bookings.filters')}
      >
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2 lg:col-span-3">
          {t('bookings.search')}
          <input
            type="search"
            dir="auto"
            value={draft.q}
            onChange={set('q')}
            maxLength={60}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('bookings.from')}
          <input type="date" value={draft.from} onChange={set('from')} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('bookings.to')}
          <input type="date" value={draft.to} onChange={set('to')} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('bookings.status')}
          <select value={draft.status} onChange={set('status')} className={field}>
            <option value="">{t('bookings.any')}</option>
            {adminBookingStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {branches.length > 1 && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('bookings.branch')}
            <select value={draft.branch_id} onChange={set('branch_id')} className={field}>
              <option value="">{t('bookings.any')}</option>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{t('bookings.apply')}</Button>
          {key && (
            <Button variant="ghost" onClick={() => setParams({})}>
              {t('bookings.clear')}
            </Button>
          )}
        </div>
        {onTheOpeningDay(filters) && !filters.q && (
          <p className="text-sm text-slate-700 sm:col-span-2 lg:col-span-3 dark:text-slate-300">
            {t('bookings.today')}
          </p>
        )}
        {(filters.visit || filters.paid_on) && (
          <p
            className="text-sm text-slate-700 sm:col-span-2 lg:col-span-3 dark:text-slate-300"
            data-testid="bookings-today-filter"
          >
            {filters.visit
              ? t(`bookings.visit.${filters.visit}`, { defaultValue: filters.visit })
              : t('bookings.paid_on', {
                  date: filters.paid_on,
                  method: t(`booking.method_${filters.method}`, { defaultValue: filters.method }),
                })}{' '}
            <Button
              variant="ghost"
              className="min-h-9 px-3"
              onClick={() => apply({ visit: '', paid_on: '', method: '', page: '' })}
            >
              {t('bookings.every_booking')}
            </Button>
          </p>
        )}
        {filters.customer_id && (
          <p className="text-sm text-slate-700 sm:col-span-2 lg:col-span-3 dark:text-slate-300">
            {t('bookings.of_customer')}{' '}
            <Button
              variant="ghost"
              className="min-h-9 px-3"
              onClick={() => apply({ customer_id: '', page: '' })}
            >
              {t('bookings.all_customers')}
            </Button>
          </p>
        )}
      </form>

      <AdminList
        load={list}
        pages={{ page, hasMore: (data) => data.has_more, onPage: (p) => apply({ page: String(p) }) }}
        isEmpty={(data) => data.bookings.length === 0}
        none={t('bookings.none')}
        emptyTestId="bookings-none"
      >
        {(data) => (
          <ul className="flex flex-col gap-3" data-testid="admin-bookings">
            {data.bookings.map((b) => (
              <li
                key={b.id}
                className="grid gap-1 rounded-2xl border border-sand-200 bg-white p-4 sm:grid-cols-[1fr_auto] dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <LocalizedLink
                      to={`/admin/bookings/${b.id}`}
                      className="text-brand-700 underline dark:text-brand-100"
                    >
                      <bdi>{b.order_number}</bdi>
                    </LocalizedLink>
                    <StatusBadge status={b.status} noShow={b.no_show} />
                  </p>
                  <p className="text-sm">
                    {b.customer.name}
                    {b.customer.mobile && (
                      <>
                        {' · '}
                        <bdi dir="ltr">+{b.customer.mobile}</bdi>
                      </>
                    )}
                  </p>
                  {b.services.length > 0 && (
                    <p className="text-sm" data-testid="booking-row-service">
                      {formatList(b.services, locale)}
                      {b.staff.length > 0 && (
                        <> · {t('bookings.staff_of', { names: formatList(b.staff, locale) })}</>
                      )}
                    </p>
                  )}
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {[
                      b.branch_name,
                      b.start_at &&
                        `${formatInstantDate(b.start_at, timeZone, locale)} ${formatInstantTime(b.start_at, timeZone, locale)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <p className="font-semibold sm:text-end">{formatMoney(b.total, locale)}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}
