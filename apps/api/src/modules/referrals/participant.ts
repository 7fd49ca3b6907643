/**
 * Invite a friend as an order lifecycle participant (listed in app-context.ts, ADR 0025). A participant rather than an
 * outbox consumer: a reward is a ledger post, inside our own database, so it commits or rolls back with the
 * transition that earns it (never a confirmed order without its credit, nor a credit for a rolled-back order).
 *
 * - The friend's first order confirmed: the friend's reward to their wallet; the referral 'pending'.
 * - That order completed: the inviter's reward to their wallet ('earned', with its expiry), or 'refused' ('cap')
 *   over the business's monthly cap.
 * - That order cancelled before completion: 'reversed', the friend's reward taken back (what is left of it).
 *
 * Exactly once: the row is locked and moved on by status; each post has its own idempotency key, and a friend has
 * one row (unique friend_id), so a replayed transition or a second order never credits anyone again.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCodes, referrals } from '../../db/schema.ts';
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { accountOf, post } from '../ledger/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { hasOrder, refusalFor } from './checks.ts';
import { takeBack } from './take-back.ts';

const dayMs = 86_400_000;

/** The calendar month of `now` in the business's timezone, as instants. */
export function monthOf(now: Date, timeZone: string): { from: Date; to: Date } {
  const [y, m] = localDate(now.getTime(), timeZone).split('-').map(Number) as [number, number];
  const first = (year: number, month: number) =>
    new Date(zonedInstant(`${year}-${String(month).padStart(2, '0')}-01`, 0, timeZone));
  return { from: first(y, m), to: m === 12 ? first(y + 1, 1) : first(y, m + 1) };
}

const lockReferral = async (tx: Db, where: ReturnType<typeof and>) => {
  const [row] = await tx.select().from(referrals).where(where).for('update');
  return row;
};

export const referralsParticipant: Participant = {
  name: 'referrals',
  confirmed: async ({ tx, order }) => {
    const referral = await lockReferral(
      tx,
      and(eq(referrals.friendId, order.userId), eq(referrals.status, 'registered')),
    );
    if (!referral) return;
    // A code is taken before any order; an older order still standing means this one is not the first.
    if (await hasOrder(tx, order.userId, order.id)) {
      await tx
        .update(referrals)
        .set({ status: 'refused', refusedReason: 'after_first_order', friendOrderId: order.id })
        .where(eq(referrals.id, referral.id));
      return;
    }
    const refusal = await refusalFor(tx, referral.inviterId, referral.friendId);
    if (refusal) {
      await tx
        .update(referrals)
        .set({ status: 'refused', refusedReason: refusal, friendOrderId: order.id })
        .where(eq(referrals.id, referral.id));
      return;
    }
    // The rewards as the business set them now: a later change does not move a promise already made.
    const business = await loadBusiness(tx);
    const friendReward = business.referralFriendReward;
    if (friendReward > 0) {
      await post(tx, {
        accountId: await accountOf(tx, order.userId, 'wallet'),
        amount: friendReward,
        reason: 'referral_friend',
        orderId: order.id,
        idempotencyKey: `referral:${referral.id}:friend`,
      });
    }
    await tx
      .update(referrals)
      .set({
        status: 'pending',
        friendOrderId: order.id,
        friendReward,
        inviterReward: business.referralInviterReward,
      })
      .where(eq(referrals.id, referral.id));
  },
  completed: async ({ tx, order, now }) => {
    const found = await tx
      .select({ id: referrals.id, inviterId: referrals.inviterId })
      .from(referrals)
      .where(and(eq(referrals.friendOrderId, order.id), eq(referrals.status, 'pending')));
    if (found.length === 0) return;
    // The inviter's code row serialises their rewards, so two completions cannot both fit under the cap.
    await tx
      .select({ userId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.userId, found[0]!.inviterId))
      .for('update');
    const referral = await lockReferral(
      tx,
      and(eq(referrals.id, found[0]!.id), eq(referrals.status, 'pending')),
    );
    if (!referral) return;
    const business = await loadBusiness(tx);
    const month = monthOf(now, business.timezone);
    const [earned] = await tx
      .select({ n: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.inviterId, referral.inviterId),
          eq(referrals.status, 'earned'),
          gte(referrals.creditedAt, month.from),
          lt(referrals.creditedAt, month.to),
        ),
      );
    if ((earned?.n ?? 0) >= business.referralMonthlyCap) {
      await tx
        .update(referrals)
        .set({ status: 'refused', refusedReason: 'cap' })
        .where(eq(referrals.id, referral.id));
      return;
    }
    if (referral.inviterReward > 0) {
      await post(tx, {
        accountId: await accountOf(tx, referral.inviterId, 'wallet'),
        amount: referral.inviterReward,
        reason: 'referral_inviter',
        orderId: order.id,
        idempotencyKey: `referral:${referral.id}:inviter`,
      });
    }
    await tx
      .update(referrals)
      .set({
        status: 'earned',
        creditedAt: now,
        expiresAt: new Date(now.getTime() + business.referralRewardDays * dayMs),
      })
      .where(eq(referrals.id, referral.id));
  },
  released: async ({ tx, order, status }) => {
    if (status !== 'cancelled') return;
    const referral = await lockReferral(
      tx,
      and(eq(referrals.friendOrderId, order.id), eq(referrals.status, 'pending')),
    );
    if (!referral) return;
    await takeBack(
      tx,
      referral.friendId,
      referral.friendReward,
      'referral_reversed',
      `referral:${referral.id}:friend-reversed`,
      order.id,
    );
    await tx.update(referrals).set({ status: 'reversed' }).where(eq(referrals.id, referral.id));
  },
};
