import { useEffect } from 'react';
import { fetchCartItemCount, itemsIn, onCartChanged } from '~/lib/cart-api';
import { useCurrentUser } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { HeaderIconLink } from './header-icon-link';

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
    <HeaderIconLink
      to="/cart"
      testId="cart-link"
      badgeTestId="cart-badge"
      label={count > 0 ? t('nav.cart_items', { count }) : t('nav.cart')}
      count={count}
      tone="brand"
      icon="M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
    />
  );
}
