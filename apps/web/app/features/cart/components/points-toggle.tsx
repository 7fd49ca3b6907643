import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';

type Points = Pick<Cart, 'loyalty_points' | 'redeem_points' | 'redeem_points_price'>;

/** "Use my points": the points the customer has and their worth; when on, the points this order uses. */
export function PointsToggle({ cart }: { cart: Points }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const id = useId();
  const hintId = useId();
  const on = useCart((s) => s.selection.use_points);
  const busy = useCart((s) => s.choosing === 'points');
  const { available, value } = cart.loyalty_points;
  return (
    <div className="flex items-start gap-3" data-testid="points-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        // Points can always be turned off, even when none are left.
        disabled={available === 0 && !on}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        onChange={(e) => void useCart.getState().setUsePoints(locale, e.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {t('cart.points.label')}
        </label>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {available === 0
            ? t('cart.points.none')
            : t('cart.points.available', {
                count: available,
                points: formatNumber(available, locale),
                value: formatMoney(value, locale),
              })}
        </p>
        {busy ? (
          <p role="status" className="text-sm">
            {t('cart.points.updating')}
          </p>
        ) : (
          on &&
          cart.redeem_points > 0 && (
            <p className="text-sm font-medium" data-testid="points-used">
              {t('cart.points.using', {
                count: cart.redeem_points,
                points: formatNumber(cart.redeem_points, locale),
                value: formatMoney(cart.redeem_points_price, locale),
              })}
            </p>
          )
        )}
      </div>
    </div>
  );
}
