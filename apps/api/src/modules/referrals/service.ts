/**
 * Invite a friend, the public service of this module (ADR 0025): the invite data (spec §3/§7), taking a friend's
 * code (at sign-up or later), and the inviter's summary. Rewards follow the friend's first order: participant.ts.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '@hajz/contracts/locale';
import { formatAmount } from '@hajz/contracts/money';
import type { InviteFriend, ReferralStatus, RefusedReason } from '@hajz/contracts/referrals';
import { inviteParam } from '@hajz/contracts/referrals';
import type { Db } from '../../db/client.ts';
import { referrals } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { format, translate, type MessageKey } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';
import { loadBusiness } from '../settings/index.ts';
import { hasOrder, refusalFor, sourceIsFull } from './checks.ts';
import { codeOf, ownerOf } from './codes.ts';

/** The drawn illustration the web ships (apps/web/public/img/invite-friends.svg). */
export const inviteImagePath = '/img/invite-friends.svg';

export const shareUrl = (origin: string, locale: Locale, code: string) =>
  `${origin}${locale === 'ar' ? '/ar/' : '/'}?${inviteParam}=${code}`;

export async function inviteData(
  db: Db,
  userId: number,
  locale: Locale,
  origin: string,
): Promise<InviteFriend> {
  const code = await codeOf(db, userId);
  const business = await loadBusiness(db);
  return {
    invitation_code: code,
    image_page: `${origin}${inviteImagePath}`,
    content_page: format(locale, 'referrals.invite_text', {
      friend: formatAmount(business.referralFriendReward),
      inviter: formatAmount(business.referralInviterReward),
    }),
    share_url: shareUrl(origin, locale, code),
    friend_reward: business.referralFriendReward,
    inviter_reward: business.referralInviterReward,
  };
}

export type ClaimResult = { status: ReferralStatus; reason?: RefusedReason };

const invalidCode = (key: MessageKey, status = 422) => new HttpError(status, key, { invitation_code: [key] });

/**
 * Takes a friend's code for `friendId`. An unknown or own code, or a second code, is refused with nothing written
 * (the row could not exist: one inviter per friend, never oneself); a self-referral or a code entered after a
 * first order is written 'refused' with its reason, so that friend can never be rewarded through another code.
 */
export async function claim(
  db: Db,
  friendId: number,
  code: string,
  source: string | null = null,
  now = new Date(),
): Promise<ClaimResult> {
  return transaction(db, async (tx) => {
    const inviterId = await ownerOf(tx, code);
    if (inviterId === null) throw invalidCode('referrals.code_unknown');
    if (inviterId === friendId) throw invalidCode('referrals.own_code');
    const reason = (await hasOrder(tx, friendId))
      ? 'after_first_order'
      : ((await refusalFor(tx, inviterId, friendId)) ??
        (source !== null && (await sourceIsFull(tx, source, now)) ? 'same_source' : null));
    const [row] = await tx
      .insert(referrals)
      .values({
        inviterId,
        friendId,
        code,
        status: reason ? 'refused' : 'registered',
        refusedReason: reason,
        source,
      })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (!row) throw invalidCode('referrals.already_invited', 409);
    return reason ? { status: 'refused', reason } : { status: 'registered' };
  });
}

export const refusalMessage = (reason: RefusedReason): MessageKey => `referrals.refused.${reason}`;

/**
 * Sign-up carrying a code: the account is made whatever the code; the answer says whether it was taken. Any
 * refusal is a sentence for the new customer, never a failed registration.
 */
export async function claimAtSignUp(
  db: Db,
  friendId: number,
  code: string,
  locale: Locale,
  source: string | null = null,
): Promise<{ accepted: boolean; message: string }> {
  try {
    const result = await claim(db, friendId, code, source);
    if (result.reason) return { accepted: false, message: translate(locale, refusalMessage(result.reason)) };
    return { accepted: true, message: translate(locale, 'referrals.accepted') };
  } catch (error) {
    if (error instanceof HttpError) return { accepted: false, message: translate(locale, error.messageKey) };
    throw error;
  }
}

/** The friend's referral row, if any (tests and the participant read it). */
export async function referralOfFriend(db: Db, friendId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
  return row;
}
