import { z } from 'zod';

/**
 * Gift cards customers can buy (issue 6, `/gift-cards`): each design is sold in a few amounts; the amount is both
 * the card's face value and its VAT-inclusive price. Money in integer halalas.
 */

export const giftCardDesign = z.object({
  /** The product id: send it as `product_id` to POST cart, with one of `amounts` as `amount`. */
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  amounts: z.array(z.number().int().positive()),
  /** A bought card expires this many days after the order is confirmed. */
  validity_days: z.number().int().positive(),
  /** The branches it is sold at; the cart needs one (any of them). */
  branch_ids: z.array(z.number().int().positive()),
});
export type GiftCardDesign = z.infer<typeof giftCardDesign>;

export const giftCardDesignsResponse = z.object({ designs: z.array(giftCardDesign) });
export type GiftCardDesignsResponse = z.infer<typeof giftCardDesignsResponse>;
