import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { isOnlineMethod } from '@hajz/contracts/payment-methods';
import { Button } from '~/components/ui/button';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import { openDialog } from '~/lib/dialogs';
import { track, trackedItems } from '~/lib/tracking';
import { appliedSelection } from '../selection';
import { useCart } from '../store';
import { CartChoices } from './cart-choices';
import { CartTotals } from './cart-totals';
import { GiftChoice } from './gift-choice';
import { InstalmentPreview } from './instalment-preview';

/**
 * The customer's choices (promo code, gift cards, points, service fee), the totals, the ways to pay the cart
 * offers, and Checkout, which opens the checkout payment dialog (spec §2) with what the cart applies.
 */
export function CheckoutPanel({ cart, disabled = false }: { cart: Cart; disabled?: boolean }) {
  const { t } = useTranslation(['booking', 'checkout']);
  // While a choice is being priced, the total shown is not yet the one the order would get.
  const pricing = useCart((s) => s.choosing !== null);
  // A home visit or a delivery the server would refuse (no address, outside every zone, below its minimum).
  const refusal =
    cart.service_fee_notes.find((note) => !note.applied)?.message ??
    (cart.fulfilment.applied ? null : cart.fulfilment.message);
  const usable = cart.payment_methods.filter((m) => m.available);
  const checkout = () => {
    const gift = useCart.getState().gift;
    // Issue 15: what is about to be paid, in SAR like add_to_cart and purchase (a line counts its people).
    track({
      event: 'begin_checkout',
      value: cart.total / 100,
      currency: 'SAR',
      items: trackedItems(cart.products.map((p) => ({ ...p, id: p.product_id }))),
    });
    openDialog('checkout-payment', {
      total: cart.total,
      // Every way the cart lists (an unavailable one is shown disabled with its reason); a gift whose time the
      // recipient chooses is paid online (nobody pays at a branch for a visit with no time).
      methods: cart.payment_methods.filter((m) => !gift?.open_time || isOnlineMethod(m.id)),
      selection: appliedSelection(cart, useCart.getState().selection),
      gift,
      // Spec §4: the gift state starts again once the order exists.
      onOrderCreated: () => useCart.getState().resetSelection(),
    });
  };
  return (
    <aside
      aria-labelledby="cart-summary"
      className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 lg:sticky lg:top-4 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id="cart-summary" className="mb-4 text-lg font-bold">
        {t('cart.summary')}
      </h2>
      <GiftChoice cart={cart} />
      <CartChoices cart={cart} />
      <CartTotals cart={cart} />
      <InstalmentPreview methods={cart.payment_methods} />
      {cart.payment_methods.length > 0 && (
        // What the cart accepts, said as plain facts (a check mark each), not chips that look pressable: the way
        // to pay is chosen in the checkout dialog.
        <div className="mt-5">
          <h3 id="payment-methods-title" className="font-semibold">
            {t('cart.payment_methods')}
          </h3>
          <ul
            aria-labelledby="payment-methods-title"
            className="mt-2 grid gap-2 text-sm text-slate-700 dark:text-slate-200"
            data-testid="payment-methods"
          >
            {cart.payment_methods.map((method) => (
              <li
                key={method.id}
                className="flex items-start gap-2"
                data-method={method.id}
                data-available={method.available}
              >
                <PaymentMethodLogo id={method.id} logo={method.logo} />
                <span className="min-w-0">
                  <span className={method.available ? 'font-medium' : 'text-slate-500 dark:text-slate-400'}>
                    {method.name}
                  </span>
                  {method.schemes && (
                    <span className="mt-1 flex gap-1">
                      {method.schemes.map((scheme) => (
                        <PaymentMethodLogo
                          key={scheme}
                          id={scheme}
                          label={t(`cart.scheme.${scheme}`)}
                          className="h-4 w-6"
                        />
                      ))}
                    </span>
                  )}
                  {method.reason && (
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{method.reason}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('cart.payment_methods_when')}</p>
        </div>
      )}
      <Button
        className="mt-5 w-full"
        onClick={checkout}
        disabled={disabled || pricing || refusal !== null || usable.length === 0}
        aria-describedby={refusal ? 'checkout-refusal checkout-note' : 'checkout-note'}
        data-testid="checkout"
      >
        {t('checkout:panel.checkout')}
      </Button>
      {refusal && (
        <p id="checkout-refusal" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
      <p id="checkout-note" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('checkout:panel.note')}
      </p>
    </aside>
  );
}
