import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { cx } from '~/lib/cx';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';

const optionClass = (disabled: boolean) =>
  cx(
    'flex min-h-11 items-start gap-3 rounded-xl p-3 ring-1 ring-sand-200 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:ring-slate-700 dark:has-checked:ring-brand-100',
    disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:ring-brand-500',
  );

/**
 * One service fee at a time (none, or one the cart offers), with its description and price. Fees for a home
 * visit need a saved address, which the app cannot take yet: they show, disabled, with a hint saying so.
 */
export function ServiceFeeChoice({ fees }: { fees: Cart['available_service_fees'] }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const name = useId();
  const chosen = useCart((s) => s.selection.service_fees[0]?.id ?? null);
  const busy = useCart((s) => s.choosing === 'service-fee');
  if (fees.length === 0) return null;
  const choose = (id: number | null) => void useCart.getState().setServiceFee(locale, id);
  return (
    <fieldset aria-busy={busy || undefined} data-testid="service-fee-choice">
      <legend className="font-medium">{t('cart.fees.legend')}</legend>
      <div className="mt-2 grid gap-2">
        <label className={optionClass(false)}>
          <input
            type="radio"
            name={name}
            checked={chosen === null}
            onChange={() => choose(null)}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span>{t('cart.fees.none')}</span>
        </label>
        {fees.map((fee) => (
          <label key={fee.id} className={optionClass(fee.requires_address)}>
            <input
              type="radio"
              name={name}
              value={fee.id}
              checked={chosen === fee.id}
              disabled={fee.requires_address}
              onChange={() => choose(fee.id)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 flex-1">
              <span className="flex justify-between gap-2">
                <span className="font-semibold">{fee.name}</span>
                <span className="whitespace-nowrap tabular-nums">{formatMoney(fee.price, locale)}</span>
              </span>
              {fee.description && (
                <span className="block text-sm text-slate-600 dark:text-slate-300">{fee.description}</span>
              )}
              {fee.requires_address && (
                <span className="block text-sm font-medium text-amber-800 dark:text-amber-200">
                  {t('cart.fees.needs_address')}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {busy && (
        <p role="status" className="mt-2 text-sm">
          {t('cart.fees.updating')}
        </p>
      )}
    </fieldset>
  );
}
