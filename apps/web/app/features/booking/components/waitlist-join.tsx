import { useId, useState } from 'react';
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { formatClock, formatLocalDate } from '~/lib/dates';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { joinWaitlist } from '../api';

/**
 * Issue 28 item 4 in the booking flow: a full day (a date of the calendar without a free time) or a time just taken
 * can be waited for. The server refuses a day or time that is free after all (422, said in a toast).
 */
export function WaitlistJoin({
  productId,
  visitors,
  times,
  taken,
}: {
  productId: number;
  visitors: number;
  times: AvailableTimesResponse;
  /** A time the customer chose and lost (date and 'HH:mm'), when there is one. */
  taken: { date: string; time: string } | null;
}) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const selectId = useId();
  const full = times.times.filter((d) => d.slots.length === 0).map((d) => d.date);
  const [date, setDate] = useState<string>('');
  const [saving, setSaving] = useState(false);
  // The business offset, from any listed time (ISO with offset): a taken time is sent as an instant.
  const offset = times.times.flatMap((d) => d.slots)[0]?.from_date_time.slice(-6) ?? '+03:00';
  if (full.length === 0 && !taken) return null;

  const join = async (body: { date: string; start_at?: string }) => {
    setSaving(true);
    try {
      const message = await joinWaitlist(locale, {
        product_id: productId,
        branch_id: times.branch_id,
        visitors,
        ...body,
      });
      toast(t('waitlist.joined'), 'success', message);
    } catch (error) {
      toast(t('waitlist.failed'), 'error', error instanceof ApiError ? error.envelope.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="rounded-2xl border border-sand-200 p-4 dark:border-slate-700" data-testid="waitlist-join">
      {taken && (
        <Button
          variant="secondary"
          className="w-full"
          disabled={saving}
          data-testid="waitlist-join-time"
          onClick={() => join({ date: taken.date, start_at: `${taken.date}T${taken.time}:00${offset}` })}
        >
          {t('waitlist.join_time', { time: formatClock(taken.time, locale) })}
        </Button>
      )}
      {full.length > 0 && (
        <div className={taken ? 'mt-4' : ''}>
          <label htmlFor={selectId} className="text-sm">
            {t('waitlist.full_day')}
          </label>
          <div className="mt-2 flex flex-wrap gap-3">
            <select
              id={selectId}
              className="min-w-0 flex-1 rounded-xl border border-sand-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              data-testid="waitlist-day"
            >
              <option value="">{t('waitlist.pick_day')}</option>
              {full.map((d) => (
                <option key={d} value={d}>
                  {formatLocalDate(d, locale)}
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              disabled={saving || !date}
              onClick={() => join({ date })}
              data-testid="waitlist-join-day"
            >
              {t('waitlist.join')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
