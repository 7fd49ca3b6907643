/**
 * Shape checks for what GET orders and GET orders/{id} send. The browser bundle carries no schema library
 * (contracts' zod stays on the server), so these check what the screens read: a list that passes renders without
 * crashing, and one that does not shows spec §8's 'Invalid response format from server'.
 */
import type { OrderDetails, OrdersListResponse } from '@hajz/contracts/orders';
import { isPagination } from '~/lib/pagination';
import { isObj, isInt, isStr, isNullableStr } from '~/lib/shape';

/** Amounts may be missing (they then show 00.00), but never anything else than a whole number of halalas. */
const isAmount = (v: unknown) => v === null || v === undefined || isInt(v);

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

function isProduct(v: unknown): boolean {
  return (
    isObj(v) &&
    isInt(v.order_product_id) &&
    isStr(v.name) &&
    isNullableStr(v.start_at) &&
    isNullableStr(v.end_at) &&
    (v.branch_id === null || v.branch_id === undefined || isInt(v.branch_id))
  );
}

export function isOrderDetails(v: unknown): v is OrderDetails {
  if (!isObj(v) || !isInt(v.id) || !isStr(v.order_number)) return false;
  const status = v.status;
  if (!isObj(status) || !isInt(status.value) || !isNullableStr(status.color)) return false;
  if (!isNullableStr(v.status_text) || !isNullableStr(v.branch_name) || !isNullableStr(v.invoice_link))
    return false;
  if (!amounts.every((key) => isAmount(v[key]))) return false;
  return Array.isArray(v.products) && v.products.every(isProduct);
}

export function isOrdersList(v: unknown): v is OrdersListResponse {
  return (
    isObj(v) &&
    Array.isArray(v.orders) &&
    v.orders.every(isOrderDetails) &&
    isPagination(v.pagination_options)
  );
}
