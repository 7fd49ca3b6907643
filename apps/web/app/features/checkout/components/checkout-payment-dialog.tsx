import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useNavigate } from 'react-router';
import type { Cart } from '@hajz/contracts/cart';
import type { PaymentMethodId } from '@hajz/contracts/cart-rules';
import type { GiftDraft } from '@hajz/contracts/gifting-rules';
import type { CartSelection } from '@hajz/contracts/pricing-rules';
import { isOnlineMethod } from '@hajz/contracts/payment-methods';
import { Button } from '~/components/ui/button';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import { replaceDialog } from '~/lib/dialog-flow';
import type { DialogProps } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { completeOrder } from '../complete';
import { newIdempotencyKey } from '../idempotency';
import { submitOrder } from '../submit';
import { applePaySession } from '../apple-pay';
import { ApplePayButton } from './apple-pay-button';

export type CheckoutPaymentProps = {
  total: number;
  methods: Cart['payment_methods'];
  /** What the cart applies of the customer's selection (promo code, gift cards, points, fee). */
  selection: CartSelection;
  /** Spec §3: the recipient when the cart is sent as a gift. */
  gift?: GiftDraft | null;
  /** Spec §4: the order exists, so the cart's selection starts again. */
  onOrderCreated?: () => void;
};

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-200 transition-colors hover:ring-brand-500 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-900 dark:ring-slate-700 dark:has-checked:ring-brand-100';

/**
 * Spec §2 checkout payment: cash (pay at the branch) or online (card), the total, and Confirm, which places the
 * order. One idempotency key per attempt: a double click or a retry after a lost answer cannot make two orders.
 * Registered as 'checkout-payment'.
 */
export default function CheckoutPaymentDialog({
  total,
  methods: listed,
  selection,
  gift = null,
  onOrderCreated,
  close,
}: DialogProps<CheckoutPaymentProps>) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const navigate = useNavigate();
  // Apple Pay only where this browser can pay with it (ADR 0061).
  const methods = applePaySession() ? listed : listed.filter((m) => m.id !== 'apple_pay');
  const name = useId();
  const [method, setMethod] = useState<PaymentMethodId | null>(methods[0]?.id ?? null);
  const [saving, setSaving] = useState(false);
  // A ref as well as the state: a second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  const attempt = useRef<{ method: PaymentMethodId; key: string } | null>(null);

  // Gift cards, points or a promo cover everything: no way to pay to choose, the order is confirmed as it is.
  const covered = total === 0 && methods.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Apple Pay is paid from its own button (a session needs the click itself).
    if (!method || method === 'apple_pay' || busy.current) return;
    busy.current = true;
    setSaving(true);
    if (attempt.current?.method !== method) attempt.current = { method, key: newIdempotencyKey() };
    const outcome = await submitOrder(
      locale,
      { method, selection, gift },
      attempt.current.key,
      t('choose.failed'),
    );
    busy.current = false;
    setSaving(false);
    // No answer: keep the key, so pressing Confirm again cannot make a second order.
    if (outcome.kind === 'failed') return;
    attempt.current = null;
    if (outcome.kind === 'rejected') return close();
    const { response } = outcome;
    onOrderCreated?.();
    if (response.payment === null) {
      completeOrder(response.order, response.confirmation_message.message_1, locale, navigate);
    } else {
      replaceDialog('payment-selection', { order: response });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('choose.title')}</Dialog.Title>
      {!covered && <p className="mt-1 text-slate-600 dark:text-slate-300">{t('choose.intro')}</p>}
      {covered ? (
        <p
          className="mt-5 rounded-2xl bg-brand-50 p-4 text-brand-900 dark:bg-slate-800 dark:text-brand-100"
          data-testid="checkout-covered"
        >
          {t('choose.covered')}
        </p>
      ) : methods.length === 0 ? (
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
            {methods.map((option) => (
              <label key={option.id} className={optionClass}>
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={method === option.id}
                  onChange={() => setMethod(option.id)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <PaymentMethodLogo id={option.id} logo={option.logo} />
                <span>
                  <span className="block font-semibold">{option.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {t(`choose.hints.${option.id}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
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
