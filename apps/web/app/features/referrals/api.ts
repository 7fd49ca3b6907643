import type { Locale } from '@hajz/contracts/locale';
import type { InviteFriend, ReferralsSummary } from '@hajz/contracts/referrals';
import { browserApi } from '~/lib/browser-api';

/**
 * Spec §7 GET settings/invite-friend. Quiet: the dialog shows spec §8's own toasts (invite_fetch_error when the
 * answer says status false, invite_api_error when the request fails) and invite_load_failed inside itself.
 */
export async function fetchInviteFriend(locale: Locale): Promise<InviteFriend | null> {
  const envelope = await browserApi(locale, { quiet: true }).get<InviteFriend>('/settings/invite-friend');
  return envelope.data ?? null;
}

/** GET referrals: the wallet page's invitations (quiet: the section shows its own error state). */
export async function fetchReferrals(locale: Locale): Promise<ReferralsSummary | null> {
  const envelope = await browserApi(locale, { quiet: true }).get<ReferralsSummary>('/referrals');
  return envelope.data ?? null;
}
