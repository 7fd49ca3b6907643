import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useNavigate } from 'react-router';
import type { PaymentMethodId } from '@hajz/contracts/cart-rules';
import { isOnlineMethod } from '@hajz/contracts/payment-methods';
import { stcPayMobile } from '@hajz/contracts/wallet-payments';
import { Button } from '~/components/ui/button';
import { MobileField } from '~/components/ui/mobile-field';
import { InstalmentLine } from '~/components/payment/instalment-line';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import type { DialogProps } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { nextPaymentStep, type ChoiceProps } from '../choice';
import { completeOrder } from '../complete';
import { newIdempotencyKey } from '../idempotency';
import { submitOrder } from '../submit';
import { applePaySession } from '../apple-pay';
import { ApplePayButton } from './apple-pay-button';

export type CheckoutPaymentProps = ChoiceProps & {
  /**
   * Why the customer is back here (ADR 0060): a declined STC Pay payment, a Tabby / Tamara decline or cancel. The
   * unpaid order keeps the times until its deadline; the next Confirm replaces it.
   */
  notice?: string | null;
};

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200 transition-colors hover:ring-brand-500 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-900 dark:ring-slate-700 dark:has-checked:ring-brand-100';

/**
 * Spec §2 checkout payment: every way to pay the cart lists (ADR 0052: an unavailable one disabled with its
 * reason), the STC Pay wallet's number when that is chosen, the total, and Confirm, which places the order. One
 * idempotency key per attempt: a double click or a retry after a lost answer cannot make two orders.
 * Registered as 'checkout-payment'.
 */
export default function CheckoutPaymentDialog({
  total,
  methods: listed,
  selection,
  gift = null,
  onOrderCreated,
  notice = null,
  close,
}: DialogProps<CheckoutPaymentProps>) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const navigate = useNavigate();
  // Apple Pay only where this browser can pay with it (ADR 0061).
  const methods = applePaySession() ? listed : listed.filter((m) => m.id !== 'apple_pay');
  const name = useId();
  const mobileId = useId();
  const usable = methods.filter((m) => m.available);
  const [method, setMethod] = useState<PaymentMethodId | null>(usable[0]?.id ?? null);
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A ref as well as the state: a second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  const attempt = useRef<{ what: string; key: string } | null>(null);

  // Gift cards, points or a promo cover everything: no way to pay to choose, the order is confirmed as it is.
  const covered = total === 0 && usable.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Apple Pay is paid from its own button (a session needs the click itself).
    if (!method || method === 'apple_pay' || busy.current) return;
    const wallet = method === 'stc_pay' && !covered ? stcPayMobile.safeParse(mobile) : null;
    if (wallet && !wallet.success) {
      setMobileError(t('choose.stc_mobile_invalid'));
      document.getElementById(mobileId)?.focus();
      return;
    }
    setMobileError(null);
    busy.current = true;
    setSaving(true);
    // A new key when the way to pay (or the wallet) changes: it is another order, not a retry of the same one.
    const what = `${method} ${wallet?.data ?? ''}`;
    if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
    const outcome = await submitOrder(
      locale,
      { method, selection, gift, stcPayMobile: wallet?.data },
      attempt.current.key,
      t('choose.failed'),
    );
    busy.current = false;
    setSaving(false);
    // No answer: keep the key, so pressing Confirm again cannot make a second order.
    if (outcome.kind === 'failed') return;
    attempt.current = null;
    if (outcome.kind === 'rejected') {
      // A number with no STC Pay wallet: said under the field, the dialog stays for another number or method.
      const refused = outcome.errors.stc_pay_mobile?.[0];
      if (refused) return setMobileError(refused);
      return close();
    }
    const { response } = outcome;
    onOrderCreated?.();
    if (response.payment === null) {
      completeOrder(response.order, response.confirmation_message.message_1, locale, navigate);
    } else {
      nextPaymentStep(response, { total, methods, selection, gift, onOrderCreated }, wallet?.data);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('choose.title')}</Dialog.Title>
      {!covered && <p className="mt-1 text-slate-600 dark:text-slate-300">{t('choose.intro')}</p>}
      {notice && (
        <p
          role="alert"
          data-testid="checkout-notice"
          className="mt-4 rounded-xl bg-red-50 px-3 py-2 font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {notice}
        </p>
      )}
      {covered ? (
        <p
          className="mt-5 rounded-2xl bg-brand-50 p-4 text-brand-900 dark:bg-slate-800 dark:text-brand-100"
          data-testid="checkout-covered"
        >
          {t('choose.covered')}
        </p>
      ) : usable.length === 0 ? (
        <p
          role="alert"
          className="mt-5 rounded-2xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('choose.none')}
        </p>
      ) : (
        <fieldset className="mt-5" disabled={saving}>
          <legend className="sr-only">{t('choose.methods')}</legend>
          <div className="grid gap-3" data-testid="checkout-methods">
            {methods.map((option) => {
              const hintId = `${name}-${option.id}-hint`;
              return (
                <label
                  key={option.id}
                  className={option.available ? optionClass : `${optionClass} cursor-not-allowed opacity-75`}
                  data-method={option.id}
                  data-available={option.available}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={method === option.id}
                    disabled={!option.available}
                    onChange={() => setMethod(option.id)}
                    aria-describedby={hintId}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <PaymentMethodLogo id={option.id} logo={option.logo} />
                  <span className="min-w-0">
                    <span className="block font-semibold">{option.name}</span>
                    <span id={hintId} className="block text-sm text-slate-600 dark:text-slate-300">
                      {!option.available ? (
                        <span data-testid="method-reason">{option.reason ?? t('choose.unavailable')}</span>
                      ) : option.instalments ? (
                        <InstalmentLine method={option} instalments={option.instalments} />
                      ) : (
                        t(`choose.hints.${option.id}`)
                      )}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {method === 'stc_pay' && (
            <div className="mt-4">
              <MobileField
                id={mobileId}
                label={t('choose.stc_mobile')}
                value={mobile}
                onChange={(digits) => {
                  setMobile(digits);
                  setMobileError(null);
                }}
                error={mobileError}
              />
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('choose.stc_mobile_hint')}</p>
            </div>
          )}
        </fieldset>
      )}
      <p className="mt-5 flex justify-between gap-3 border-t border-sand-200 pt-4 text-lg font-bold dark:border-slate-700">
        <span>{t('choose.total')}</span>
        <span className="whitespace-nowrap tabular-nums" data-testid="checkout-total">
          {formatMoney(total, locale)}
        </span>
      </p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={close}>
          {t('choose.cancel')}
        </Button>
        {method === 'apple_pay' && !covered ? (
          <ApplePayButton total={total} order={{ method, selection, gift }} onOrderCreated={onOrderCreated} />
        ) : (
          <Button type="submit" disabled={saving || !method} aria-busy={saving || undefined}>
            {saving
              ? t('choose.saving')
              : t(
                  covered
                    ? 'choose.confirm_covered'
                    : method !== null && isOnlineMethod(method)
                      ? 'choose.confirm_card'
                      : 'choose.confirm_cash',
                )}
          </Button>
        )}
      </div>
    </form>
  );
}
