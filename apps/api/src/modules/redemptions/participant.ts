/**
 * What an order takes from a promo code, gift cards and points, through its life (docs/decisions/0011-pricing.md).
 * POST orders writes the `order_redemptions` rows; this lifecycle participant, run inside each transition's transaction, moves the
 * value in the ledger:
 *   created    → gift cards and points debited (reserved), the promo use counted
 *   confirming → an order revived by a late payment re-reserves what its expiry gave back, or refuses (refund)
 *   confirmed  → reserved becomes used
 *   released   → everything reserved or used is given back, once (the row's status and the ledger's keys)
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCards, ledgerAccounts, orderRedemptions, promoCodes } from '../../db/schema.ts';
import { accountOf, post } from '../ledger/index.ts';
import type { OrderRow, Participant } from '../../lifecycle/order-lifecycle.ts';
import { giftCardAccount } from '../vouchers/index.ts';

type Redemption = typeof orderRedemptions.$inferSelect;

const rowsOf = (tx: Db, orderId: number, statuses: string[]) =>
  tx
    .select()
    .from(orderRedemptions)
    .where(and(eq(orderRedemptions.orderId, orderId), inArray(orderRedemptions.status, statuses)))
    .orderBy(orderRedemptions.kind, orderRedemptions.giftCardId)
    .for('update');

/** The ledger account a redemption draws on (none for a promo). */
async function accountFor(tx: Db, row: Redemption): Promise<number | null> {
  if (row.kind === 'gift_card') return giftCardAccount(tx, row.giftCardId!);
  if (row.kind === 'points') return accountOf(tx, row.userId, 'points');
  return null;
}

const ledgerAmount = (row: Redemption) => (row.kind === 'points' ? row.points : row.amount);
const reasons = {
  gift_card: { take: 'gift_card_redeem', give: 'gift_card_returned' },
  points: { take: 'points_redeemed', give: 'points_returned' },
} as const;

/** Debits what the row takes (generation `generation`): the same key twice is the same entry. */
async function take(tx: Db, row: Redemption, generation: number) {
  const accountId = await accountFor(tx, row);
  if (accountId === null || ledgerAmount(row) === 0) return;
  await post(tx, {
    accountId,
    amount: -ledgerAmount(row),
    reason: reasons[row.kind as 'gift_card' | 'points'].take,
    orderId: row.orderId,
    idempotencyKey: `redemption:${row.id}:take:${generation}`,
  });
}

async function giveBack(tx: Db, row: Redemption) {
  const accountId = await accountFor(tx, row);
  if (accountId === null || ledgerAmount(row) === 0) return;
  await post(tx, {
    accountId,
    amount: ledgerAmount(row),
    reason: reasons[row.kind as 'gift_card' | 'points'].give,
    orderId: row.orderId,
    idempotencyKey: `redemption:${row.id}:give:${row.generation}`,
  });
  if (row.kind === 'gift_card') await voidAgain(tx, row, accountId);
}

/**
 * A card voided while an order held part of it (ADR 0032): what the order gives back is voided too, in the same
 * transaction, so a void card never holds value again. Its own key (not `redemption:…`): the redemption's ledger
 * still nets to zero, and the void is the business's change in the holder's history.
 */
async function voidAgain(tx: Db, row: Redemption, accountId: number) {
  const [card] = await tx
    .select({ voidedAt: giftCards.voidedAt })
    .from(giftCards)
    .where(eq(giftCards.id, row.giftCardId!));
  if (!card?.voidedAt) return;
  await post(tx, {
    accountId,
    amount: -ledgerAmount(row),
    reason: 'gift_card_voided',
    idempotencyKey: `gift_card:${row.giftCardId}:void:redemption:${row.id}:${row.generation}`,
  });
}

/** Can a released row be taken again now? (A late payment: the promo may be used up, the card spent or expired.) */
async function stillAvailable(tx: Db, row: Redemption, now: Date): Promise<boolean> {
  if (row.kind === 'promo') {
    const [promo] = await tx
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, row.promoCodeId!))
      .for('update');
    if (!promo) return false;
    const [used] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`count(*) filter (where ${orderRedemptions.userId} = ${row.userId})::int`,
      })
      .from(orderRedemptions)
      .where(and(eq(orderRedemptions.promoCodeId, promo.id), ne(orderRedemptions.status, 'released')));
    return (
      (promo.usageLimit === null || Number(used!.total) < promo.usageLimit) &&
      (promo.perCustomerLimit === null || Number(used!.mine) < promo.perCustomerLimit)
    );
  }
  if (row.kind === 'gift_card') {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, row.giftCardId!));
    if (!card || card.voidedAt || card.expiresAt.getTime() <= now.getTime()) return false;
  }
  const accountId = await accountFor(tx, row);
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId!))
    .for('update');
  return (account?.balance ?? 0) >= ledgerAmount(row);
}

export async function reserveRedemptions(tx: Db, order: OrderRow) {
  for (const row of await rowsOf(tx, order.id, ['reserved'])) await take(tx, row, row.generation);
}

export async function reacquireRedemptions(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const released = await rowsOf(tx, order.id, ['released']);
  if (released.length === 0) return true;
  for (const row of released) if (!(await stillAvailable(tx, row, now))) return false;
  for (const row of released) {
    const generation = row.generation + 1;
    await take(tx, row, generation);
    await tx
      .update(orderRedemptions)
      .set({ status: 'reserved', generation })
      .where(eq(orderRedemptions.id, row.id));
  }
  return true;
}

export async function releaseRedemptions(tx: Db, order: OrderRow) {
  const rows = await rowsOf(tx, order.id, ['reserved', 'used']);
  for (const row of rows) await giveBack(tx, row);
  if (rows.length > 0) {
    await tx
      .update(orderRedemptions)
      .set({ status: 'released' })
      .where(
        inArray(
          orderRedemptions.id,
          rows.map((r) => r.id),
        ),
      );
  }
}

export const redemptionsParticipant: Participant = {
  name: 'redemptions',
  created: ({ tx, order }) => reserveRedemptions(tx, order),
  confirming: ({ tx, order, now }) => reacquireRedemptions(tx, order, now),
  confirmed: async ({ tx, order }) => {
    await tx
      .update(orderRedemptions)
      .set({ status: 'used' })
      .where(and(eq(orderRedemptions.orderId, order.id), eq(orderRedemptions.status, 'reserved')));
  },
  released: ({ tx, order }) => releaseRedemptions(tx, order),
};
