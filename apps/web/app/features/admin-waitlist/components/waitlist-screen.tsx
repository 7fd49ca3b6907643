import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminWaitlistEntry, AdminWaitlistResponse } from '@hajz/contracts/waitlist';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { formatInstantDate, formatInstantTime, formatLocalDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { AdminList } from '~/admin-kit/admin-list';
import { askedDay, BranchSelect, DayStepper, useDayBranch } from '~/admin-kit/day-filters';
import { StatusBadge } from '~/admin-kit/status-badge';
import { useLoad } from '~/admin-kit/use-load';
import { fetchWaitlist } from '../api';
import { OfferDialog } from './offer-dialog';

/**
 * The desk's waitlist (issue 28 item 4, ADR 0055): a branch's waiting customers on one day, first in line first —
 * who, their mobile, the service, the time they want (or any time), when they joined and where they stand (waiting;
 * offered, with the time held for them and until when; booked; expired). A waiting customer can be offered a free
 * time by hand: it is held for them like any offer. Opens on today and the staff member's branch
 * (`?branch_id=&date=` to open elsewhere).
 */
export function WaitlistScreen() {
  const { t } = useTranslation('waitlist-admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const [search] = useSearchParams();
  const { branches, branchId, setBranchId } = useDayBranch(Number(search.get('branch_id')) || null);
  const [date, setDate] = useState(() => askedDay(search.get('date'), timeZone));
  const [offering, setOffering] = useState<AdminWaitlistEntry | null>(null);
  const [notice, setNotice] = useState('');
  const list = useLoad<AdminWaitlistResponse | null>(
    () => (branchId === null ? Promise.resolve(null) : fetchWaitlist(locale, { branch_id: branchId, date })),
    `${locale}/${branchId}/${date}`,
  );
  const time = (iso: string) => formatInstantTime(iso, timeZone, locale);
  const at = (iso: string) => t('at', { date: formatInstantDate(iso, timeZone, locale), time: time(iso) });

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div
        role="group"
        aria-label={t('filters')}
        className="mb-4 flex flex-wrap items-end gap-3"
        data-testid="waitlist-filters"
      >
        <BranchSelect
          branches={branches}
          value={branchId}
          onChange={(id) => {
            setBranchId(id);
            setNotice('');
          }}
        />
        <DayStepper
          date={date}
          timeZone={timeZone}
          onChange={(d) => {
            setDate(d);
            setNotice('');
          }}
        />
      </div>
      <p role="status" aria-live="polite" className="mb-2 min-h-6 text-sm" data-testid="waitlist-notice">
        {notice}
      </p>
      <AdminList
        load={list}
        isEmpty={(data) => !data || data.entries.length === 0}
        none={t('none', { date: formatLocalDate(date, locale) })}
        emptyTestId="waitlist-none"
        fallback={t('load_failed')}
      >
        {(data) => (
          <ol className="flex flex-col gap-3" data-testid="admin-waitlist" aria-label={t('list')}>
            {data!.entries.map((entry) => (
              <li
                key={entry.id}
                className="rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
                data-testid="admin-waitlist-entry"
                data-status={entry.status}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 font-semibold">
                    <bdi>{entry.customer_name}</bdi>
                  </p>
                  <StatusBadge status={entry.status} label={t(`status.${entry.status}`)} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600 dark:text-slate-300">{t('mobile')}</dt>
                  <dd className="min-w-0">
                    {entry.mobile_number ? (
                      <a
                        href={`tel:+${entry.mobile_number}`}
                        className="text-brand-700 underline dark:text-brand-100"
                      >
                        <bdi dir="ltr">+{entry.mobile_number}</bdi>
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                  <dt className="text-slate-600 dark:text-slate-300">{t('service')}</dt>
                  <dd className="min-w-0">
                    {entry.product_name}
                    {entry.visitors > 1 && <> · {t('visitors', { count: entry.visitors })}</>}
                  </dd>
                  <dt className="text-slate-600 dark:text-slate-300">{t('wanted')}</dt>
                  <dd>{entry.start_at ? time(entry.start_at) : t('any_time')}</dd>
                  <dt className="text-slate-600 dark:text-slate-300">{t('joined')}</dt>
                  <dd>{at(entry.created_at)}</dd>
                </dl>
                {entry.status === 'offered' && entry.offer_start_at && entry.offer_expires_at && (
                  <p className="mt-2 text-sm font-semibold" data-testid="admin-waitlist-offer">
                    {t('offered', { time: time(entry.offer_start_at), until: time(entry.offer_expires_at) })}
                  </p>
                )}
                {entry.status === 'waiting' && (
                  <Button
                    variant="secondary"
                    className="mt-3"
                    onClick={() => setOffering(entry)}
                    aria-label={t('offer.open_for', { name: entry.customer_name })}
                  >
                    {t('offer.open')}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </AdminList>
      {offering && (
        <OfferDialog
          entry={offering}
          onClose={() => setOffering(null)}
          onOffered={(message) => {
            setOffering(null);
            setNotice(message || t('offer.done'));
            void list.reload();
          }}
          onRefused={() => void list.reload()}
        />
      )}
    </>
  );
}
