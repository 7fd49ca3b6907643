import type { Cart } from '@hajz/contracts/cart';
import { GiftCardField } from './gift-card-field';
import { FulfilmentChoice } from './fulfilment-choice';
import { PointsToggle } from './points-toggle';
import { PromoCodeField } from './promo-code-field';
import { ServiceFeeChoice } from './service-fee-choice';

/**
 * What the customer chooses for this order: promo code, gift cards, points, a service fee and, for products, how
 * they reach them (phone-first).
 */
export function CartChoices({ cart }: { cart: Cart }) {
  return (
    <div className="mb-5 space-y-5 border-b border-sand-200 pb-5 dark:border-slate-700">
      <PromoCodeField promo={cart.promo} discount={cart.promo_discount} />
      <GiftCardField cards={cart.gift_cards} />
      <PointsToggle cart={cart} />
      <ServiceFeeChoice cart={cart} />
      <FulfilmentChoice cart={cart} />
    </div>
  );
}
