/**
 * The customer's cart selection (promo code, gift cards, points, service fee) measured against the cart the server
 * priced with it: what to keep after a fetch (spec §4) and what the checkout may send.
 */
import type { Cart } from '@hajz/contracts/cart';
import { emptySelection, normalizeSerial, type CartSelection } from '@hajz/contracts/pricing-rules';

/** The selection changes the price: a cart fetched or changed without it is not the whole story. */
export const hasChoices = (selection: CartSelection) =>
  selection.promo_code.trim() !== '' ||
  selection.gift_cards.length > 0 ||
  selection.use_points ||
  selection.service_fees.length > 0;

/**
 * Spec §4 after a fetch: an empty cart resets everything; no fees on offer resets the fee selection; a fee the
 * server neither applied nor explained is dropped. Rejected promo codes and gift cards stay, so their reason shows beside them.
 */
export function settledSelection(cart: Cart, selection: CartSelection): CartSelection {
  if (cart.products.length === 0) return emptySelection;
  // Applied, or chosen and told why not (a home visit still without an address in a zone): kept, so it shows.
  const applied = new Set([
    ...cart.selected_service_fees.map((fee) => fee.id),
    ...cart.service_fee_notes.map((note) => note.id),
  ]);
  const fees =
    cart.available_service_fees.length === 0
      ? []
      : selection.service_fees.filter((fee) => applied.has(fee.id));
  return fees.length === selection.service_fees.length ? selection : { ...selection, service_fees: fees };
}

/** What the checkout sends: the selection without a promo code or gift cards the server refused. */
export function appliedSelection(cart: Cart, selection: CartSelection): CartSelection {
  const refused = new Set(
    cart.gift_cards.filter((card) => !card.applied).map((card) => normalizeSerial(card.serial_number)),
  );
  return {
    ...selection,
    promo_code: cart.promo?.applied === false ? '' : selection.promo_code,
    gift_cards: selection.gift_cards.filter((serial) => !refused.has(normalizeSerial(serial))),
  };
}
