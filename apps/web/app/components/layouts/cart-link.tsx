import { useEffect } from 'react';
import { fetchCartItemCount, itemsIn, onCartChanged } from '~/lib/cart-api';
import { formatNumber } from '~/lib/money';
import { useCurrentUser } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from '../ui/localized-link';

/**
 * The header's cart icon: how many items the signed-in customer's cart holds, as a badge and in its name ("Cart,
 * 1 item"), loaded after the first render and moved by every cart change in this tab or another, without a reload.
 */
export function CartLink() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const userId = useCurrentUser()?.id ?? null;
  const { data, reload, setData } = useServerState<number>(
    () => (userId === null ? Promise.resolve(0) : fetchCartItemCount(locale)),
    userId,
  );
  useEffect(
    () => onCartChanged((cart) => (cart ? setData(itemsIn(cart)) : void reload())),
    [reload, setData],
  );
  const count = data ?? 0;
  return (
    <LocalizedLink
      to="/cart"
      data-testid="cart-link"
      className="relative flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
      aria-label={count > 0 ? t('nav.cart_items', { count }) : t('nav.cart')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path d="M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white dark:bg-brand-100 dark:text-brand-900"
        >
          {count > 99 ? formatNumber(99, locale) + '+' : formatNumber(count, locale)}
        </span>
      )}
    </LocalizedLink>
  );
}
