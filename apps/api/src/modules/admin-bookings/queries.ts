/**
 * The bookings list and an order's detail for staff (issue 16 item 5): every order of the branches the person works
 * at, searched by number, the customer's mobile (any spelling, lib/phone.ts) or name, filtered by the first visit's
 * date on the business's calendar, branch, status (or 'no_show') and customer; newest first, paged.
 */
import type { AdminBookingDetail, AdminBookingRow } from '@hajz/contracts/back-office';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  ledgerAccounts,
  ledgerEntries,
  orderItems,
  orders,
  payments,
  users,
} from '../../db/schema.ts';
import { normalizeSaudiMobile } from '../../lib/phone.ts';
import { loadBusiness } from '../settings/index.ts';
import { performersOf, type Performers } from '../check-in/index.ts';
import { depositReasons } from '../deposits/index.ts';
import type { TodayVisitFilter } from '@hajz/contracts/back-office-rules';
import { firstStart, hasPaymentOn, noShow, visitCondition, visitDay, withStatus } from './visit-filters.ts';

export const pageSize = 25;

export type BookingsFilter = {
  page: number;
  q?: string;
  from?: string;
  to?: string;
  branch_id?: number;
  status?: string;
  customer_id?: number;
  visit?: TodayVisitFilter;
  paid_on?: string;
  method?: string;
};

/** The orders of `access`'s branches (an owner: all, those without a branch too). */
export const branchScope = (access: StaffAccess): SQL | undefined =>
  access.branch_ids === 'all'
    ? undefined
    : inArray(orders.branchId, access.branch_ids.length ? access.branch_ids : [-1]);

/** The person's text as the three things it may be: an order number, a mobile number, a name. */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const mobile = normalizeSaudiMobile(text);
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    eq(sql`upper(${orders.orderNumber})`, text.toUpperCase()),
    mobile ? eq(users.mobileNumber, mobile) : undefined,
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
  );
}

const rowFields = {
  order: orders,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobileNumber,
  branchEn: branches.nameEn,
  branchAr: branches.nameAr,
  startAt: firstStart,
};
type RowData = {
  order: typeof orders.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  branchEn: string | null;
  branchAr: string | null;
  startAt: Date | string | null;
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const nobody: Performers = { services: [], staff: [] };

function toRow(r: RowData, locale: Locale, performers: Performers = nobody): AdminBookingRow {
  return {
    id: r.order.id,
    order_number: r.order.orderNumber,
    status: r.order.status,
    no_show: !!r.order.noShowAt,
    customer_arrived: r.order.customerArrived,
    customer: {
      id: r.order.userId,
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      mobile: r.mobile,
    },
    branch_id: r.order.branchId,
    branch_name: (locale === 'ar' ? r.branchAr : r.branchEn) ?? null,
    start_at: iso(r.startAt),
    ...performers,
    total: r.order.total,
    payment_method: r.order.paymentMethod,
    created_at: r.order.createdAt.toISOString(),
  };
}

const base = (db: Db) =>
  db
    .select(rowFields)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(branches, eq(branches.id, orders.branchId));

export async function listBookings(db: Db, access: StaffAccess, filter: BookingsFilter, locale: Locale) {
  const where: (SQL | undefined)[] = [branchScope(access)];
  if (filter.q) where.push(searchCondition(filter.q));
  if (filter.branch_id) where.push(eq(orders.branchId, filter.branch_id));
  if (filter.customer_id) where.push(eq(orders.userId, filter.customer_id));
  if (filter.status === 'no_show') where.push(noShow());
  else if (filter.status) where.push(withStatus(filter.status));
  if (filter.visit) where.push(visitCondition(filter.visit));
  if (filter.from || filter.to || filter.paid_on) {
    const { timezone } = await loadBusiness(db);
    const day = visitDay(timezone);
    if (filter.from) where.push(sql`${day} >= ${filter.from}::date`);
    if (filter.to) where.push(sql`${day} <= ${filter.to}::date`);
    if (filter.paid_on) where.push(hasPaymentOn(filter.paid_on, timezone, filter.method));
  }
  const rows = await base(db)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(pageSize + 1)
    .offset((filter.page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const performers = await performersOf(
    db,
    shown.map((r) => r.order.id),
    locale,
  );
  return {
    bookings: shown.map((r) => toRow(r, locale, performers.get(r.order.id))),
    page: filter.page,
    has_more: rows.length > pageSize,
  };
}

/** Where an order's deposit is, by its deposit-account entries (ADR 0054): it is held once and leaves once. */
function depositStatus(reasons: string[]): AdminBookingDetail['deposit_status'] {
  if (reasons.includes(depositReasons.applied)) return 'applied';
  if (reasons.includes(depositReasons.refunded)) return 'refunded';
  if (reasons.includes(depositReasons.forfeited)) return 'kept';
  return reasons.includes(depositReasons.held) ? 'held' : null;
}

/** The order with its lines, payments and ledger entries; undefined when there is none. */
export async function bookingDetail(
  db: Db,
  orderId: number,
  locale: Locale,
): Promise<AdminBookingDetail | undefined> {
  const [row] = await base(db).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const [lines, paid, ledger, performers] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db
      .select({ entry: ledgerEntries, kind: ledgerAccounts.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(asc(ledgerEntries.id)),
    performersOf(db, [orderId], locale),
  ]);
  const o = row.order;
  const open = o.status === 'confirmed' && !o.noShowAt;
  return {
    ...toRow(row, locale, performers.get(orderId)),
    sub_total: o.subTotal,
    tax_amount: o.taxAmount,
    discounts: o.promoDiscount + o.extraDiscount + o.giftCardDiscount + o.redeemPointsPrice,
    close_reason: o.closeReason,
    is_gifted_order: o.isGiftedOrder,
    lines: lines.map((l) => ({
      id: l.id,
      type: l.type,
      name: locale === 'ar' ? l.nameAr : l.nameEn,
      quantity: l.quantity,
      visitors: l.visitors,
      start_at: iso(l.startAt),
      end_at: iso(l.endAt),
      total_price: l.totalPrice,
      discount_amount: l.discountAmount,
      tax_amount: l.taxAmount,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      method: p.method,
      provider: p.provider,
      scheme: p.scheme,
      amount: p.amount,
      status: p.status,
      created_at: p.createdAt.toISOString(),
      paid_at: iso(p.paidAt),
    })),
    ledger: ledger.map(({ entry, kind }) => ({
      id: entry.id,
      account: kind,
      amount: entry.amount,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    can_cancel: o.status === 'confirmed' && !o.noShowAt,
    can_resend: open,
    can_move: open && lines.some((l) => l.type === 'service' && l.startAt !== null),
    can_check_in: open && !o.customerArrived && lines.some((l) => l.type === 'service'),
    cash_due:
      o.status === 'cancelled' || o.noShowAt
        ? 0
        : paid.filter((p) => p.status === 'due_at_branch').reduce((sum, p) => sum + p.amount, 0),
    deposit_amount: o.depositAmount,
    visit_due: o.status === 'cancelled' || o.noShowAt || o.visitPaidAt ? 0 : o.dueAtVisit,
    visit_paid_at: iso(o.visitPaidAt),
    visit_paid_method: (o.visitPaidMethod as 'cash' | 'card' | 'online' | null) ?? null,
    paid_online: o.depositAmount > 0 ? o.total - o.dueAtVisit : 0,
    due_at_visit: o.dueAtVisit,
    deposit_status: depositStatus(ledger.filter((l) => l.kind === 'deposit').map((l) => l.entry.reason)),
  };
}
