import { useState } from 'react';
import type { AdminBookingDetail } from '@hajz/contracts/back-office';
import { ApiError } from '~/lib/api-client';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { Button, buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useRootData } from '~/lib/root-data';
import { checkInBooking, fetchBooking, resendConfirmation, takeCash, takeVisitPayment } from '../api';
import { CancelDialog } from './cancel-dialog';

export type Outcome = { kind: 'ok' | 'error'; text: string };

/**
 * What the desk may do to an order now (the server decides again): check the customer in, move the visit (on the
 * calendar, opened on its day with the booking's move form), take the cash due at the counter or the rest of a
 * deposit booking (cash or card, issue 28), send the confirmation again, cancel. Each answer is said in the page's outcome line; a changed order replaces the shown one.
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
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
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
  if (
    !booking.can_cancel &&
    !booking.can_resend &&
    !booking.can_move &&
    !booking.can_check_in &&
    booking.cash_due === 0 &&
    booking.visit_due === 0
  )
    return null;
  const day = booking.start_at
    ? new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(booking.start_at))
    : '';
  const calendar = new URLSearchParams({
    ...(booking.branch_id ? { branch_id: String(booking.branch_id) } : {}),
    date: day,
    open: booking.order_number,
  });
  return (
    <div className="mb-5 flex flex-wrap gap-2">
      {booking.can_check_in && (
        <Button
          disabled={busy}
          data-testid="booking-check-in"
          onClick={() =>
            void run(async () => {
              const { message } = await checkInBooking(locale, booking.id);
              return { message, data: await fetchBooking(locale, booking.id) };
            })
          }
        >
          {t('booking.check_in')}
        </Button>
      )}
      {booking.can_move && (
        <LocalizedLink
          to={`/admin/calendar?${calendar.toString()}`}
          className={buttonClass('secondary')}
          aria-label={t('booking.move_of', { number: booking.order_number })}
          data-testid="booking-move"
        >
          {t('booking.move')}
        </LocalizedLink>
      )}
      {booking.cash_due > 0 && (
        <Button disabled={busy} onClick={() => void run(() => takeCash(locale, booking.id))}>
          {t('booking.take_cash', { amount: formatMoney(booking.cash_due, locale) })}
        </Button>
      )}
      {booking.visit_due > 0 &&
        (['cash', 'card'] as const).map((method) => (
          <Button
            key={method}
            disabled={busy}
            data-testid={`booking-visit-paid-${method}`}
            onClick={() => void run(() => takeVisitPayment(locale, booking.id, method))}
          >
            {t(`booking.visit_paid_${method}`, { amount: formatMoney(booking.visit_due, locale) })}
          </Button>
        ))}
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
