/**
 * Deposits in the ledger (issue 28, ADR 0054): each customer has a `deposit` account holding the deposits they paid
 * for bookings not yet over. A paid order's deposit is credited to it (`deposit_held`); it leaves it exactly once,
 * whichever comes first — applied to the bill at the visit (`deposit_applied`), refunded by a cancel before the
 * window (`deposit_refunded`) or kept by a late cancel or a no-show (`deposit_forfeited`) — because every way out
 * posts under the same idempotency key: a second settlement (a double click, a race, a retry) is the first one.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.ts';
import type { OrderRow } from '../../lifecycle/order-lifecycle.ts';
import { accountOf, post } from '../ledger/index.ts';

export type DepositOutcome = 'applied' | 'refunded' | 'forfeited';
export const depositReasons = {
  held: 'deposit_held',
  applied: 'deposit_applied',
  refunded: 'deposit_refunded',
  forfeited: 'deposit_forfeited',
} as const;

const heldKey = (orderId: number) => `deposit:held:${orderId}`;
const settledKey = (orderId: number) => `deposit:settled:${orderId}`;

/** The paid order's deposit is now held for the customer (once, whatever confirms it again). */
export async function holdDeposit(tx: Db, order: OrderRow): Promise<void> {
  if (order.depositAmount <= 0) return;
  const account = await accountOf(tx, order.userId, 'deposit');
  await post(tx, {
    accountId: account,
    amount: order.depositAmount,
    reason: depositReasons.held,
    orderId: order.id,
    idempotencyKey: heldKey(order.id),
  });
}

/**
 * The deposit leaves the customer's account one way, once. Returns how it was settled: this call's outcome, an
 * earlier one (nothing moved now), or null when the order held no deposit.
 */
export async function settleDeposit(
  tx: Db,
  order: OrderRow,
  outcome: DepositOutcome,
): Promise<{ outcome: DepositOutcome; now: boolean } | null> {
  if (order.depositAmount <= 0) return null;
  const [account] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, order.userId), eq(ledgerAccounts.kind, 'deposit')));
  if (!account) return null;
  const [held] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account.id), eq(ledgerEntries.idempotencyKey, heldKey(order.id))));
  // Never paid (an unpaid order cancelled): nothing is held, nothing to settle.
  if (!held) return null;
  const { entry, replayed } = await post(tx, {
    accountId: account.id,
    amount: -order.depositAmount,
    reason: depositReasons[outcome],
    orderId: order.id,
    idempotencyKey: settledKey(order.id),
  });
  const first = (Object.keys(depositReasons) as (keyof typeof depositReasons)[]).find(
    (k) => depositReasons[k] === entry.reason,
  ) as DepositOutcome;
  return { outcome: first, now: !replayed };
}
