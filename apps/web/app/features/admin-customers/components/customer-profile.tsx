import { useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api-client';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { StatusBadge } from '~/admin-kit/status-badge';
import { useLoad } from '~/admin-kit/use-load';
import { AdminCard, NothingYet, adminCardClass } from '~/admin-kit/admin-card';
import { addNote, fetchCustomer } from '../api';

/** A customer for staff (issue 16 item 6): figures, recent bookings, gift cards, and the staff's own notes. */
export function CustomerProfile({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const profile = useLoad(() => fetchCustomer(locale, id), `${locale}/${id}`);
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (profile.error !== false)
    return (
      <LoadError
        message={profile.error ?? t('load_failed')}
        retryLabel={t('retry')}
        onRetry={() => void profile.reload()}
      />
    );
  const c = profile.data;
  if (!c) return <Skeleton className="h-64 w-full" />;
  const when = (iso: string) =>
    `${formatInstantDate(iso, timeZone, locale)} ${formatInstantTime(iso, timeZone, locale)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { data, message } = await addNote(locale, c.id, note.trim());
      profile.setData({ ...c, notes: [data, ...c.notes] });
      setNote('');
      setSaid({ kind: 'ok', text: message });
    } catch (e) {
      setSaid({
        kind: 'error',
        text: e instanceof ApiError && e.envelope.message ? e.envelope.message : t('load_failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  const figures: [string, string][] = [
    [t('customer.bookings'), formatNumber(c.bookings, locale)],
    [t('customer.no_shows'), formatNumber(c.no_shows, locale)],
    [t('customer.spend'), formatMoney(c.spend, locale)],
    [t('customer.wallet'), formatMoney(c.wallet, locale)],
    [t('customer.points'), formatNumber(c.points, locale)],
  ];

  return (
    <>
      <p className="mb-2">
        <LocalizedLink to="/admin/customers" className="text-sm text-brand-700 underline dark:text-brand-100">
          {t('customer.back')}
        </LocalizedLink>
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{c.name || t('customers.no_name')}</h1>
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        {c.mobile && <bdi dir="ltr">+{c.mobile}</bdi>}
        {c.email && <> · {c.email}</>}
      </p>
      <dl
        className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        data-testid="customer-figures"
      >
        {figures.map(([label, value]) => (
          <div key={label} className={adminCardClass}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminCard id="c-notes" title={t('customer.notes')}>
          <NothingYet>{t('customer.notes_hint')}</NothingYet>
          <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-2">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('customer.new_note')}
              <textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                required
                maxLength={1000}
                rows={3}
                dir="auto"
                className="rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950"
              />
            </label>
            <div>
              <Button type="submit" disabled={busy}>
                {t('customer.save_note')}
              </Button>
            </div>
          </form>
          <div
            role={said?.kind === 'error' ? 'alert' : 'status'}
            className={said ? 'mt-2 text-sm font-semibold' : 'sr-only'}
            data-testid="note-outcome"
          >
            {said?.text}
          </div>
          <ul className="mt-3 flex flex-col gap-2" data-testid="customer-notes">
            {c.notes.map((n) => (
              <li key={n.id} className="rounded-xl bg-sand-50 p-3 text-sm dark:bg-slate-800">
                <p className="whitespace-pre-line" dir="auto">
                  {n.body}
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                  {n.author_name} · {when(n.created_at)}
                </p>
              </li>
            ))}
          </ul>
        </AdminCard>
        <AdminCard id="c-bookings" title={t('customer.recent')}>
          {c.recent_bookings.length === 0 ? (
            <NothingYet>{t('booking.none')}</NothingYet>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {c.recent_bookings.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <LocalizedLink
                      to={`/admin/bookings/${b.id}`}
                      className="text-brand-700 underline dark:text-brand-100"
                    >
                      <bdi>{b.order_number}</bdi>
                    </LocalizedLink>
                    <StatusBadge status={b.status} noShow={b.no_show} />
                  </span>
                  <span>{b.start_at ? when(b.start_at) : formatMoney(b.total, locale)}</span>
                </li>
              ))}
            </ul>
          )}
          <LocalizedLink
            to={`/admin/bookings?customer_id=${c.id}`}
            className="mt-3 inline-block text-sm text-brand-700 underline dark:text-brand-100"
          >
            {t('customer.all_bookings')}
          </LocalizedLink>
        </AdminCard>
        <AdminCard id="c-cards" title={t('customer.gift_cards')}>
          {c.gift_cards.length === 0 ? (
            <NothingYet>{t('booking.none')}</NothingYet>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {c.gift_cards.map((g) => (
                <li key={g.id} className="flex justify-between gap-2">
                  <bdi>{g.serial_number}</bdi>
                  <span>
                    {formatMoney(g.balance, locale)} / {formatMoney(g.value, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
      </div>
    </>
  );
}
