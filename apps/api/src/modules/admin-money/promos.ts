/**
 * Promo codes for the owner (issue 17 item 3): every rule `checkPromo` (pricing/promo.ts) applies — percent or
 * amount, minimum, cap, first order, per-customer and total limits, validity window, the services and categories it
 * is for — and the uses so far, counted as the engine counts them (orders that took it and were not released).
 */
import type { AdminPromoCode, promoCodeBody } from '@hajz/contracts/admin-money';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { categories, orderRedemptions, products, promoCodes } from '../../db/schema.ts';
import { sqlState } from '../../db/retry.ts';
import { transaction } from '../../db/transaction.ts';
import { localized } from '../../lib/localized.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../staff/index.ts';

type Body = z.output<typeof promoCodeBody>;
type Row = typeof promoCodes.$inferSelect;

// "promo_codes"."id" written out: in a query on one table Drizzle leaves the column's table off, and a bare "id"
// inside the subquery would be the redemption's.
const usesOf = sql<number>`(select count(*)::int from order_redemptions r where r.promo_code_id = "promo_codes"."id" and r.status <> 'released')`;

export function toAdminPromo(row: Row, uses: number): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as AdminPromoCode['kind'],
    value: row.value,
    min_subtotal: row.minSubtotal,
    max_discount: row.maxDiscount,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    product_ids: row.productIds ?? [],
    category_ids: row.categoryIds ?? [],
    active: row.active,
    uses: Number(uses),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPromos(db: Db, locale: Locale) {
  const rows = await db
    .select({ promo: promoCodes, uses: usesOf })
    .from(promoCodes)
    .orderBy(desc(promoCodes.active), desc(promoCodes.id));
  const services = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .where(eq(products.type, 'service'))
    .orderBy(asc(products.sort), asc(products.id));
  const cats = await db
    .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories)
    .orderBy(asc(categories.id));
  const named = (r: { id: number; nameEn: string; nameAr: string }) => ({
    id: r.id,
    name: localized(r, 'name', locale),
  });
  return {
    promo_codes: rows.map((r) => toAdminPromo(r.promo, r.uses)),
    services: services.map(named),
    categories: cats.map(named),
  };
}

const values = (body: Body) => ({
  code: body.code,
  kind: body.kind,
  value: body.value,
  minSubtotal: body.min_subtotal,
  maxDiscount: body.max_discount,
  startsAt: body.starts_at ? new Date(body.starts_at) : null,
  endsAt: body.ends_at ? new Date(body.ends_at) : null,
  usageLimit: body.usage_limit,
  perCustomerLimit: body.per_customer_limit,
  firstOrderOnly: body.first_order_only,
  productIds: body.product_ids.length ? [...new Set(body.product_ids)] : null,
  categoryIds: body.category_ids.length ? [...new Set(body.category_ids)] : null,
  active: body.active,
});

/** 422 per field for a code another promo holds or a service / category that does not exist. */
async function checkReferences(tx: Db, body: Body, id: number | null) {
  const fields: Record<string, string[]> = {};
  const [taken] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      id === null
        ? eq(promoCodes.code, body.code)
        : sql`${promoCodes.code} = ${body.code} and ${promoCodes.id} <> ${id}`,
    );
  if (taken) fields.code = ['money.promo_code_taken'];
  const productIds = [...new Set(body.product_ids)];
  if (productIds.length) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
    if (found.length !== productIds.length) fields.product_ids = ['money.unknown_services'];
  }
  const categoryIds = [...new Set(body.category_ids)];
  if (categoryIds.length) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, categoryIds));
    if (found.length !== categoryIds.length) fields.category_ids = ['money.unknown_categories'];
  }
  if (Object.keys(fields).length) throw new HttpError(422, 'errors.validation', fields);
}

async function usesNow(tx: Db, id: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderRedemptions)
    .where(and(eq(orderRedemptions.promoCodeId, id), ne(orderRedemptions.status, 'released')));
  return Number(row?.n ?? 0);
}

/** Two owners saving the same new code at once: the unique index decides, said on the field like the pre-check. */
const codeTaken = (error: unknown): never => {
  if (sqlState(error) === '23505')
    throw new HttpError(422, 'errors.validation', { code: ['money.promo_code_taken'] });
  throw error;
};

export async function createPromo(db: Db, access: StaffAccess, body: Body) {
  return transaction(db, async (tx) => {
    await checkReferences(tx, body, null);
    const [row] = await tx.insert(promoCodes).values(values(body)).returning();
    const after = toAdminPromo(row!, 0);
    await recordAudit(tx, {
      actorId: access.user_id,
      action: 'promo_code.create',
      entity: 'promo_code',
      entityId: row!.id,
      branchId: null,
      before: null,
      after,
    });
    return after;
  }).catch(codeTaken);
}

export async function updatePromo(db: Db, access: StaffAccess, id: number, body: Body) {
  return transaction(db, async (tx) => {
    // Locked like a checkout locks it: an edit and a use of the code happen one after the other.
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw new HttpError(404, 'money.promo_not_found');
    await checkReferences(tx, body, id);
    const [row] = await tx.update(promoCodes).set(values(body)).where(eq(promoCodes.id, id)).returning();
    const uses = await usesNow(tx, id);
    const after = toAdminPromo(row!, uses);
    await recordAudit(tx, {
      actorId: access.user_id,
      action: body.active || !before.active ? 'promo_code.update' : 'promo_code.deactivate',
      entity: 'promo_code',
      entityId: id,
      branchId: null,
      before: toAdminPromo(before, uses),
      after,
    });
    return after;
  }).catch(codeTaken);
}
