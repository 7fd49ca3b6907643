import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardDesigns, giftCards, productBranches, products } from '../../db/schema.ts';

const branchIdsOf = sql<
  number[]
>`coalesce((select array_agg(${productBranches.branchId} order by ${productBranches.branchId}) from ${productBranches} where ${productBranches.productId} = ${products.id}), '{}')`;

/** Active gift card designs, in the catalogue's order. */
export const listDesigns = (db: Db) =>
  db
    .select({ product: products, design: giftCardDesigns, branchIds: branchIdsOf })
    .from(giftCardDesigns)
    .innerJoin(products, eq(products.id, giftCardDesigns.productId))
    .where(and(eq(products.isActive, true), eq(products.type, 'gift_card')))
    .orderBy(asc(products.sort), asc(products.id));

export async function findDesign(db: Db, productId: number) {
  const [row] = await db
    .select()
    .from(giftCardDesigns)
    .where(eq(giftCardDesigns.productId, productId))
    .limit(1);
  return row;
}

/** Designs (with their product's description) of these products, for issuing bought cards. */
export const designsOf = (tx: Db, productIds: number[]) =>
  tx
    .select({
      productId: giftCardDesigns.productId,
      validityDays: giftCardDesigns.validityDays,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
    })
    .from(giftCardDesigns)
    .innerJoin(products, eq(products.id, giftCardDesigns.productId))
    .where(inArray(giftCardDesigns.productId, productIds));

/** Which of an order line's cards were already issued (their index in the line). */
export async function issuedIndexes(tx: Db, orderItemId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ lineIndex: giftCards.lineIndex })
    .from(giftCards)
    .where(eq(giftCards.orderItemId, orderItemId));
  return new Set(rows.map((r) => r.lineIndex!));
}
