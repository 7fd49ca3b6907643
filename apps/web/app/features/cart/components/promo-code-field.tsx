import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@hajz/contracts/cart';
import { Button } from '~/components/ui/button';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { errorTextClass, fieldClass, linkButtonClass } from './field-class';

/**
 * The promo code: a field and Apply (Enter works) until the server applies a code, then the code as a chip with
 * what it saves and Remove. A code the server refuses stays in the field with the server's reason under it.
 */
export function PromoCodeField({ promo, discount }: { promo: Cart['promo']; discount: number }) {
  return promo?.applied ? (
    <AppliedPromo code={promo.code} discount={discount} />
  ) : (
    <PromoForm promo={promo} />
  );
}

function AppliedPromo({ code, discount }: { code: string; discount: number }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const busy = useCart((s) => s.choosing === 'promo');
  return (
    <div
      data-testid="promo-applied"
      className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3 py-1 dark:bg-slate-800"
    >
      <p className="min-w-0">
        <span className="block text-sm text-slate-600 dark:text-slate-300">{t('cart.promo.applied')}</span>
        <bdi className="font-semibold">{code}</bdi>
        {discount !== 0 && (
          <span className="ms-2 text-sm">
            {t('cart.promo.saves', { amount: formatMoney(Math.abs(discount), locale) })}
          </span>
        )}
      </p>
      <RemovePromo code={code} busy={busy} />
    </div>
  );
}

function RemovePromo({ code, busy }: { code: string; busy: boolean }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  return (
    <button
      type="button"
      className={linkButtonClass}
      aria-label={t('cart.promo.remove', { code })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void useCart.getState().removePromo(locale)}
    >
      {busy ? t('cart.removing') : t('cart.remove')}
    </button>
  );
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function PromoForm({ promo }: { promo: Cart['promo'] }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const busy = useCart((s) => s.choosing === 'promo');
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(promo?.code ?? '');
  const [missing, setMissing] = useState(false);
  // The server's reason belongs to the code it refused: it goes once the customer types another one.
  const refused = promo && !promo.applied && sameCode(code, promo.code) ? promo : null;
  const refusal = refused ? (refused.message ?? t('cart.promo.refused')) : null;
  const message = missing ? t('cart.promo.required') : refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed === '') return input.current?.focus();
    void useCart.getState().setPromo(locale, typed);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="promo-form">
      <label htmlFor={inputId} className="mb-1 block font-medium">
        {t('cart.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setMissing(false);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={message !== null || undefined}
          aria-describedby={message !== null ? messageId : undefined}
          className={fieldClass(message !== null)}
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('cart.applying') : t('cart.apply')}
        </Button>
      </div>
      {message !== null && (
        <div className="flex items-start justify-between gap-2">
          <p id={messageId} role="alert" className={errorTextClass} data-testid="promo-message">
            {message}
          </p>
          {!missing && refused && <RemovePromo code={refused.code} busy={busy} />}
        </div>
      )}
    </form>
  );
}
