import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import type { PaymentStatusResponse } from '@hajz/contracts/orders';
import { paymentPolling } from '@hajz/contracts/order-rules';
import { checkPaymentStatus } from './api';
import { paymentMessageOf } from '~/lib/payment-window';
import { createPoller, type Poller, type PollState } from './poller';

type Options = {
  locale: Locale;
  /** The order's merchant reference (its number). */
  reference: string;
  /** The payment tab; the dialog swaps it when the customer opens the page again by hand. */
  popup: RefObject<Window | null>;
  fallbackMessage: string;
  onPaid: (result: PaymentStatusResponse) => void;
  /** Touching the pop-up threw: spec §4 closes the dialog. */
  onLost: () => void;
};

/**
 * The payment loading dialog's polling: starts on mount, checks at once when our /secure-payment page reports
 * back (a same-origin 'hajz-payment' message of kind 'payment'), and stops on unmount, so no timer outlives it.
 */
export function usePaymentPolling({ locale, reference, popup, fallbackMessage, onPaid, onLost }: Options) {
  const [state, setState] = useState<PollState>({ phase: 'waiting', pending: 0 });
  const poller = useRef<Poller | null>(null);
  const latest = useRef({ onPaid, onLost, fallbackMessage });
  useEffect(() => {
    latest.current = { onPaid, onLost, fallbackMessage };
  });

  useEffect(() => {
    const current = createPoller({
      check: () => checkPaymentStatus(locale, reference),
      intervalMs: paymentPolling.intervalMs,
      maxPending: paymentPolling.maxPendingAttempts,
      popup: () => popup.current,
      fallbackMessage: latest.current.fallbackMessage,
      onChange: (next) => {
        setState(next);
        if (next.phase === 'paid') latest.current.onPaid(next.result);
        if (next.phase === 'lost') latest.current.onLost();
      },
    });
    poller.current = current;
    current.start();
    const onMessage = (event: MessageEvent) => {
      if (paymentMessageOf(event, 'payment')) current.checkNow();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      current.stop();
    };
  }, [locale, reference, popup]);

  const checkNow = useCallback(() => poller.current?.checkNow(), []);
  const restart = useCallback(() => poller.current?.restart(), []);
  return { state, checkNow, restart };
}
