import { useId, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { GiftCardDesign } from '@hajz/contracts/gift-card-designs';
import { maxGiftCardQuantity } from '@hajz/contracts/cart-rules';
import { Button } from '~/components/ui/button';
import { Stepper } from '~/components/ui/stepper';
import { ApiError } from '~/lib/api-client';
import { isSignedIn } from '~/lib/auth-store';
import { addToCart } from '~/lib/cart-api';
import { localizePath, stripLocale } from '~/lib/locale';
import { formatMoney, formatNumber, padCounter } from '~/lib/money';
import { openSignIn } from '~/lib/sign-in';
import { toast, useToasts } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';

const chipClass =
  'inline-flex min-h-11 min-w-24 cursor-pointer items-center justify-center rounded-full bg-white px-4 py-2 font-semibold tabular-nums text-slate-800 ring-1 ring-sand-200 transition-colors hover:ring-brand-500 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:has-checked:bg-brand-100 dark:has-checked:text-brand-900';

/**
 * One gift card design: its picture, name and description, the amounts as radio chips (one tab stop, arrow keys
 * move the choice), a quantity, and "Add to cart". A guest is asked to sign in first and comes back here.
 */
export function DesignCard({ design }: { design: GiftCardDesign }) {
  const { t } = useTranslation('giftshop');
  const { locale } = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const amountsName = useId();
  const [amount, setAmount] = useState(design.amounts[0]!);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  /** Spec §7 POST cart: the design, the chosen amount, the quantity, and a branch that sells it. */
  const add = async () => {
    if (!isSignedIn()) return openSignIn({ redirectTo: stripLocale(pathname) + search });
    const branch = design.branch_ids[0];
    if (adding || branch === undefined) return;
    setAdding(true);
    try {
      const envelope = await addToCart(locale, {
        product_id: design.id,
        branch_id: branch,
        quantity,
        amount,
        visitors: 1,
      });
      useToasts.getState().add({
        title: envelope.message,
        color: 'success',
        action: { label: t('go_to_cart'), onClick: () => navigate(localizePath('/cart', locale)) },
      });
    } catch (error) {
      toast((error instanceof ApiError && error.envelope.message) || t('add_failed'), 'error');
    } finally {
      setAdding(false);
    }
  };

  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-testid="gift-card-design"
        className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <img
          src={design.image}
          alt=""
          width={320}
          height={200}
          className="aspect-[8/5] w-full bg-sand-100 object-cover"
        />
        <div className="flex flex-1 flex-col p-4">
          <h2 id={titleId} className="text-lg font-bold">
            {design.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{design.description}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('validity', {
              count: design.validity_days,
              days: formatNumber(design.validity_days, locale),
            })}
          </p>
          <fieldset className="mt-4">
            <legend className="font-semibold">{t('amount')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {design.amounts.map((value) => (
                <label key={value} className={chipClass}>
                  <input
                    type="radio"
                    name={amountsName}
                    value={value}
                    checked={amount === value}
                    onChange={() => setAmount(value)}
                    className="sr-only"
                  />
                  {formatMoney(value, locale)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-4">
            <Stepper
              label={t('quantity')}
              value={quantity}
              display={padCounter(quantity)}
              onChange={setQuantity}
              min={1}
              max={maxGiftCardQuantity}
              decreaseLabel={t('decrease')}
              increaseLabel={t('increase')}
            />
          </div>
          <p className="mt-4 font-bold tabular-nums" aria-live="polite" data-testid="gift-card-design-total">
            {t('total', { amount: formatMoney(amount * quantity, locale) })}
          </p>
          <Button
            className="mt-4 w-full sm:mt-auto"
            onClick={add}
            disabled={adding}
            aria-busy={adding || undefined}
          >
            {t('add_to_cart')}
            <span className="sr-only">{t('for_design', { name: design.name })}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
