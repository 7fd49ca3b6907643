import { useCallback, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { AvailableDate, AvailableTimesResponse } from '@hajz/contracts/booking';
import { Button } from '~/components/ui/button';
import type { DialogProps } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { ApiError } from '~/lib/api-client';
import { bookableDates, slotsOn } from '~/components/appointment/slots';
import { DateAndTimePicker } from '~/components/appointment/date-and-time-picker';
import { fetchGiftTimes, scheduleGift } from '../api';

export type ScheduleGiftProps = {
  giftId: number;
  orderProductId: number;
  /** The line's current start (ISO), preselected when it is still free. */
  currentStart?: string | null;
  onScheduled?: () => void;
};

type Choice = { date: string | null; time: string | null };
const noChoice: Choice = { date: null, time: null };

/** The line's current date and time when that date still has free times, else the first free date (no time). */
function firstChoice(times: AvailableDate[], currentStart: string | null): Choice {
  const current = currentStart?.slice(0, 10);
  const open = bookableDates(times);
  const date = current && open.includes(current) ? current : (open[0] ?? null);
  const time =
    date === current && currentStart
      ? (slotsOn(times, date).find((s) => s.from_date_time === currentStart)?.from ?? null)
      : null;
  return { date, time };
}

/**
 * Spec §2/§4/§5 schedule gifted order, registered as 'schedule-gifted-order': a skeleton, then a calendar (dates
 * without times disabled, month and day names from the Arabic-Egypt locale, Western digits per ADR 0003) with the
 * first free date chosen, the times of the chosen date (choosing a date clears the time), and Confirm with a saving
 * state. Without a date and a time, Confirm warns instead (spec §5); the server's refusal is a titled toast (§8).
 */
export default function ScheduleGiftDialog({
  giftId,
  orderProductId,
  currentStart = null,
  onScheduled,
  close,
}: DialogProps<ScheduleGiftProps>) {
  const { t } = useTranslation('gifting');
  const { locale } = useLocale();
  const load = useCallback(
    () => fetchGiftTimes(locale, giftId, orderProductId),
    [locale, giftId, orderProductId],
  );
  const answer = useServerState<AvailableTimesResponse>(load, load);
  const times = answer.data?.times ?? null;
  const failed = Boolean(answer.error);
  // The customer's own choice once they make one; until then the line's current time (still free) or the first
  // free date.
  const [picked, setPicked] = useState<Choice | null>(null);
  const { date, time } = picked ?? (times ? firstChoice(times, currentStart) : noChoice);
  const [saving, setSaving] = useState(false);

  const slots = times ? slotsOn(times, date) : [];
  const confirm = async () => {
    const slot = slots.find((s) => s.from === time);
    if (!date || !slot) {
      toast(t('schedule.select_time_warning'), 'error');
      return;
    }
    setSaving(true);
    try {
      await scheduleGift(locale, giftId, {
        order_product_id: orderProductId,
        start_at: slot.from_date_time,
        end_at: slot.to_date_time,
      });
      toast(t('schedule.success_title'), 'success', t('schedule.success'));
      onScheduled?.();
      close();
    } catch (error) {
      const message = error instanceof ApiError ? error.envelope.message : '';
      toast(t('schedule.failed_title'), 'error', message || undefined);
      setSaving(false);
    }
  };

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('schedule.title')}</Dialog.Title>
      <Dialog.Description className="sr-only">{t('schedule.title')}</Dialog.Description>
      <DateAndTimePicker
        times={times}
        failed={failed}
        value={{ date, time }}
        onChange={setPicked}
        texts={{
          failed: t('schedule.product_not_found'),
          loading: t('schedule.loading'),
          date: t('schedule.date'),
          noTimes: t('schedule.no_times'),
          times: t('schedule.times'),
        }}
      />
      <Button
        className="mt-6 w-full"
        onClick={confirm}
        disabled={saving || !times}
        data-testid="schedule-confirm"
      >
        {saving ? t('schedule.saving') : t('schedule.confirm')}
      </Button>
    </div>
  );
}
