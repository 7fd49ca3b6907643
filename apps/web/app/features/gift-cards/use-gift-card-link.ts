import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openDialog } from '~/lib/dialogs';

/**
 * `/dashboard/gift-cards?card=SERIAL` (a "gift card received" notification): opens that card's details over the
 * list, then drops the parameter. The details dialog loads the card itself and says so when it is not the
 * customer's.
 */
export function useGiftCardLink(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const serial = params.get('card');
  useEffect(() => {
    if (!serial) return;
    setParams(
      (current) => {
        current.delete('card');
        return current;
      },
      { replace: true },
    );
    if (/^[A-Za-z0-9-]{1,64}$/.test(serial)) openDialog('gift-card-details', { serial, timeZone });
  }, [serial, setParams, timeZone]);
}
