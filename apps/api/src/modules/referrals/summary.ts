/** GET referrals: the inviter's own code, rewards and the friends they invited (never anyone else's). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import {
  referralsListLimit,
  type ReferralStatus,
  type ReferralsSummary,
  type RefusedReason,
} from '@hajz/contracts/referrals';
import type { Db } from '../../db/client.ts';
import { referrals, users } from '../../db/schema.ts';
import { translate } from '../../i18n/messages.ts';
import { isoWithOffset } from '../../lib/zoned-time.ts';
import { loadBusiness } from '../settings/index.ts';
import { codeOf } from './codes.ts';
import { shareUrl } from './service.ts';

/** "Noura A." : enough for the inviter to recognise a friend, nothing more. */
const friendName = (first: string, last: string) =>
  [first.trim(), last.trim() ? `${[...last.trim()][0]}.` : ''].filter(Boolean).join(' ');

export async function referralsSummary(
  db: Db,
  userId: number,
  locale: Locale,
  origin: string,
): Promise<ReferralsSummary> {
  const code = await codeOf(db, userId);
  const business = await loadBusiness(db);
  const iso = (at: Date | null) => (at ? isoWithOffset(at.getTime(), business.timezone) : null);
  const [totals] = await db
    .select({
      invited: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${referrals.status} in ('registered', 'pending')))::int`,
      earned: sql<number>`(count(*) filter (where ${referrals.status} = 'earned'))::int`,
      pendingAmount: sql<number>`coalesce(sum(${referrals.inviterReward}) filter (where ${referrals.status} = 'pending'), 0)::int`,
      earnedAmount: sql<number>`coalesce(sum(${referrals.inviterReward}) filter (where ${referrals.status} = 'earned'), 0)::int`,
    })
    .from(referrals)
    .where(eq(referrals.inviterId, userId));
  const rows = await db
    .select({ referral: referrals, first: users.firstName, last: users.lastName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.friendId))
    .where(eq(referrals.inviterId, userId))
    .orderBy(desc(referrals.id))
    .limit(referralsListLimit);
  return {
    invitation_code: code,
    share_url: shareUrl(origin, locale, code),
    friend_reward: business.referralFriendReward,
    inviter_reward: business.referralInviterReward,
    monthly_cap: business.referralMonthlyCap,
    reward_days: business.referralRewardDays,
    totals: {
      invited: Number(totals?.invited ?? 0),
      pending: Number(totals?.pending ?? 0),
      earned: Number(totals?.earned ?? 0),
      pending_amount: Number(totals?.pendingAmount ?? 0),
      earned_amount: Number(totals?.earnedAmount ?? 0),
    },
    referrals: rows.map(({ referral: r, first, last }) => {
      const status = r.status as ReferralStatus;
      return {
        id: r.id,
        friend_name: friendName(first, last),
        status,
        status_text: translate(locale, `referrals.status.${status}`),
        refused_reason: (r.refusedReason as RefusedReason | null) ?? null,
        // Before the friend books, the reward is the business's current one (the row keeps 0 until then).
        inviter_reward: status === 'registered' ? business.referralInviterReward : r.inviterReward,
        created_at: iso(r.createdAt)!,
        credited_at: iso(r.creditedAt),
        expires_at: iso(r.expiresAt),
      };
    }),
  };
}
