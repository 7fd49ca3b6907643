import { useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useNavigate } from 'react-router';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { isBnplMethod } from '@hajz/contracts/payment-methods';
import { Button } from '~/components/ui/button';
import { replaceDialog } from '~/lib/dialog-flow';
import type { DialogProps } from '~/lib/dialogs';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { backToChoice, type ChoiceProps } from '../choice';
import { completeOrder } from '../complete';
import { formatInstantTime } from '~/lib/dates';
import { openPaymentWindow } from '~/lib/payment-window';
import { usePaymentPolling } from '../use-payment-polling';

export type PaymentLoadingProps = {
  order: CreateOrderResponse;
  /** The page the payment tab shows (opened again from here when it was blocked). */
  url: string;
  /** The payment tab, or null when the browser blocked it. */
  popup: Window | null;
  /** The choice of a way to pay, to go back to after a Tabby / Tamara decline (ADR 0060). */
  choice?: ChoiceProps;
};

/**
 * Spec §2/§4 payment loading: waits for the payment made in the pop-up tab, asking the server every 3 s (at most
 * 20 pending answers) and at once when the tab reports back. The order stays pending meanwhile, so every way
 * out (a decline, a closed tab, no answer) offers "Try again" with the same order. Registered as 'payment-loading'.
 */
export default function PaymentLoadingDialog({
  order,
  url,
  popup,
  choice,
  close,
}: DialogProps<PaymentLoadingProps>) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const tab = useRef<Window | null>(popup);
  const [blocked, setBlocked] = useState(popup === null);

  const { state, restart } = usePaymentPolling({
    locale,
    reference: order.payment?.merchant_reference ?? order.order.order_number,
    popup: tab,
    fallbackMessage: t('result.failed'),
    onPaid: (result) => {
      try {
        tab.current?.close();
      } catch {
        // A tab we may no longer touch closes itself (/secure-payment does).
      }
      // The paid answer's own message: the order's creation message asked to complete the payment.
      completeOrder(order.order, result.message || t('result.payment_success'), locale, navigate);
    },
    onLost: close,
  });

  const openAgain = () => {
    const opened = openPaymentWindow(url);
    if (opened) {
      tab.current = opened;
      setBlocked(false);
    }
  };
  const tryAgain = () => replaceDialog('payment-selection', { order, choice });

  // Tabby / Tamara said no (declined, or the customer cancelled there): back at the choice of a way to pay, with
  // why; the times stay held for the order until its deadline (ADR 0060). A card's decline stays here (try again).
  const method = order.order.payment_method;
  const failure = state.phase === 'failed' ? state : null;
  useEffect(() => {
    if (!failure || !isBnplMethod(method)) return;
    const name = choice?.methods.find((m) => m.id === method)?.name ?? t(`names.${method}`);
    const key =
      failure.reason === 'cancelled'
        ? 'back.bnpl_cancelled'
        : failure.reason === 'order_expired'
          ? null
          : 'back.bnpl_declined';
    backToChoice(choice, key ? t(key, { method: name }) : failure.message, close);
  }, [failure, method, choice, close, t]);
  const expires = order.payment?.expires_at;

  const waiting = state.phase === 'waiting' || state.phase === 'paid';
  const status = {
    waiting: t(state.phase === 'waiting' && state.pending > 0 ? 'loading.checking' : 'loading.waiting'),
    paid: t('result.payment_success_title'),
    failed: t('loading.failed_title'),
    gave_up: t('loading.gave_up'),
    window_closed: t('loading.closed'),
    lost: '',
  }[state.phase];

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('loading.title')}</Dialog.Title>
      <div className="mt-5 flex items-start gap-3">
        {waiting && (
          <span
            aria-hidden="true"
            className="mt-0.5 size-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          />
        )}
        <p role="status" aria-live="polite" data-testid="payment-status" className="font-medium">
          {status}
        </p>
      </div>
      {state.phase === 'failed' && (
        <p
          role="alert"
          data-testid="payment-failure"
          className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {state.message}
        </p>
      )}
      {blocked && waiting && (
        <div className="mt-4 rounded-2xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <p>{t('loading.blocked')}</p>
          <Button className="mt-3" onClick={openAgain}>
            {t('loading.open')}
          </Button>
        </div>
      )}
      {!waiting && expires && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t('loading.still_pending', { time: formatInstantTime(expires, timeZone, locale) })}
        </p>
      )}
      <div className="mt-6 grid gap-3">
        {!waiting && <Button onClick={tryAgain}>{t('loading.try_again')}</Button>}
        {(state.phase === 'gave_up' || state.phase === 'window_closed') && (
          <Button variant="secondary" onClick={restart}>
            {t('loading.check_again')}
          </Button>
        )}
        <Button variant={waiting ? 'secondary' : 'ghost'} onClick={close}>
          {t('loading.cancel')}
        </Button>
      </div>
    </div>
  );
}
