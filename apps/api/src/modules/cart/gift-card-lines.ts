/**
 * A gift card's line in the cart (issue 6): its amount is its unit price, no size, no time, no holds. Which amounts
 * a design sells is the gift card shop's (gift-card-shop/service.ts).
 */
import { maxGiftCardQuantity } from '@hajz/contracts/cart-rules';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema.ts';
import { refuse } from '../gift-card-shop/index.ts';
import { findLineLike, releaseHolds, saveItem, type CartItemRow } from './queries.ts';

/** A gift card line of the same design and amount, to add to instead of duplicating. */
const findGiftCardLine = (tx: Db, cartId: number, productId: number, amount: number) =>
  findLineLike(
    tx,
    cartId,
    eq(cartItems.productId, productId),
    eq(cartItems.unitPrice, amount),
    isNull(cartItems.startAt),
  );

/**
 * Writes a gift card line in the locked cart: unit price = amount, no size, no time, no holds. The same design and
 * amount again adds to that line (at most `maxGiftCardQuantity` cards); `existing` is the line being changed.
 */
export async function saveGiftCardLine(
  tx: Db,
  cartId: number,
  line: { productId: number; branchId: number; amount: number; quantity: number },
  existing: CartItemRow | undefined,
): Promise<number> {
  if (existing) await releaseHolds(tx, existing.id);
  const same = existing ?? (await findGiftCardLine(tx, cartId, line.productId, line.amount));
  const quantity = existing ? line.quantity : (same?.quantity ?? 0) + line.quantity;
  if (quantity > maxGiftCardQuantity) throw refuse('quantity', 'cart.gift_card_quantity');
  return saveItem(
    tx,
    cartId,
    {
      productId: line.productId,
      branchId: line.branchId,
      quantity,
      size: null,
      startAt: null,
      endAt: null,
      visitors: 1,
      guestName: null,
      guestPhone: null,
      guestNote: null,
      unitPrice: line.amount,
    },
    same?.id,
  );
}
