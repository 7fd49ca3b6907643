/** Fixtures for the gift card tests (test-only). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries, orders } from '../db/schema.ts';
import { issueGiftCard, type IssueGiftCard } from '../modules/vouchers/issue.ts';

const dayMs = 86_400_000;
export const inDays = (n: number) => new Date(Date.now() + n * dayMs);

export function issue(db: Db, userId: number, over: Partial<IssueGiftCard> = {}) {
  return db.transaction((tx) =>
    issueGiftCard(tx, {
      userId,
      groupNameEn: 'Birthday card',
      groupNameAr: 'بطاقة عيد الميلاد',
      value: 20000,
      expiresAt: inDays(90),
      ...over,
    }),
  );
}

/** A bare paid order of the customer's, for a redeem to point at. */
export async function orderFor(db: Db, userId: number, total = 50000) {
  const result = await db.execute(sql`select nextval('order_number_seq')::text as n`);
  const orderNumber = `HZ${(result as unknown as { rows: { n: string }[] }).rows[0]!.n}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber,
      userId,
      status: 'confirmed',
      paymentMethod: 'card',
      subTotal: total - 6522,
      taxAmount: 6522,
      total,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return order!;
}

/** What a card's ledger entries add up to, and the balance its account caches. */
export async function ledgerOf(db: Db, cardId: number) {
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.giftCardId, cardId));
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account!.id))
    .orderBy(ledgerEntries.id);
  return { balance: account!.balance, sum: entries.reduce((n, e) => n + e.amount, 0), entries };
}
