/**
 * Selling gift cards (issue 6): the designs on /gift-cards, the amounts a card line may have (the cart writes the
 * line: cart/gift-card-lines.ts) and the price check at checkout. Issuing the cards once paid is in participant.ts.
 */
import type { AddToCartBody } from '@hajz/contracts/cart';
import type { GiftCardDesign } from '@hajz/contracts/gift-card-designs';
import { maxGiftCardQuantity } from '@hajz/contracts/cart-rules';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { localized } from '../../lib/localized.ts';
import { cached } from '../../lib/read-cache.ts';
import { HttpError } from '../../plugins/errors.ts';
import * as q from './queries.ts';

export function getDesigns(db: Db, locale: Locale): Promise<GiftCardDesign[]> {
  return cached(db, `gift-card-designs:${locale}`, async () =>
    (await q.listDesigns(db)).map(({ product, design, branchIds }) => ({
      id: product.id,
      name: localized(product, 'name', locale),
      description: localized(product, 'description', locale),
      image: product.image,
      amounts: design.amounts,
      validity_days: design.validityDays,
      branch_ids: (branchIds ?? []).map(Number),
    })),
  );
}

/** The amounts a design is sold in (cached like the catalogue); empty when the product is not a design. */
const amountsOf = (db: Db, productId: number) =>
  cached(db, `gift-card-design:${productId}`, async () => (await q.findDesign(db, productId))?.amounts ?? []);

/** A gift card add refused, on its field. */
export const refuse = (field: string, key: 'cart.gift_card_amount' | 'cart.gift_card_quantity') =>
  new HttpError(422, key, { [field]: [key] });

/**
 * Checks a gift card add before the cart's transaction (only `db` may be read then: PGlite has one connection).
 * The amount must be one the design is sold in.
 */
export async function checkGiftCardAdd(db: Db, productId: number, body: AddToCartBody): Promise<number> {
  if (body.amount === undefined || !(await amountsOf(db, productId)).includes(body.amount)) {
    throw refuse('amount', 'cart.gift_card_amount');
  }
  if (body.quantity > maxGiftCardQuantity) throw refuse('quantity', 'cart.gift_card_quantity');
  return body.amount;
}

/** Checkout's price check for a gift card line: its amount while the design still sells it, else null (gone). */
export async function giftCardLinePrice(
  db: Db,
  productId: number,
  unitPrice: number,
): Promise<number | null> {
  return (await amountsOf(db, productId)).includes(unitPrice) ? unitPrice : null;
}
