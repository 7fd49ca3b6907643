/** Taking a reward back (a reversed referral, an expired reward) without ever pushing a wallet below zero. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { accountOf, post } from '../ledger/index.ts';

/**
 * Debits what is left of a credit of `amount`: the whole of it, or the balance if the customer spent part of it
 * (a wallet holds one balance; we do not chase money already spent on bookings). Returns what was taken.
 */
export async function takeBack(
  tx: Db,
  userId: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
  orderId?: number,
): Promise<number> {
  if (amount <= 0) return 0;
  const accountId = await accountOf(tx, userId, 'wallet');
  // Locked here so the balance read is the one the debit applies to (post locks the same row again).
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  const take = Math.min(amount, account?.balance ?? 0);
  if (take > 0) await post(tx, { accountId, amount: -take, reason, orderId, idempotencyKey });
  return take;
}
