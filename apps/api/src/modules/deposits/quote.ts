/**
 * What a cart's deposits come to (issue 28): each service line's deposit from its product's rule, then the split of
 * what is left to pay into "due now" (online) and "due at the visit" (contracts deposit-rules.ts). A customer is new
 * until they have completed a visit.
 */
import { lineDeposit, splitDue, type DepositKind, type DueSplit } from '@hajz/contracts/deposit-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';

export type DepositLine = { productId: number; type: string; payable: number; places: number };
export type DepositQuote = DueSplit & { lines: (number | null)[] };

export async function isNewCustomer(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed')));
  return Number(row?.n ?? 0) === 0;
}

export async function quoteDeposits(
  tx: Db,
  userId: number,
  lines: DepositLine[],
  total: number,
  fees: number,
): Promise<DepositQuote> {
  const ids = [...new Set(lines.filter((l) => l.type === 'service').map((l) => l.productId))];
  const rules =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            kind: products.depositKind,
            value: products.depositValue,
            newOnly: products.depositNewCustomersOnly,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const withRule = rules.filter((r) => r.kind !== 'none');
  const newCustomer = withRule.some((r) => r.newOnly) ? await isNewCustomer(tx, userId) : false;
  const deposits = lines.map((line) => {
    const rule = line.type === 'service' ? withRule.find((r) => r.id === line.productId) : undefined;
    if (!rule) return null;
    return lineDeposit(
      { kind: rule.kind as DepositKind, value: rule.value, newCustomersOnly: rule.newOnly },
      line.payable,
      line.places,
      newCustomer,
    );
  });
  const split = splitDue(
    lines.map((l, i) => ({ payable: l.payable, deposit: deposits[i] ?? null })),
    total,
    fees,
  );
  return { ...split, lines: deposits };
}
