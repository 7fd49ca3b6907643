import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import type { AdminBookingDetail } from '@hajz/contracts/back-office';
import { ApiError } from '~/lib/api-client';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { cancelBooking } from '../api';

/**
 * A staff cancel (issue 16 item 5): where the money paid goes back (the way it was paid, or the wallet) and why;
 * the server refunds and audits. Keyboard: Radix traps focus, Escape closes.
 */
export function CancelDialog({
  booking,
  onCancelled,
}: {
  booking: AdminBookingDetail;
  onCancelled: (booking: AdminBookingDetail, message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const [refundTo, setRefundTo] = useState<'original' | 'wallet'>('original');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paid = booking.payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data, message } = await cancelBooking(locale, booking.id, {
        refund_to: refundTo,
        reason: reason.trim(),
      });
      setOpen(false);
      onCancelled(data, message);
    } catch (e) {
      setError(e instanceof ApiError && e.envelope.message ? e.envelope.message : t('load_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger">{t('booking.cancel')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl outline-none sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-3xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">
            {t('booking.cancel_title', { number: booking.order_number })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            {paid > 0
              ? t('booking.cancel_paid', { amount: formatMoney(paid, locale) })
              : t('booking.cancel_unpaid')}
          </Dialog.Description>
          <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
            <fieldset>
              <legend className="text-sm font-semibold">{t('booking.refund_to')}</legend>
              {(['original', 'wallet'] as const).map((to) => (
                <label key={to} className="mt-2 flex items-center gap-2">
                  <input
                    type="radio"
                    name="refund_to"
                    value={to}
                    checked={refundTo === to}
                    onChange={() => setRefundTo(to)}
                    className="size-5 accent-brand-700"
                  />
                  {t(`booking.refund_${to}`)}
                </label>
              ))}
            </fieldset>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('booking.reason')}
              <textarea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                minLength={3}
                maxLength={500}
                rows={3}
                dir="auto"
                className="rounded-xl border border-slate-400 bg-white px-3 py-2 text-base font-normal dark:border-slate-600 dark:bg-slate-950"
              />
            </label>
            {error && (
              <p
                role="alert"
                className="rounded-xl bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
              >
                {error}
              </p>
            )}
            <div className="grid grid-cols-2 gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('booking.keep')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
                {t('booking.confirm_cancel')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
