import { z } from 'zod';
import { codePattern } from './referral-rules.ts';

export * from './referral-rules.ts';

/** Invite a friend's payloads (spec §3 "Invite data", §7 GET settings/invite-friend; issue 15, ADR 0025). */

export const invitationCodeField = z
  .string({ error: 'referrals.code_invalid' })
  .trim()
  .toUpperCase()
  .regex(codePattern, { error: 'referrals.code_invalid' });

/** Spec §3 Invite data (+ the share link and the rewards, so a client need not build them). */
export const inviteFriendResponse = z.object({
  invitation_code: z.string(),
  /** The drawn illustration, served by this site (no external image). */
  image_page: z.string(),
  /** The invitation text in the request's language, with the rewards in it. */
  content_page: z.string(),
  share_url: z.string(),
  /** Halalas: what the friend gets on their first booking, what the inviter gets once it is completed. */
  friend_reward: z.number().int(),
  inviter_reward: z.number().int(),
});
export type InviteFriend = z.infer<typeof inviteFriendResponse>;

export const referralStatuses = ['registered', 'pending', 'earned', 'reversed', 'refused'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
export const refusedReasons = [
  'same_phone',
  'same_card',
  'same_address',
  'after_first_order',
  'cap',
  'same_source',
] as const;
export type RefusedReason = (typeof refusedReasons)[number];

/** One invited friend as the inviter sees them: a first name and an initial, never the number. */
export const referralItem = z.object({
  id: z.number().int(),
  friend_name: z.string(),
  status: z.enum(referralStatuses),
  status_text: z.string(),
  refused_reason: z.enum(refusedReasons).nullable(),
  /** Halalas credited (or to be credited) to the inviter for this friend. */
  inviter_reward: z.number().int(),
  created_at: z.string(),
  credited_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ReferralItem = z.infer<typeof referralItem>;

export const referralsSummary = z.object({
  invitation_code: z.string(),
  share_url: z.string(),
  friend_reward: z.number().int(),
  inviter_reward: z.number().int(),
  monthly_cap: z.number().int(),
  reward_days: z.number().int(),
  totals: z.object({
    invited: z.number().int(),
    pending: z.number().int(),
    earned: z.number().int(),
    /** Halalas waiting for friends' first bookings to complete, and halalas already credited. */
    pending_amount: z.number().int(),
    earned_amount: z.number().int(),
  }),
  /** Newest first, the latest `referralsListLimit`. */
  referrals: z.array(referralItem),
});
export type ReferralsSummary = z.infer<typeof referralsSummary>;
export const referralsListLimit = 50;

/** POST referrals/claim: a signed-in customer enters a friend's code (sign-up carries it as `invitation_code`). */
export const claimBody = z.object({ invitation_code: invitationCodeField });
export const claimResponse = z.object({ status: z.enum(referralStatuses) });

/** What registration says about a code it carried: accepted, or why not (a translated message). */
export const invitationOutcome = z.object({ accepted: z.boolean(), message: z.string() });
