import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useShallow } from 'zustand/react/shallow';
import { Button, buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { onCartChanged } from '~/lib/cart-api';
import { openDialog } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { useNow } from '../use-now';
import { CartLine } from './cart-line';
import { CartVisit, cartEntries } from './cart-visit';
import { CartSkeleton } from './cart-skeleton';
import { CheckoutPanel } from './checkout-panel';

/**
 * Spec §2 /cart for the signed-in customer `userId`. Shows the stored cart at once (after hydration, so the
 * server-rendered skeleton matches), refetches it on mount and whenever this or another tab changes it.
 */
export function CartView({ userId, timeZone }: { userId: number; timeZone: string }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const now = useNow();
  const [restored, setRestored] = useState(false);
  const { cart, owner, isLoading, failed, busy } = useCart(
    useShallow((s) => ({
      cart: s.cart,
      owner: s.owner,
      isLoading: s.isLoading,
      failed: s.failed,
      busy: s.busy,
    })),
  );

  useEffect(() => {
    let live = true;
    const refetch = () => void useCart.getState().fetch(locale, userId);
    void Promise.resolve(useCart.persist.rehydrate()).then(() => {
      if (!live) return;
      setRestored(true);
      refetch();
    });
    const stop = onCartChanged((changed) => {
      const store = useCart.getState();
      // This tab's own change, already shown.
      if (changed && changed === store.cart) return;
      if (changed) void store.adopt(locale, changed, userId);
      else refetch();
    });
    return () => {
      live = false;
      stop();
    };
  }, [locale, userId]);

  const mine = restored && owner === userId ? cart : null;
  const retry = () => void useCart.getState().fetch(locale, userId);

  let content;
  if (!mine) {
    content =
      restored && failed && !isLoading ? (
        <LoadError onRetry={retry} />
      ) : (
        <CartSkeleton label={t('cart.loading')} />
      );
  } else if (mine.products.length === 0) {
    content = (
      <section className="mx-auto max-w-md py-10 text-center" data-testid="cart-empty">
        <h2 className="text-xl font-bold">{t('cart.empty_title')}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('cart.empty_text')}</p>
        <LocalizedLink to="/services" className={buttonClass('primary', 'mt-6')}>
          {t('cart.browse_services')}
        </LocalizedLink>
      </section>
    );
  } else {
    const confirmClear = () =>
      openDialog('confirm', {
        title: t('cart.clear_title'),
        message: t('cart.clear_message'),
        confirmLabel: t('cart.clear_confirm'),
        cancelLabel: t('cart.clear_cancel'),
        danger: true,
        onConfirm: () => useCart.getState().clear(locale),
      });
    content = (
      <>
        {failed && !isLoading && <LoadError onRetry={retry} stale />}
        {mine.cart_title_sub_message && (
          <p className="mb-4 text-slate-600 dark:text-slate-300">{mine.cart_title_sub_message}</p>
        )}
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div>
            <ul className="space-y-3" aria-label={t('cart.lines')}>
              {cartEntries(mine.products).map((entry) =>
                entry.kind === 'visit' ? (
                  <CartVisit
                    key={entry.id}
                    parts={entry.parts}
                    timeZone={timeZone}
                    now={now}
                    removing={entry.parts.some((p) => busy === p.cart_product_id) || busy === 'all'}
                    // Removing one part removes the whole visit (the server takes every part).
                    onRemove={() => void useCart.getState().remove(locale, entry.parts[0]!.cart_product_id)}
                  />
                ) : (
                  <CartLine
                    key={entry.line.cart_product_id}
                    line={entry.line}
                    timeZone={timeZone}
                    now={now}
                    removing={busy === entry.line.cart_product_id || busy === 'all'}
                    onRemove={() => void useCart.getState().remove(locale, entry.line.cart_product_id)}
                  />
                ),
              )}
            </ul>
            <div className="mt-3 flex justify-end">
              <Button variant="ghost" onClick={confirmClear} disabled={busy !== null}>
                {t('cart.clear')}
              </Button>
            </div>
          </div>
          <CheckoutPanel cart={mine} disabled={busy !== null} />
        </div>
      </>
    );
  }

  return (
    <section aria-busy={isLoading || undefined}>
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">{t('cart.title')}</h1>
      {content}
    </section>
  );
}

function LoadError({ onRetry, stale = false }: { onRetry: () => void; stale?: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <div
      role="alert"
      className="mb-4 rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      data-testid="cart-error"
    >
      <p>{t(stale ? 'cart.refresh_failed' : 'cart.load_failed')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('cart.retry')}
      </Button>
    </div>
  );
}
