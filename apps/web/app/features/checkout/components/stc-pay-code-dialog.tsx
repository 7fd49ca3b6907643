import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { fieldInputClass } from '~/components/ui/form-field';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import { ApiError } from '~/lib/api-client';
import { formatInstantTime } from '~/lib/dates';
import type { DialogProps } from '~/lib/dialogs';
import { formatMoney, formatNumber } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useCountdown } from '~/lib/use-countdown';
import { fetchDemoCode } from '~/lib/demo-outbox';
import { useServerState } from '~/lib/use-server-state';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { confirmStcPay, resendStcPayCode } from '../api';
import { backToChoice, type ChoiceProps } from '../choice';
import { completeOrder } from '../complete';

/** The wallet's code: 6 digits in the sandbox; the API takes 4 to 8 (ADR 0053). */
const codePattern = /^\d{4,8}$/;
/** A new code is sent 60 s after the last one at the earliest (the sign-in codes' rule, ADR 0053). */
const resendCooldownMs = 60_000;

export type StcPayCodeProps = {
  order: CreateOrderResponse;
  choice?: ChoiceProps;
  /** The wallet's number as typed (9 digits): the demo's outbox is asked for its code, like the sign-in's hint. */
  stcPayMobile?: string;
};

/**
 * STC Pay's one-time code (issue 27 item 4, ADR 0060): the wallet texted it to the number the customer gave; the
 * code confirms the payment. A wrong code says how many tries are left; a new code after the cooldown; paid → the
 * booking is confirmed like a card's; declined (or the payment closed) → back at the choice of a way to pay with
 * why, the times still held for the order. Registered as 'stc-pay-code'.
 */
export default function StcPayCodeDialog({
  order,
  choice,
  stcPayMobile,
  close,
}: DialogProps<StcPayCodeProps>) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const codeId = useId();
  const payment = order.payment;
  const reference = payment?.merchant_reference ?? order.order.order_number;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [triesLeft, setTriesLeft] = useState(payment?.stc_pay?.tries_left ?? null);
  const [resendAt, setResendAt] = useState(() => Date.now() + resendCooldownMs);
  const [busy, setBusy] = useState(false);
  // What the wallet is charged now: with a deposit, not what is due at the visit (ADR 0054).
  const amount = order.order.total - (order.order.due_at_visit ?? 0);
  const inFlight = useRef(false);
  const secondsLeft = useCountdown(resendAt);
  // The demo's last code for this number (no real SMS is sent), asked again after each new code.
  const loadDemoCode = useCallback(
    () => (stcPayMobile ? fetchDemoCode(stcPayMobile, 6) : Promise.resolve(null)),
    [stcPayMobile],
  );
  const demoCode = useServerState<string | null>(loadDemoCode, `${stcPayMobile} ${resendAt}`).data;
  const input = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!codePattern.test(code)) return fail(t('stc.code_invalid'));
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      const envelope = await confirmStcPay(locale, reference, code);
      const result = envelope.data!;
      if (result.paid) {
        completeOrder(order.order, envelope.message || t('result.payment_success'), locale, navigate);
        return;
      }
      if (result.reason === 'pending') {
        setInfo(envelope.message || t('stc.pending'));
        return;
      }
      // Declined by the wallet: choose again (the order keeps its times until its deadline).
      backToChoice(choice, envelope.message || t('stc.declined'), close);
    } catch (caught) {
      if (!(caught instanceof ApiError)) return fail(t('stc.failed'));
      const message = caught.envelope.message || t('stc.failed');
      if (caught.status === 409) return backToChoice(choice, message, close);
      const left = (caught.envelope.data as { tries_left?: number } | undefined)?.tries_left;
      if (typeof left === 'number') setTriesLeft(left);
      setCode('');
      fail(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setInfo(null);
    try {
      const state = await resendStcPayCode(locale, reference);
      setTriesLeft(state.tries_left);
      setResendAt(Date.now() + resendCooldownMs);
      setCode('');
      setInfo(t('stc.resent'));
      input.current?.focus();
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.envelope.message : '';
      if (caught instanceof ApiError && caught.status === 409) return backToChoice(choice, message, close);
      fail(message || t('stc.failed'));
    }
  };

  const out = triesLeft === 0;

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="flex items-center gap-3 pe-10 text-xl font-bold">
        <PaymentMethodLogo id="stc_pay" />
        {t('stc.title')}
      </Dialog.Title>
      <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="payment-order">
        {t('select.order', {
          number: order.order.order_number,
          total: formatMoney(order.order.total, locale),
        })}
      </p>
      <p className="mt-3 text-slate-700 dark:text-slate-200">
        {t('stc.sent_to')}{' '}
        <bdi dir="ltr" className="font-semibold whitespace-nowrap" data-testid="stc-mobile">
          {payment?.stc_pay?.mobile_masked ?? ''}
        </bdi>
      </p>
      <div className="mt-4">
        <label htmlFor={codeId} className="mb-1 block font-semibold">
          {t('stc.code_label')}
        </label>
        <input
          ref={input}
          id={codeId}
          name="otp"
          dir="ltr"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={8}
          autoFocus
          value={code}
          disabled={busy}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ''));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${codeId}-help${error ? ` ${codeId}-error` : ''}`}
          className={`${fieldInputClass} text-center text-2xl tracking-[0.4em] tabular-nums`}
        />
        <p id={`${codeId}-help`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {triesLeft !== null
            ? t('stc.tries_left', { count: triesLeft, n: formatNumber(triesLeft, locale) })
            : t('stc.code_help')}
        </p>
        {error && (
          <p
            id={`${codeId}-error`}
            role="alert"
            data-testid="stc-error"
            className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        )}
        {info && (
          <p role="status" className="mt-2 text-sm font-medium text-brand-800 dark:text-brand-100">
            {info}
          </p>
        )}
      </div>
      {demoCode && (
        <p
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="demo-code"
        >
          {t('stc.demo_hint', { code: demoCode })}
        </p>
      )}
      {payment && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t('select.held_until', { time: formatInstantTime(payment.expires_at, timeZone, locale) })}
        </p>
      )}
      <p
        className="mt-3 text-sm text-slate-700 dark:text-slate-300"
        aria-live="polite"
        data-testid="stc-resend"
      >
        {secondsLeft > 0 ? (
          t('stc.resend_in', { count: secondsLeft, n: formatNumber(secondsLeft, locale) })
        ) : (
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-700 underline dark:text-brand-100"
            onClick={() => void resend()}
          >
            {t('stc.resend')}
          </button>
        )}
      </p>
      <div className="mt-5 grid gap-3">
        <Button type="submit" disabled={busy || out} aria-busy={busy || undefined}>
          {busy ? t('stc.checking') : t('stc.pay', { total: formatMoney(amount, locale) })}
        </Button>
        <Button variant="secondary" onClick={() => backToChoice(choice, null, close)}>
          {t('bnpl.other')}
        </Button>
      </div>
    </form>
  );
}
