import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { CodeForm } from './code-form';
import { linkButtonClass } from './field-class';

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
    <CodeForm
      ref={input}
      label={t('cart.promo.label')}
      labelClassName="mb-1 block font-medium"
      value={code}
      onChange={(value) => {
        setCode(value);
        setMissing(false);
      }}
      onSubmit={submit}
      message={message}
      messageAction={!missing && refused ? <RemovePromo code={refused.code} busy={busy} /> : null}
      busy={busy}
      testId="promo-form"
      messageTestId="promo-message"
    />
  );
}
