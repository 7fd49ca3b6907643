import { useCallback, useState, type FormEvent } from 'react';
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import type { AdminWaitlistEntry } from '@hajz/contracts/waitlist';
import { Button } from '~/components/ui/button';
import { slotsOn } from '~/components/appointment/slots';
import { TimeSlots } from '~/components/appointment/time-slots';
import { ApiError } from '~/lib/api-client';
import { formatLocalDate } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { AdminDialog } from '~/admin-kit/admin-dialog';
import { fetchFreeTimes, offerTime } from '../api';

/** Why the server refused, in the words it sent (in the page's language), else the screen's own. */
const refusal = (error: unknown) =>
  error instanceof ApiError
    ? error.envelope.message || Object.values(error.envelope.errors ?? {}).flat()[0] || null
    : null;

/**
 * Offer a waiting customer a time by hand (ADR 0055): the service's free times on the entry's day (the time the
 * customer asked for chosen when it is free again), then Offer. The server holds it for the customer; a time taken
 * meanwhile (409) or one the business does not offer (422) is said in the dialog, and the free times load again.
 */
export function OfferDialog({
  entry,
  onOffered,
  onRefused,
  onClose,
}: {
  entry: AdminWaitlistEntry;
  onOffered: (message: string) => void;
  /** The list may have changed (the entry offered or gone meanwhile). */
  onRefused: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('waitlist-admin');
  const { locale } = useLocale();
  const load = useCallback(
    () => fetchFreeTimes(locale, entry.product_id, entry.branch_id, entry.visitors),
    [locale, entry.product_id, entry.branch_id, entry.visitors],
  );
  const free = useServerState<AvailableTimesResponse>(load, load);
  const slots = free.data ? slotsOn(free.data.times, entry.date) : [];
  const wanted = entry.start_at ? Date.parse(entry.start_at) : NaN;
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? slots.find((s) => Date.parse(s.from_date_time) === wanted)?.from ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const day = formatLocalDate(entry.date, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const slot = slots.find((s) => s.from === chosen);
    if (!slot) {
      setError(t('offer.pick'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await offerTime(locale, entry.id, slot.from_date_time);
      onOffered(message);
    } catch (e) {
      setError(refusal(e) ?? t('offer.failed'));
      setPicked(null);
      onRefused();
      void free.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      title={t('offer.title', { name: entry.customer_name })}
      description={t('offer.description', { service: entry.product_name, date: day })}
      onClose={onClose}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        {free.error ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t('offer.load_failed')}
          </p>
        ) : !free.data ? (
          <p role="status" className="text-sm">
            {t('offer.loading')}
          </p>
        ) : slots.length === 0 ? (
          <p className="rounded-xl bg-sand-100 p-3 dark:bg-slate-800" data-testid="offer-no-times">
            {t('offer.no_times')}
          </p>
        ) : (
          <TimeSlots
            slots={slots}
            value={chosen}
            onChange={(from) => {
              setPicked(from);
              setError(null);
            }}
            legend={t('offer.times', { date: day })}
          />
        )}
        {error && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
            data-testid="offer-refused"
          >
            {error}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('offer.cancel')}
          </Button>
          <Button type="submit" disabled={busy || slots.length === 0} aria-busy={busy}>
            {busy ? t('offer.submitting') : t('offer.submit')}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
