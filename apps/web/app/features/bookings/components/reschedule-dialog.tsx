import { useCallback, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import { Button } from '~/components/ui/button';
import type { DialogProps } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { ApiError } from '~/lib/api-client';
import { bookableDates, slotsOn } from '~/components/appointment/slots';
import { DateAndTimePicker } from '~/components/appointment/date-and-time-picker';
import { fetchFreeTimes, rescheduleBooking } from '../api';

export type RescheduleProps = {
  orderId: number;
  orderProductId: number;
  productId: number;
  branchId: number;
  visitors: number;
  /** The booking is the first part of a visit: its next services, in order (ADR 0063). */
  thenProductIds?: readonly number[];
  onMoved?: () => void;
};

/**
 * Issue 28 item 3, registered as 'booking-reschedule': the booked service's free times (a calendar with dates
 * without times disabled, then the times of the chosen date) and Confirm. The server decides: a time taken in the
 * meantime (409) or a booking inside the cut-off (422) is a toast with its reason, in the customer's language.
 */
export default function RescheduleDialog({
  orderId,
  orderProductId,
  productId,
  branchId,
  visitors,
  thenProductIds,
  onMoved,
  close,
}: DialogProps<RescheduleProps>) {
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const then = thenProductIds?.join(',') ?? '';
  const load = useCallback(
    () => fetchFreeTimes(locale, productId, branchId, visitors, then ? then.split(',').map(Number) : []),
    [locale, productId, branchId, visitors, then],
  );
  const answer = useServerState<AvailableTimesResponse>(load, load);
  const times = answer.data?.times ?? null;
  const [picked, setPicked] = useState<{ date: string | null; time: string | null } | null>(null);
  const date = picked?.date ?? (times ? (bookableDates(times)[0] ?? null) : null);
  const time = picked?.time ?? null;
  const [saving, setSaving] = useState(false);
  const slots = times ? slotsOn(times, date) : [];

  const confirm = async () => {
    const slot = slots.find((s) => s.from === time);
    if (!slot) {
      toast(t('reschedule.pick_time'), 'error');
      return;
    }
    setSaving(true);
    try {
      await rescheduleBooking(locale, orderId, {
        order_product_id: orderProductId,
        start_at: slot.from_date_time,
      });
      toast(t('reschedule.success'), 'success');
      onMoved?.();
      close();
    } catch (error) {
      const message = error instanceof ApiError ? error.envelope.message : '';
      toast(t('reschedule.failed'), 'error', message || undefined);
      setSaving(false);
      void answer.reload();
    }
  };

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('reschedule.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm">{t('reschedule.description')}</Dialog.Description>
      <DateAndTimePicker
        times={times}
        failed={Boolean(answer.error)}
        value={{ date, time }}
        onChange={setPicked}
        texts={{
          failed: t('reschedule.load_failed'),
          loading: t('reschedule.loading'),
          date: t('reschedule.date'),
          noTimes: t('reschedule.no_times'),
          times: t('reschedule.times'),
        }}
      />
      <Button
        className="mt-6 w-full"
        onClick={confirm}
        disabled={saving || !times}
        data-testid="reschedule-confirm"
      >
        {saving ? t('reschedule.saving') : t('reschedule.confirm')}
      </Button>
    </div>
  );
}
