/**
 * The audit log in words (issue 30 item 15): what people call the records a page of entries is about or refers to —
 * a booking by its number and customer, a service by its name, a customer by their name — looked up when the log is
 * read, in the reader's language, so that renamed records read as they are now and old entries need no rewrite.
 */
import { auditRecordKinds, auditRefKind, type AuditRecordKind } from '@hajz/contracts/staff';
import type { Locale } from '@hajz/contracts/locale';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  categories,
  customerClasses,
  giftCards,
  menus,
  orderItems,
  orders,
  products,
  promoCodes,
  resources,
  serviceFees,
  serviceZones,
  supportTickets,
  users,
} from '../../db/schema.ts';

type Entry = { action: string; entity: string; entityId: string; before: unknown; after: unknown };
export type AuditNames = Partial<Record<AuditRecordKind, Record<string, string>>>;

const isKind = (kind: string): kind is AuditRecordKind =>
  (auditRecordKinds as readonly string[]).includes(kind);
const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The ids of each kind the entries name: their own record, and ids held in their before/after fields. */
export function auditRefs(entries: Entry[]): Map<AuditRecordKind, Set<number>> {
  const refs = new Map<AuditRecordKind, Set<number>>();
  const add = (kind: AuditRecordKind, id: unknown) => {
    const n = typeof id === 'string' ? Number(id) : id;
    if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) return;
    if (!refs.has(kind)) refs.set(kind, new Set());
    refs.get(kind)!.add(n);
  };
  for (const e of entries) {
    if (isKind(e.entity)) add(e.entity, e.entityId);
    for (const side of [e.before, e.after]) {
      if (!side || typeof side !== 'object' || Array.isArray(side)) continue;
      for (const [field, value] of Object.entries(side)) {
        const kind = auditRefKind(e.action, field);
        if (!kind) continue;
        for (const id of Array.isArray(value) ? value : [value]) add(kind, id);
      }
    }
  }
  return refs;
}

type Lookup = (db: Db, ids: number[], locale: Locale) => Promise<{ id: number; name: string }[]>;
const named = (locale: Locale) => (r: { id: number; nameEn: string; nameAr: string }) => ({
  id: r.id,
  name: locale === 'ar' ? r.nameAr : r.nameEn,
});

const lookups: Record<AuditRecordKind, Lookup> = {
  order: async (db, ids) =>
    (
      await db
        .select({ id: orders.id, number: orders.orderNumber, first: users.firstName, last: users.lastName })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, ids))
    ).map((r) => ({ id: r.id, name: [r.number, personName(r.first, r.last)].filter(Boolean).join(' · ') })),
  order_item: async (db, ids, locale) =>
    (
      await db
        .select({
          id: orderItems.id,
          number: orders.orderNumber,
          nameEn: products.nameEn,
          nameAr: products.nameAr,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.id, ids))
    ).map((r) => ({ id: r.id, name: `${r.number} · ${locale === 'ar' ? r.nameAr : r.nameEn}` })),
  customer: async (db, ids) =>
    (
      await db
        .select({ id: users.id, first: users.firstName, last: users.lastName, mobile: users.mobileNumber })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((r) => ({
      id: r.id,
      name: personName(r.first, r.last) || (r.mobile ? `+${r.mobile}` : `#${r.id}`),
    })),
  product: async (db, ids, locale) =>
    (
      await db
        .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
        .from(products)
        .where(inArray(products.id, ids))
    ).map(named(locale)),
  resource: async (db, ids, locale) =>
    (
      await db
        .select({ id: resources.id, nameEn: resources.nameEn, nameAr: resources.nameAr })
        .from(resources)
        .where(inArray(resources.id, ids))
    ).map(named(locale)),
  branch: async (db, ids, locale) =>
    (
      await db
        .select({ id: branches.id, nameEn: branches.nameEn, nameAr: branches.nameAr })
        .from(branches)
        .where(inArray(branches.id, ids))
    ).map(named(locale)),
  menu: async (db, ids, locale) =>
    (
      await db
        .select({ id: menus.id, nameEn: menus.nameEn, nameAr: menus.nameAr })
        .from(menus)
        .where(inArray(menus.id, ids))
    ).map(named(locale)),
  category: async (db, ids, locale) =>
    (
      await db
        .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
        .from(categories)
        .where(inArray(categories.id, ids))
    ).map(named(locale)),
  gift_card: async (db, ids) =>
    (
      await db
        .select({ id: giftCards.id, name: giftCards.serialNumber })
        .from(giftCards)
        .where(inArray(giftCards.id, ids))
    ).map((r) => ({ id: r.id, name: r.name })),
  promo_code: async (db, ids) =>
    (
      await db
        .select({ id: promoCodes.id, name: promoCodes.code })
        .from(promoCodes)
        .where(inArray(promoCodes.id, ids))
    ).map((r) => ({ id: r.id, name: r.name })),
  customer_class: async (db, ids, locale) =>
    (
      await db
        .select({ id: customerClasses.id, nameEn: customerClasses.nameEn, nameAr: customerClasses.nameAr })
        .from(customerClasses)
        .where(inArray(customerClasses.id, ids))
    ).map(named(locale)),
  service_fee: async (db, ids, locale) =>
    (
      await db
        .select({ id: serviceFees.id, nameEn: serviceFees.nameEn, nameAr: serviceFees.nameAr })
        .from(serviceFees)
        .where(inArray(serviceFees.id, ids))
    ).map(named(locale)),
  service_zone: async (db, ids, locale) =>
    (
      await db
        .select({ id: serviceZones.id, nameEn: serviceZones.nameEn, nameAr: serviceZones.nameAr })
        .from(serviceZones)
        .where(inArray(serviceZones.id, ids))
    ).map(named(locale)),
  ticket: async (db, ids) =>
    (
      await db
        .select({ id: supportTickets.id, name: supportTickets.subject })
        .from(supportTickets)
        .where(inArray(supportTickets.id, ids))
    ).map((r) => ({ id: r.id, name: r.name })),
};

/** The names of every record the entries refer to, by kind and id (a record since removed is left out). */
export async function auditNames(db: Db, entries: Entry[], locale: Locale): Promise<AuditNames> {
  const refs = auditRefs(entries);
  const found = await Promise.all(
    [...refs].map(async ([kind, ids]) => [kind, await lookups[kind](db, [...ids], locale)] as const),
  );
  return Object.fromEntries(
    found.map(([kind, rows]) => [kind, Object.fromEntries(rows.map((r) => [String(r.id), r.name]))]),
  );
}

/** The booking an entry is about, for a link: the order itself, or the order of one of its lines. */
export async function auditOrderIds(db: Db, entries: Entry[]): Promise<Map<string, number>> {
  const lines = entries.filter((e) => e.entity === 'order_item').map((e) => Number(e.entityId));
  const rows = lines.length
    ? await db
        .select({ id: orderItems.id, orderId: orderItems.orderId })
        .from(orderItems)
        .where(inArray(orderItems.id, lines.filter(Number.isInteger)))
    : [];
  return new Map(rows.map((r) => [String(r.id), r.orderId]));
}
