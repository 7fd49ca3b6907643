import { useTranslation } from 'react-i18next';
import type { Cart } from '@hajz/contracts/cart';
import { Button } from '~/components/ui/button';
import { CartTotals } from './cart-totals';

/**
 * Totals, the ways to pay the cart offers, and an honest checkout: paying online comes in a later release,
 * so the button is disabled and says so.
 */
export function CheckoutPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation('booking');
  return (
    <aside
      aria-labelledby="cart-summary"
      className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 lg:sticky lg:top-4 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="cart-summary" className="mb-4 text-lg font-bold">
        {t('cart.summary')}
      </h2>
      <CartTotals cart={cart} />
      {cart.payment_methods.length > 0 && (
        <div className="mt-5">
          <h3 className="font-semibold">{t('cart.payment_methods')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="payment-methods">
            {cart.payment_methods.map((method) => (
              <li
                key={method.id}
                className="rounded-full bg-sand-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              >
                {method.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button className="mt-5 w-full" disabled aria-describedby="checkout-note">
        {t('cart.checkout_soon')}
      </Button>
      <p id="checkout-note" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('cart.checkout_note')}
      </p>
    </aside>
  );
}
