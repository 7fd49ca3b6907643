import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { cx } from '~/lib/cx';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { AddressChoice, chooseAddress } from './address-choice';

const optionClass = cx(
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-sand-200 hover:ring-brand-500 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:ring-slate-700 dark:has-checked:ring-brand-100',
);

/**
 * One service fee at a time (none, or one the cart offers), with its description and price. A home visit (a fee
 * that needs an address) asks for the address at once and then shows it, with the zone's terms the server priced
 * it by, or why it cannot go there (ADR 0023).
 */
export function ServiceFeeChoice({ cart }: { cart: Cart }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const name = useId();
  const chosen = useCart((s) => s.selection.service_fees[0]?.id ?? null);
  const busy = useCart((s) => s.choosing === 'service-fee');
  const fees = cart.available_service_fees;
  if (fees.length === 0) return null;
  const set = (id: number | null, addressId: number | null = null) =>
    void useCart.getState().setServiceFee(locale, id, addressId);
  const choose = (id: number | null) => {
    set(id);
    if (id !== null && fees.find((f) => f.id === id)?.requires_address) chooseAddress((a) => set(id, a));
  };
  return (
    <fieldset aria-busy={busy || undefined} data-testid="service-fee-choice">
      <legend className="font-medium">{t('cart.fees.legend')}</legend>
      <div className="mt-2 grid gap-2">
        <label className={optionClass}>
          <input
            type="radio"
            name={name}
            checked={chosen === null}
            onChange={() => choose(null)}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span>{t('cart.fees.none')}</span>
        </label>
        {fees.map((fee) => {
          const note = cart.service_fee_notes.find((n) => n.id === fee.id);
          return (
            <div key={fee.id}>
              <label className={optionClass}>
                <input
                  type="radio"
                  name={name}
                  value={fee.id}
                  checked={chosen === fee.id}
                  onChange={() => choose(fee.id)}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex justify-between gap-2">
                    <span className="font-semibold">{fee.name}</span>
                    <span className="whitespace-nowrap tabular-nums">
                      {fee.requires_address
                        ? t('cart.fees.from', { price: formatMoney(fee.price, locale) })
                        : formatMoney(fee.price, locale)}
                    </span>
                  </span>
                  {fee.description && (
                    <span className="block text-sm text-slate-600 dark:text-slate-300">
                      {fee.description}
                    </span>
                  )}
                </span>
              </label>
              {chosen === fee.id && note && (
                <AddressChoice
                  label={t('cart.fees.visit_address')}
                  address={note.address}
                  applied={note.applied}
                  message={note.message}
                  onChoose={(addressId) => set(fee.id, addressId)}
                />
              )}
            </div>
          );
        })}
      </div>
      {busy && (
        <p role="status" className="mt-2 text-sm">
          {t('cart.fees.updating')}
        </p>
      )}
    </fieldset>
  );
}
