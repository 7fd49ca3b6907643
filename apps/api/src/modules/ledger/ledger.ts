/**
 * Posting to the ledger: the only way a wallet, points or gift card balance changes. Each post locks the account
 * row, appends one entry with the balance after it, and moves the account's balance in the same transaction; a
 * post that would go below zero is refused; the same idempotency key on the same account is the same post (a retry
 * returns the first entry, never a second one). Call it inside the transaction of the change it belongs to.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

export type AccountKind = 'wallet' | 'points' | 'deposit';
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type Post = {
  accountId: number;
  /** Signed: credits positive, debits negative; never 0. */
  amount: number;
  reason: string;
  orderId?: number | null;
  /** Why a person made it (a back-office adjustment). */
  note?: string | null;
  idempotencyKey: string;
};

/** The user's wallet or points account, created empty on first use. */
export async function accountOf(tx: Db, userId: number, kind: AccountKind): Promise<number> {
  const [created] = await tx
    .insert(ledgerAccounts)
    .values({ userId, kind })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)));
  return existing!.id;
}

export class InsufficientBalanceError extends HttpError {
  constructor(readonly available: number) {
    super(409, 'ledger.insufficient');
  }
}

export async function post(tx: Db, entry: Post): Promise<{ entry: LedgerEntry; replayed: boolean }> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new Error('ledger amount must be a non-zero integer');
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, entry.accountId))
    .for('update');
  if (!account) throw new Error(`no ledger account ${entry.accountId}`);
  const [earlier] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, entry.accountId),
        eq(ledgerEntries.idempotencyKey, entry.idempotencyKey),
      ),
    );
  if (earlier) return { entry: earlier, replayed: true };
  const balanceAfter = account.balance + entry.amount;
  if (balanceAfter < 0) throw new InsufficientBalanceError(account.balance);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: entry.accountId,
      amount: entry.amount,
      balanceAfter,
      reason: entry.reason,
      orderId: entry.orderId ?? null,
      note: entry.note ?? null,
      idempotencyKey: entry.idempotencyKey,
    })
    .returning();
  await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${entry.amount}` })
    .where(eq(ledgerAccounts.id, entry.accountId));
  return { entry: row!, replayed: false };
}
