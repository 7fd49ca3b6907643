import { useCallback, useState } from 'react';
import type { WaitlistEntry } from '@hajz/contracts/waitlist';
import { Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ApiError } from '~/lib/api-client';
import { formatInstantDate, formatInstantTime, formatLocalDate } from '~/lib/dates';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { answerOffer, fetchWaitlist, leaveWaitlist } from '../api';

const badge: Record<WaitlistEntry['status'], string> = {
  waiting: 'bg-sand-100 dark:bg-slate-800',
  offered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  booked: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  expired: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

/**
 * My waitlist (issue 28 item 4): each entry's service, branch and date (and time when one was named), its status,
 * and for an offered time until when it is held, with Take it (into the cart) and No thanks (to the next in line).
 */
export function WaitlistView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const load = useCallback(() => fetchWaitlist(locale), [locale]);
  const list = useServerState<WaitlistEntry[]>(load, load);
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (entry: WaitlistEntry, what: 'accept' | 'decline' | 'leave') => {
    setBusy(entry.id);
    try {
      const message =
        what === 'leave' ? await leaveWaitlist(locale, entry.id) : await answerOffer(locale, entry.id, what);
      toast(message, 'success');
    } catch (error) {
      toast(t('waitlist.failed'), 'error', error instanceof ApiError ? error.envelope.message : undefined);
    } finally {
      setBusy(null);
      void list.reload();
    }
  };

  const time = (iso: string) => formatInstantTime(iso, timeZone, locale);
  return (
    <section aria-labelledby="waitlist-heading">
      <h1 id="waitlist-heading" className="mb-4 text-2xl font-bold">
        {t('waitlist.title')}
      </h1>
      {list.error ? (
        <p role="alert">{t('waitlist.load_failed')}</p>
      ) : !list.data ? (
        <div className="h-24 animate-pulse rounded-2xl bg-sand-100 dark:bg-slate-800" aria-busy="true">
          <span className="sr-only">{t('waitlist.loading')}</span>
        </div>
      ) : list.data.length === 0 ? (
        <p data-testid="waitlist-empty">{t('waitlist.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((entry) => (
            <li
              key={entry.id}
              className="rounded-2xl border border-sand-200 p-4 dark:border-slate-700"
              data-testid="waitlist-entry"
              data-status={entry.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{entry.product_name}</h2>
                <span className={`rounded-full px-3 py-1 text-sm ${badge[entry.status]}`}>
                  {t(`waitlist.status.${entry.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm">
                {entry.branch_name} · {formatLocalDate(entry.date, locale)}
                {entry.start_at ? ` · ${time(entry.start_at)}` : ` · ${t('waitlist.any_time')}`}
              </p>
              {entry.status === 'offered' && entry.offer_start_at && entry.offer_expires_at && (
                <div className="mt-3">
                  <p className="font-semibold" data-testid="waitlist-offer">
                    {t('waitlist.offer', {
                      date: formatInstantDate(entry.offer_start_at, timeZone, locale),
                      time: time(entry.offer_start_at),
                      until: time(entry.offer_expires_at),
                    })}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Button
                      onClick={() => act(entry, 'accept')}
                      disabled={busy === entry.id}
                      data-testid="waitlist-accept"
                    >
                      {t('waitlist.accept')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => act(entry, 'decline')}
                      disabled={busy === entry.id}
                    >
                      {t('waitlist.decline')}
                    </Button>
                  </div>
                </div>
              )}
              {entry.status === 'booked' && (
                <LocalizedLink to="/cart" className="mt-3 inline-block font-semibold underline">
                  {t('waitlist.in_cart')}
                </LocalizedLink>
              )}
              {entry.status === 'waiting' && (
                <Button
                  variant="ghost"
                  className="mt-3"
                  onClick={() => act(entry, 'leave')}
                  disabled={busy === entry.id}
                >
                  {t('waitlist.leave')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
