import { defaultBasePriceHalalas, productSizes } from '@hajz/contracts/catalogue-rules';
import type { Product } from '@hajz/contracts/catalogue';
import type { Halalas } from '@hajz/contracts/money';

export type ProductSize = (typeof productSizes)[number];

/** Spec §9: 30ml, 50ml, 100ml at 1x, 1.5x, 2x; an unknown size is priced as the base. */
export function sizeFactor(size: string): number {
  return productSizes.find((s) => s.size === size)?.factor ?? 1;
}

/** The sizes a product offers, in the spec's order; every size when the product lists none. */
export function sizesOf(product: Pick<Product, 'sizes'>): readonly ProductSize[] {
  const offered = productSizes.filter((s) => product.sizes.includes(s.size));
  return offered.length > 0 ? offered : productSizes;
}

/**
 * The price shown for a size and quantity, in halalas: the base (100 SAR when the product has no
 * price) times the size's factor, rounded to a whole halala per item, times the quantity.
 * The old price is only kept when the product really is discounted.
 */
export function sizedPrice(
  product: Pick<Product, 'price' | 'price_before_discount'>,
  size: string,
  quantity = 1,
): { price: Halalas; before: Halalas | null } {
  const factor = sizeFactor(size);
  const count = Math.max(1, Math.floor(quantity));
  const hasPrice = product.price > 0;
  const base = hasPrice ? product.price : defaultBasePriceHalalas;
  const before =
    hasPrice && product.price_before_discount && product.price_before_discount > product.price
      ? Math.round(product.price_before_discount * factor) * count
      : null;
  return { price: Math.round(base * factor) * count, before };
}
