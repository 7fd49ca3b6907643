import { useId } from 'react';
import type { Cart } from '@hajz/contracts/cart';
import { useAppSettings } from '~/lib/app-settings-store';
import { formatInstantTime } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useCart, type ProductFulfilment } from '../store';
import { AddressChoice, chooseAddress } from './address-choice';

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-sand-200 hover:ring-brand-500 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:ring-slate-700 dark:has-checked:ring-brand-100';

/**
 * How a cart of products reaches the customer (ADR 0024): delivered to a saved address (priced by its zone, or why
 * not), picked up at the branch (ready around a time), or, for a restaurant, eaten in. The server decides what is
 * offered and what applies; this shows it and sends the choice.
 */
export function FulfilmentChoice({ cart }: { cart: Cart }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const name = useId();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const busy = useCart((s) => s.choosing === 'fulfilment');
  // The way asked for shows at once; the server's answer confirms it (or the cart's own way comes back).
  const asked = useAppSettings((s) => s.deliveryMethod);
  const f = cart.fulfilment;
  const shown = busy ? asked : f.kind;
  const offered = f.available.filter((k): k is ProductFulfilment => k !== 'at_branch' && k !== 'home_visit');
  if (offered.length === 0) return null;
  const set = (kind: ProductFulfilment, addressId?: number) =>
    void useCart.getState().setFulfilment(locale, kind, addressId);
  const choose = (kind: ProductFulfilment) => {
    set(kind);
    if (kind === 'delivery' && f.address_id === null) chooseAddress((id) => set('delivery', id));
  };
  const branch = cart.products.find((p) => p.type === 'product')?.branch_name ?? '';
  return (
    <fieldset aria-busy={busy || undefined} data-testid="fulfilment-choice">
      <legend className="font-medium">{t('cart.fulfilment.legend')}</legend>
      <div className="mt-2 grid gap-2">
        {offered.map((kind) => (
          <label key={kind} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={kind}
              checked={shown === kind}
              onChange={() => choose(kind)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span className="font-semibold">{t(`cart.fulfilment.kind.${kind}`)}</span>
          </label>
        ))}
      </div>
      {f.kind === 'delivery' && (
        <AddressChoice
          label={t('cart.fulfilment.deliver_to')}
          address={f.address}
          applied={f.applied}
          message={f.message}
          onChoose={(id) => set('delivery', id)}
        />
      )}
      {f.kind === 'pickup' && f.ready_at && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="pickup-ready">
          {t('cart.fulfilment.ready', { branch, time: formatInstantTime(f.ready_at, timeZone, locale) })}
        </p>
      )}
      {busy && (
        <p role="status" className="mt-2 text-sm">
          {t('cart.fees.updating')}
        </p>
      )}
    </fieldset>
  );
}
