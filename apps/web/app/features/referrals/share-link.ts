import type { Locale } from '@hajz/contracts/locale';
import { inviteParam } from '@hajz/contracts/referral-rules';

/**
 * The link a friend opens: this site, in the inviter's language, carrying the code into sign-up (lib/invite-code).
 * Built from where the page is served so a preview or a local demo shares a link that works there.
 */
export function shareLink(origin: string, locale: Locale, code: string): string {
  return `${origin}${locale === 'ar' ? '/ar/' : '/'}?${inviteParam}=${encodeURIComponent(code)}`;
}

export const whatsappLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
