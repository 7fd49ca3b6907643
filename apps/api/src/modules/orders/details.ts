/** OrderDetails (spec §3 Booking original order fields): the order plus what its customer may do with it. */
import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import type { Db } from '../../db/client.ts';
import { isoWithOffset, localTime } from '../../lib/zoned-time.ts';
import { loadBusiness } from '../settings/service.ts';
import * as h from './history-queries.ts';
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { branchNames, paymentStatusFrom } from './queries.ts';
import { canRate, cancelability, firstStart } from './rules.ts';
import { serializeOrder } from './serialize.ts';

/** The signed invoice link of each order that has an invoice (provided by the invoices module). */
export type InvoiceLinks = (db: Db, orders: OrderRow[], now: Date) => Promise<Map<number, string>>;

export type DescribeOptions = { locale: Locale; now: Date; invoiceLinks: InvoiceLinks };

/** Details of several orders with a fixed number of queries, whatever their count (a page of the list). */
export async function describeOrders(
  db: Db,
  rows: OrderRow[],
  { locale, now, invoiceLinks }: DescribeOptions,
): Promise<OrderDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [business, items, payments, rated, names, links] = await Promise.all([
    loadBusiness(db),
    h.itemsByOrder(db, ids),
    h.paymentStatusesByOrder(db, ids),
    h.ratedOrderIds(db, ids),
    h.userNames(
      db,
      rows.map((o) => o.userId),
    ),
    invoiceLinks(db, rows, now),
  ]);
  const branchIds = [...rows.map((o) => o.branchId), ...[...items.values()].flat().map((i) => i.branchId)];
  const branches = await branchNames(
    db,
    branchIds.filter((id): id is number => id !== null),
  );
  return rows.map((order) => {
    const lines = items.get(order.id) ?? [];
    const base = serializeOrder(
      {
        order,
        items: lines,
        branchNames: branches,
        paymentStatus: paymentStatusFrom(payments.get(order.id) ?? new Set(), order.status),
      },
      locale,
      business.timezone,
    );
    const cancel = cancelability(order, lines, business.cancelWindowHours, now);
    const hasRating = rated.has(order.id);
    const start = firstStart(lines);
    return {
      ...base,
      user_name: names.get(order.userId) ?? '',
      time: localTime((start ?? order.createdAt).getTime(), business.timezone),
      can_rate: canRate(order, hasRating),
      has_rating: hasRating,
      is_cancelable: cancel.cancelable,
      cancelable_until:
        cancel.cancelable && cancel.until ? isoWithOffset(cancel.until.getTime(), business.timezone) : null,
      invoice_link: links.get(order.id) ?? null,
      gifted_info: null,
    };
  });
}
