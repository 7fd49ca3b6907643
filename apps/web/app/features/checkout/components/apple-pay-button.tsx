import { useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { applePayJsVersion, applePayNetworks } from '@hajz/contracts/apple-pay';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { useTranslation } from '~/lib/use-translation';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { toast } from '~/lib/toast-store';
import { cx } from '~/lib/cx';
import type { OrderRequest } from '../api';
import { applePaySession, payWithApplePay, validateApplePayMerchant } from '../apple-pay';
import { completeOrder } from '../complete';
import { newIdempotencyKey } from '../idempotency';
import { submitOrder } from '../submit';

export type ApplePayButtonProps = {
  /** Halalas: what the payment sheet shows and the order charges. */
  total: number;
  /** The order the session pays for (placed in the click, so a retry after a cancel replays the same one). */
  order: OrderRequest;
  onOrderCreated?: () => void;
  className?: string;
};

/** Apple's own button where the browser draws it (Safari: `-apple-pay-button`, labelled in the page's language). */
const nativeStyle = {
  WebkitAppearance: '-apple-pay-button',
  ApplePayButtonType: 'book',
  ApplePayButtonStyle: 'black',
} as CSSProperties;

const drawsNativeButton = () =>
  typeof CSS !== 'undefined' && CSS.supports('-webkit-appearance', '-apple-pay-button');

/**
 * Issue 27 item 3 (ADR 0061): the Apple Pay button of the payment choice, shown only where
 * `ApplePaySession.canMakePayments()` says this browser can pay. Pressing it starts the session in the click (Apple
 * requires a user gesture), places the order while Apple asks for merchant validation (our server asks Apple),
 * sends the authorised token to be charged, and lands on the same success path as a card. A cancelled or declined
 * session leaves the customer at the payment choice with a message; the order keeps its times until its deadline.
 */
export function ApplePayButton({ total, order, onOrderCreated, className }: ApplePayButtonProps) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const label = useRootData()?.business.name ?? 'Hajz';
  const [session] = useState(applePaySession);
  const [busy, setBusy] = useState(false);
  // One order per dialog: pressing again after a cancel replays POST orders (same key), never a second order.
  const key = useRef(newIdempotencyKey());

  if (!session) return null;

  const start = () => {
    if (busy) return;
    const apple = new session(applePayJsVersion, {
      countryCode: 'SA',
      currencyCode: 'SAR',
      supportedNetworks: [...applePayNetworks],
      // 3-D Secure: the only capability mada supports (no EMV-only flows).
      merchantCapabilities: ['supports3DS'],
      total: { label, amount: (total / 100).toFixed(2), type: 'final' },
    });
    let placed: CreateOrderResponse | null = null;
    const stop = (message: string | null) => {
      setBusy(false);
      if (message) toast(message, 'error');
    };

    apple.onvalidatemerchant = async (event) => {
      const outcome = await submitOrder(locale, order, key.current, t('choose.failed'));
      if (outcome.kind !== 'created' || !outcome.response.payment) {
        // The server's refusal is already a toast.
        apple.abort();
        return stop(null);
      }
      placed = outcome.response;
      onOrderCreated?.();
      try {
        const merchantSession = await validateApplePayMerchant(
          locale,
          placed.payment!.merchant_reference,
          event.validationURL,
        );
        apple.completeMerchantValidation(merchantSession);
      } catch {
        apple.abort();
        stop(t('apple_pay.unavailable'));
      }
    };

    apple.onpaymentauthorized = async (event) => {
      if (!placed?.payment) return apple.completePayment({ status: session.STATUS_FAILURE });
      try {
        const result = await payWithApplePay(locale, placed.payment.merchant_reference, event.payment.token);
        apple.completePayment({ status: result.paid ? session.STATUS_SUCCESS : session.STATUS_FAILURE });
        if (result.paid) completeOrder(placed.order, result.message, locale, navigate);
        else stop(result.reason === 'pending' ? t('apple_pay.pending') : t('apple_pay.declined'));
      } catch {
        apple.completePayment({ status: session.STATUS_FAILURE });
        stop(t('apple_pay.declined'));
      }
    };

    apple.oncancel = () => stop(t('apple_pay.cancelled'));

    setBusy(true);
    apple.begin();
  };

  const native = drawsNativeButton();
  return (
    <button
      type="button"
      lang={locale}
      onClick={start}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={t('apple_pay.button')}
      data-testid="apple-pay-button"
      style={native ? nativeStyle : undefined}
      className={cx(
        'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 font-semibold disabled:opacity-60',
        // Where Safari does not draw it: Apple's black button with the mark's words.
        !native &&
          'bg-black text-white hover:bg-slate-800 dark:bg-white dark:text-black dark:hover:bg-sand-100',
        className,
      )}
    >
      {native ? null : t('apple_pay.button')}
    </button>
  );
}
