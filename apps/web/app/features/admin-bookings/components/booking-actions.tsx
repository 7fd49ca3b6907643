import { useState } from 'react';
import type { AdminBookingDetail } from '@hajz/contracts/back-office';
import { ApiError } from '~/lib/api-client';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { resendConfirmation, takeCash } from '../api';
import { CancelDialog } from './cancel-dialog';

export type Outcome = { kind: 'ok' | 'error'; text: string };

/**
 * What the desk may do to an order now (the server decides again): take the cash due at the counter, send the
 * confirmation again, cancel. Each answer is said in the page's outcome line; a changed order replaces the shown one.
 */
export function BookingActions({
  booking,
  onChanged,
  onOutcome,
}: {
  booking: AdminBookingDetail;
  onChanged: (next: AdminBookingDetail) => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ message: string; data?: AdminBookingDetail }>) => {
    setBusy(true);
    try {
      const { message, data } = await action();
      if (data) onChanged(data);
      onOutcome({ kind: 'ok', text: message });
    } catch (e) {
      onOutcome({
        kind: 'error',
        text: e instanceof ApiError && e.envelope.message ? e.envelope.message : t('load_failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  if (!booking.can_cancel && !booking.can_resend && booking.cash_due === 0) return null;
  return (
    <div className="mb-5 flex flex-wrap gap-2">
      {booking.cash_due > 0 && (
        <Button disabled={busy} onClick={() => void run(() => takeCash(locale, booking.id))}>
          {t('booking.take_cash', { amount: formatMoney(booking.cash_due, locale) })}
        </Button>
      )}
      {booking.can_resend && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(async () => ({ message: (await resendConfirmation(locale, booking.id)).message }))
          }
        >
          {t('booking.resend')}
        </Button>
      )}
      {booking.can_cancel && (
        <CancelDialog
          booking={booking}
          onCancelled={(next, message) => {
            onChanged(next);
            onOutcome({ kind: 'ok', text: message });
          }}
        />
      )}
    </div>
  );
}
