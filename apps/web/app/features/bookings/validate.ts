/**
 * Shape checks for what GET orders and GET orders/{id} send (lib/shape.ts: the browser bundle carries no schema
 * library): what the screens read. A list that passes renders without crashing, and one that does not shows spec
 * §8's 'Invalid response format from server'.
 */
import type { OrderDetails, OrdersListResponse } from '@hajz/contracts/orders';
import { isPagination } from '~/lib/pagination';
import { isInt, isStr, listOf, maybeInt, maybeStr, sameFor, shape } from '~/lib/shape';

/** Amounts may be missing (they then show 00.00), but never anything else than a whole number of halalas. */
const amounts = [
  'sub_total',
  'tax_amount',
  'promo_discount',
  'extra_discount',
  'gift_card_discount',
  'order_service_fee_price',
  'redeem_points_price',
  'total',
] as const;

const isProduct = shape({
  order_product_id: isInt,
  name: isStr,
  start_at: maybeStr,
  end_at: maybeStr,
  branch_id: maybeInt,
});

export const isOrderDetails = shape<OrderDetails>({
  id: isInt,
  order_number: isStr,
  status: shape({ value: isInt, color: maybeStr }),
  status_text: maybeStr,
  branch_name: maybeStr,
  invoice_link: maybeStr,
  ...sameFor(amounts, maybeInt),
  products: listOf(isProduct),
});

export const isOrdersList = shape<OrdersListResponse>({
  orders: listOf(isOrderDetails),
  pagination_options: isPagination,
});
