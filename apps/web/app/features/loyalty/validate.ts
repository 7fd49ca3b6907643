/** Shape checks for the loyalty endpoints (lib/shape.ts: the browser bundle carries no schema library). */
import type { CustomerClass, CustomerClassesResponse, MyLoyalty } from '@hajz/contracts/loyalty';
import { isInt, isStr, listOf, maybeInt, maybeStr, optional, shape } from '~/lib/shape';

export const isCustomerClass = shape<CustomerClass>({
  id: isInt,
  name: isStr,
  description: isStr,
  details: isStr,
  image: maybeStr,
  min_spend: isInt,
  extra_discount: maybeInt,
});

export const isClassesResponse = shape<CustomerClassesResponse>({ classes: listOf(isCustomerClass) });

export const isMyLoyalty = shape<MyLoyalty>({
  class: optional(isCustomerClass),
  paid_spend: isInt,
  next_class: optional(isCustomerClass),
  amount_to_next: isInt,
});
