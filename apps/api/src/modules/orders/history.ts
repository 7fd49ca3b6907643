/** GET orders and GET orders/{id}: the customer's own orders, newest first, brought up to date before reading. */
import type { OrderDetails, OrdersListResponse } from '@hajz/contracts/orders';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { expireOrder } from './jobs.ts';
import { completeFinishedOrders } from './completion.ts';
import { describeOrders, type DescribeOptions } from './details.ts';
import { findViewableOrder, listViewableOrders, type OrdersFilter } from './history-queries.ts';

/** Spec §9: lists are paged by 10. */
export const ordersPerPage = 10;

export type OrdersQuery = { page: number } & OrdersFilter;

/**
 * The periodic job may not have run yet: the customer's finished bookings complete and their unpaid orders past
 * the deadline end now, so the tabs and the flags are right on every read. Both are cheap (indexed by user).
 */
export async function refreshOwnOrders(ctx: AppContext, userId: number, now: Date): Promise<void> {
  await completeFinishedOrders(ctx.lifecycle, ctx.db, now, { userId });
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'pending_payment'), lte(orders.paymentExpiresAt, now)),
    );
  for (const { id } of due) await expireOrder(ctx, id, now);
}

/** A page link keeping the tab filter (the same style as GET products). */
function pageUrl(query: OrdersQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.active !== undefined) params.set('active', query.active);
  if (query.tab !== undefined) params.set('tab', query.tab);
  params.set('page', String(page));
  return `/api/v1/orders?${params}`;
}

export async function listOrders(
  ctx: AppContext,
  userId: number,
  query: OrdersQuery,
  options: DescribeOptions,
): Promise<OrdersListResponse> {
  await refreshOwnOrders(ctx, userId, options.now);
  const { rows, total } = await listViewableOrders(
    ctx.db,
    userId,
    { active: query.active, tab: query.tab },
    ordersPerPage,
    (query.page - 1) * ordersPerPage,
  );
  const lastPage = Math.max(1, Math.ceil(total / ordersPerPage));
  return {
    orders: await describeOrders(ctx.db, rows, userId, options),
    pagination_options: {
      current_page: query.page,
      last_page: lastPage,
      per_page: ordersPerPage,
      total,
      next_page_url: query.page < lastPage ? pageUrl(query, query.page + 1) : null,
      // Beyond the last page the way back leads to the last page, not to another empty one.
      prev_page_url: query.page > 1 ? pageUrl(query, Math.min(query.page - 1, lastPage)) : null,
    },
  };
}

export async function getOrderDetails(
  db: Db,
  userId: number,
  orderId: number,
  options: DescribeOptions,
): Promise<OrderDetails> {
  const row = await findViewableOrder(db, userId, orderId);
  if (!row) throw notFound('orders.not_found');
  const [details] = await describeOrders(db, [row], userId, options);
  return details!;
}

/** GET orders/{id}: brought up to date first, like the list. */
export async function getOrder(
  ctx: AppContext,
  userId: number,
  orderId: number,
  options: DescribeOptions,
): Promise<OrderDetails> {
  await refreshOwnOrders(ctx, userId, options.now);
  return getOrderDetails(ctx.db, userId, orderId, options);
}
