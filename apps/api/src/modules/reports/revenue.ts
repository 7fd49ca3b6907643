/**
 * Revenue and VAT (docs/decisions/0033-reports.md): the tax invoices issued in the period are the source. Revenue is
 * what they invoiced less the invoices of orders since cancelled (refunded or never collected: no credit note is
 * issued yet), VAT inclusive, with the VAT beside it; every breakdown (day, branch, service, staff) adds up to it.
 */
import { allocate } from '@hajz/contracts/pricing-rules';
import type { RevenueReport } from '@hajz/contracts/reports';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  invoices,
  orderItems,
  orderServiceFees,
  orders,
  reservations,
  resources,
} from '../../db/schema.ts';
import { datesOf, inBranches, type ReportScope } from './period.ts';

type Sums = { count: number; total: number; vat: number; excl_vat: number };
const zero = (): Sums => ({ count: 0, total: 0, vat: 0, excl_vat: 0 });
const add = (s: Sums, r: { total: number; tax: number; subTotal: number }) => {
  s.count += 1;
  s.total += r.total;
  s.vat += r.tax;
  s.excl_vat += r.subTotal;
};

/** Invoices of the period for the branches in scope (`kept`: only those whose order is not cancelled). */
const invoicedIn = (scope: ReportScope, kept = false) =>
  and(
    gte(invoices.issuedAt, scope.start),
    lt(invoices.issuedAt, scope.end),
    inBranches(scope, orders.branchId),
    kept ? ne(orders.status, 'cancelled') : undefined,
  );

function grouped<K, R extends { total: number; vat: number }>(
  keyOf: (key: K) => string,
  make: (key: K) => R,
) {
  const map = new Map<string, R>();
  return {
    map,
    at(key: K): R {
      const k = keyOf(key);
      let row = map.get(k);
      if (!row) map.set(k, (row = make(key)));
      return row;
    },
  };
}

export async function revenueReport(db: Db, scope: ReportScope): Promise<RevenueReport> {
  const ar = scope.locale === 'ar';
  const [rows, lines, fees, staff, branchRows] = await Promise.all([
    db
      .select({
        orderId: invoices.orderId,
        issuedAt: invoices.issuedAt,
        subTotal: invoices.subTotal,
        tax: invoices.taxAmount,
        total: invoices.total,
        status: orders.status,
        branchId: orders.branchId,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(invoicedIn(scope)),
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        nameEn: orderItems.nameEn,
        nameAr: orderItems.nameAr,
        quantity: orderItems.quantity,
        visitors: orderItems.visitors,
        payable: orderItems.totalPrice,
        discount: orderItems.discountAmount,
        points: orderItems.pointsAmount,
        tax: orderItems.taxAmount,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(invoicedIn(scope, true))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        feeId: orderServiceFees.serviceFeeId,
        nameEn: orderServiceFees.nameEn,
        nameAr: orderServiceFees.nameAr,
        price: orderServiceFees.price,
        points: orderServiceFees.pointsAmount,
        tax: orderServiceFees.taxAmount,
      })
      .from(orderServiceFees)
      .innerJoin(orders, eq(orders.id, orderServiceFees.orderId))
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(invoicedIn(scope, true)),
    db
      .selectDistinct({ lineId: reservations.orderItemId, resourceId: reservations.resourceId })
      .from(reservations)
      .innerJoin(orderItems, eq(orderItems.id, reservations.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(and(eq(reservations.kind, 'booking'), invoicedIn(scope, true))),
    db.select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr }).from(branches),
  ]);

  const invoiced = zero();
  const cancelled = zero();
  const revenue = zero();
  const byDay = new Map(datesOf(scope).map((date) => [date, { date, orders: 0, total: 0, vat: 0 }]));
  const branchName = new Map(branchRows.map((b) => [b.id, ar ? b.nameAr : b.nameEn]));
  const byBranch = grouped(
    (id: number | null) => String(id),
    (id) => ({
      branch_id: id,
      name: id === null ? '' : (branchName.get(id) ?? ''),
      orders: 0,
      total: 0,
      vat: 0,
    }),
  );
  for (const row of rows) {
    add(invoiced, row);
    if (row.status === 'cancelled') {
      add(cancelled, row);
      continue;
    }
    add(revenue, row);
    for (const bucket of [byDay.get(scope.dateOf(row.issuedAt))!, byBranch.at(row.branchId)]) {
      bucket.orders += 1;
      bucket.total += row.total;
      bucket.vat += row.tax;
    }
  }

  const byService = grouped(
    (k: { kind: 'product' | 'fee'; id: number | null; name: string }) => `${k.kind}:${k.id}:${k.name}`,
    (k) => ({ ...k, quantity: 0, total: 0, vat: 0 }),
  );
  const resourceIds = [...new Set(staff.map((s) => s.resourceId))];
  const resourceRows = resourceIds.length
    ? await db
        .select({ id: resources.id, nameEn: resources.nameEn, nameAr: resources.nameAr })
        .from(resources)
        .where(inArray(resources.id, resourceIds))
    : [];
  const resourceName = new Map(resourceRows.map((r) => [r.id, ar ? r.nameAr : r.nameEn]));
  const byStaff = grouped(
    (id: number | null) => String(id),
    (id) => ({
      resource_id: id,
      name: id === null ? '' : (resourceName.get(id) ?? ''),
      lines: 0,
      total: 0,
      vat: 0,
    }),
  );
  const staffOf = new Map<number, number[]>();
  for (const s of staff) staffOf.set(s.lineId!, [...(staffOf.get(s.lineId!) ?? []), s.resourceId]);

  for (const line of lines) {
    // What the line was sold for: after its promo, class and points shares (points are a discount, ADR 0069).
    const total = line.payable - line.discount - line.points;
    const service = byService.at({
      kind: 'product',
      id: line.productId,
      name: ar ? line.nameAr : line.nameEn,
    });
    service.quantity += line.quantity * line.visitors;
    service.total += total;
    service.vat += line.tax;
    // A line done by several people (one per visitor) is shared between them equally, to the halala.
    const people = (staffOf.get(line.id) ?? [null]).sort((a, b) => (a ?? 0) - (b ?? 0));
    const totals = allocate(
      total,
      people.map(() => 1),
    );
    const vats = allocate(
      line.tax,
      people.map(() => 1),
    );
    people.forEach((id, i) => {
      const row = byStaff.at(id);
      row.lines += 1;
      row.total += totals[i]!;
      row.vat += vats[i]!;
    });
  }
  for (const fee of fees) {
    const row = byService.at({ kind: 'fee', id: fee.feeId, name: ar ? fee.nameAr : fee.nameEn });
    const total = fee.price - fee.points;
    row.quantity += 1;
    row.total += total;
    row.vat += fee.tax;
    const unassigned = byStaff.at(null);
    unassigned.total += total;
    unassigned.vat += fee.tax;
  }
  const byTotal = <R extends { total: number }>(rows: Iterable<R>) =>
    [...rows].sort((a, b) => b.total - a.total);
  return {
    invoiced,
    cancelled,
    revenue,
    by_day: [...byDay.values()],
    by_branch: byTotal(byBranch.map.values()),
    by_service: byTotal(byService.map.values()),
    by_staff: byTotal(byStaff.map.values()),
  };
}
