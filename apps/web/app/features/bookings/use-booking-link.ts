import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { openDialog } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { fetchOrder } from './api';
import { isOrderDetails } from './validate';

/**
 * `/dashboard/bookings?booking=ID` (the link in a reminder text): opens that booking's details over the list, then
 * drops the parameter so going back or reloading does not open it again. Another customer's booking is a 404,
 * told as "not found in your account".
 */
export function useBookingLink(userId: number, timeZone: string) {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('bookings');
  const { locale } = useLocale();
  const wanted = params.get('booking');

  useEffect(() => {
    if (wanted === null) return;
    setParams(
      (current) => {
        current.delete('booking');
        return current;
      },
      { replace: true },
    );
    const id = Number(wanted);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    fetchOrder(locale, id)
      .then((order) => {
        if (!isOrderDetails(order)) throw new Error('not a booking');
        openDialog('booking-show', { order, timeZone, owner: userId });
      })
      .catch(() => toast(t('errors.not_found'), 'error'));
  }, [wanted, locale, setParams, t, timeZone, userId]);
}
