/**
 * The one totals function (issue 6, docs/decisions/0011-pricing.md): what a cart costs and how it is paid, in
 * integer halalas, with no schema library (safe for the browser bundle). The API prices carts and orders with it;
 * the web only shows what the API computed.
 *
 * Order of operations — every catalogue price and fee is VAT-inclusive (ADR 0007):
 *   1. gross        = Σ line totals (unit price × quantity × visitors)
 *   2. promo        = on the lines the code applies to: percent (rounded half up, capped by the code's maximum)
 *                     or fixed, never more than those lines; spread over them pro rata (largest remainder)
 *   3. class        = the customer class's percent of what discountable lines still cost, spread the same way
 *   4. service fees = added as lines of their own
 *   5. points       = the business's own discount (ADR 0069): whole points only, never more than what the lines
 *                     stored value may pay for and the fees cost; spread over them pro rata (largest remainder)
 *   6. VAT          = per line, the VAT contained in what the line now costs (after its points), to the halala
 *   7. gift cards   = a payment-like deduction (it does not lower the VAT, ADR 0011): each card pays at most its
 *                     balance, all of them at most what the payable lines and fees still cost after points
 *   8. total        = what is left to pay by card or cash
 * `sub_total` = gross: what the items cost with VAT before anything is taken off, so it never moves when a promo, a
 * class, a gift card or points are applied (ADR 0019). `tax_amount` is the VAT contained in what is sold
 * (gross − promo − class + fees − points), shown as included, never added: sub_total − promo − class + fees −
 * points − gift cards = total.
 */
import { vatContained } from './cart-rules.ts';

export type PricingLine = {
  key: number;
  /** VAT-inclusive line total. */
  gross: number;
  /** The promo code applies to this line (its service or category matches). */
  promoEligible: boolean;
  /** Promo and class discounts may lower it (false for gift cards bought). */
  discountable: boolean;
  /** Gift cards and points may pay for it (false for gift cards bought: stored value never buys stored value). */
  storedValuePayable: boolean;
};

export type PromoRule = { kind: 'percent' | 'fixed'; value: number; maxDiscount: number | null };

export type PricingInput = {
  lines: PricingLine[];
  promo: PromoRule | null;
  /** The customer class's extra discount, percent (0 when none). */
  classDiscountPercent: number;
  /** VAT-inclusive fees chosen. */
  fees: { key: number; gross: number }[];
  /** In the order they are applied. */
  giftCards: { key: string; balance: number }[];
  /** null: the customer does not use points. `pointValue`: halalas one point is worth. */
  points: { available: number; pointValue: number } | null;
};

/**
 * A line or fee as priced: `discount` is its share of the promo and class discounts, `payable` what it costs after
 * them, `points` its share of the points redeemed, `tax` the VAT contained in `payable − points`.
 */
export type PricedLine = {
  key: number;
  gross: number;
  discount: number;
  payable: number;
  points: number;
  tax: number;
};

export type Pricing = {
  gross: number;
  promo_discount: number;
  extra_discount: number;
  order_service_fees_price: number;
  tax_amount: number;
  sub_total: number;
  gift_card_discount: number;
  gift_cards: { key: string; amount: number }[];
  redeem_points: number;
  redeem_points_price: number;
  total: number;
  lines: PricedLine[];
  fees: PricedLine[];
};

/** `part` percent of `amount`, rounded half up (exact: integer arithmetic). */
export const percentOf = (amount: number, percent: number): number =>
  Math.floor((amount * percent + 50) / 100);

/**
 * Splits `amount` over `weights` pro rata; the halalas left by rounding down go to the largest remainders (the
 * earlier line on a tie). The parts add up to `amount` exactly and none exceeds its weight when amount ≤ Σ weights.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (amount * w) % total }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

function promoAmount(promo: PromoRule | null, base: number): number {
  if (!promo || base <= 0) return 0;
  let amount = promo.kind === 'percent' ? percentOf(base, promo.value) : promo.value;
  if (promo.maxDiscount !== null) amount = Math.min(amount, promo.maxDiscount);
  return Math.max(0, Math.min(amount, base));
}

export function priceCart(input: PricingInput): Pricing {
  const { lines } = input;
  const gross = lines.reduce((n, l) => n + l.gross, 0);

  const promoWeights = lines.map((l) => (l.promoEligible && l.discountable ? l.gross : 0));
  const promo = promoAmount(
    input.promo,
    promoWeights.reduce((a, b) => a + b, 0),
  );
  const promoShares = allocate(promo, promoWeights);

  const classWeights = lines.map((l, i) => (l.discountable ? l.gross - promoShares[i]! : 0));
  const classBase = classWeights.reduce((a, b) => a + b, 0);
  const extra = Math.min(classBase, percentOf(classBase, Math.max(0, input.classDiscountPercent)));
  const classShares = allocate(extra, classWeights);

  const discounted = lines.map((l, i) => {
    const discount = promoShares[i]! + classShares[i]!;
    return { key: l.key, gross: l.gross, discount, payable: l.gross - discount };
  });
  const feeLines = input.fees.map((f) => ({ key: f.key, gross: f.gross, discount: 0, payable: f.gross }));
  const feeTotal = feeLines.reduce((n, f) => n + f.payable, 0);

  // Stored value (points, gift cards) pays for the lines that allow it and the fees, never for gift cards bought.
  const storedValueWeights = [
    ...discounted.map((l, i) => (lines[i]!.storedValuePayable ? l.payable : 0)),
    ...feeLines.map((f) => f.payable),
  ];
  const storedValueBase = storedValueWeights.reduce((a, b) => a + b, 0);
  let redeemPoints = 0;
  if (input.points && input.points.pointValue > 0) {
    const affordable = Math.floor(storedValueBase / input.points.pointValue);
    redeemPoints = Math.max(0, Math.min(input.points.available, affordable));
  }
  const pointsPrice = redeemPoints * (input.points?.pointValue ?? 0);
  const pointShares = allocate(pointsPrice, storedValueWeights);

  const withPoints = (l: Omit<PricedLine, 'points' | 'tax'>, points: number): PricedLine => ({
    ...l,
    points,
    tax: vatContained(l.payable - points),
  });
  const priced = discounted.map((l, i) => withPoints(l, pointShares[i]!));
  const fees = feeLines.map((f, i) => withPoints(f, pointShares[discounted.length + i]!));
  const tax = [...priced, ...fees].reduce((n, l) => n + l.tax, 0);
  const due = priced.reduce((n, l) => n + l.payable, 0) + feeTotal - pointsPrice;

  let payableByStoredValue = storedValueBase - pointsPrice;
  const giftCards = input.giftCards.map((card) => {
    const amount = Math.max(0, Math.min(card.balance, payableByStoredValue));
    payableByStoredValue -= amount;
    return { key: card.key, amount };
  });
  const giftTotal = giftCards.reduce((n, c) => n + c.amount, 0);

  return {
    gross,
    promo_discount: promo,
    extra_discount: extra,
    order_service_fees_price: feeTotal,
    tax_amount: tax,
    sub_total: gross,
    gift_card_discount: giftTotal,
    gift_cards: giftCards,
    redeem_points: redeemPoints,
    redeem_points_price: pointsPrice,
    total: due - giftTotal,
    lines: priced,
    fees,
  };
}

/** At most this many gift cards pay for one order. */
export const maxGiftCardsPerOrder = 3;

/** What the customer chose for their cart: sent with every GET cart and with POST orders (spec §4, §7). */
export type CartSelection = {
  promo_code: string;
  gift_cards: string[];
  use_points: boolean;
  service_fees: { id: number; address_id: number | null }[];
  /** Where a delivery goes (a saved address id), with Delivery-Method: delivery (ADR 0024). */
  delivery_address_id?: number | null;
};

export const emptySelection: CartSelection = {
  promo_code: '',
  gift_cards: [],
  use_points: false,
  service_fees: [],
};

/** A gift card serial as typed: trimmed, upper case (serials are printed in capitals). */
export const normalizeSerial = (serial: string) => serial.trim().toUpperCase();

/**
 * The selection as spec §7 params: `promo_code`, `gift_card` (serials joined by commas), `use_points` ('1'),
 * `service_fees[i][id]` and `service_fees[i][address_id]`. Empty ones are left out. The same object is the GET
 * cart query and is merged into the POST orders body.
 */
export function selectionParams(selection: CartSelection): Record<string, string> {
  const params: Record<string, string> = {};
  if (selection.promo_code.trim()) params.promo_code = selection.promo_code.trim();
  if (selection.gift_cards.length > 0) params.gift_card = selection.gift_cards.join(',');
  if (selection.use_points) params.use_points = '1';
  selection.service_fees.forEach((fee, i) => {
    params[`service_fees[${i}][id]`] = String(fee.id);
    if (fee.address_id !== null) params[`service_fees[${i}][address_id]`] = String(fee.address_id);
  });
  if (selection.delivery_address_id) params.delivery_address_id = String(selection.delivery_address_id);
  return params;
}
