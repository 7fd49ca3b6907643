import type { Cart } from '@hajz/contracts/cart';
import { GiftCardField } from './gift-card-field';
import { PointsToggle } from './points-toggle';
import { PromoCodeField } from './promo-code-field';
import { ServiceFeeChoice } from './service-fee-choice';

/** What the customer chooses for this order: promo code, gift cards, points and a service fee (phone-first). */
export function CartChoices({ cart }: { cart: Cart }) {
  return (
    <div className="mb-5 space-y-5 border-b border-sand-200 pb-5 dark:border-slate-700">
      <PromoCodeField promo={cart.promo} discount={cart.promo_discount} />
      <GiftCardField cards={cart.gift_cards} />
      <PointsToggle cart={cart} />
      <ServiceFeeChoice fees={cart.available_service_fees} />
    </div>
  );
}
