import { z } from 'zod';

/**
 * Loyalty customer classes (spec §3 "Loyalty customer class", issue 6 item 4). Money is integer halalas. A customer's
 * class is the highest one whose `min_spend` their paid spend (confirmed or completed orders) has reached.
 */
export const customerClass = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Plain text, shown expandable (read more / show less). */
  details: z.string(),
  image: z.string().nullable(),
  /** Paid spend (halalas) needed to reach the class. */
  min_spend: z.number().int(),
  /** Extra discount percentage (0–100) the class gives, or null. */
  extra_discount: z.number().int().nullable(),
});
export type CustomerClass = z.infer<typeof customerClass>;

export const customerClassesResponse = z.object({ classes: z.array(customerClass) });
export type CustomerClassesResponse = z.infer<typeof customerClassesResponse>;

export const myLoyalty = z.object({
  /** Null only when the business has no class at 0 spend and the customer has not reached any. */
  class: customerClass.nullable(),
  paid_spend: z.number().int(),
  next_class: customerClass.nullable(),
  /** Halalas still to spend to reach `next_class`; 0 when there is none. */
  amount_to_next: z.number().int(),
});
export type MyLoyalty = z.infer<typeof myLoyalty>;
