/**
 * A friend's invitation code carried from a share link (`/?invite=CODE`, issue 15, ADR 0025) until the person
 * signs up. Kept in this tab (sessionStorage) and in a 30-day cookie: someone who opens the link, leaves, and signs
 * up days later in a new tab still brings the code. Only a well-formed code is kept.
 */
import { inviteParam, normalizeInvitationCode } from '@hajz/contracts/referral-rules';

const key = 'hajz_invite';
const maxAgeSeconds = 30 * 86_400;

export function rememberInviteFrom(search: string): string | null {
  if (typeof document === 'undefined') return null;
  const code = normalizeInvitationCode(new URLSearchParams(search).get(inviteParam));
  if (!code) return null;
  try {
    sessionStorage.setItem(key, code);
  } catch {
    // Private modes may refuse storage: the cookie still carries it.
  }
  document.cookie = `${key}=${code}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  return code;
}

export function pendingInviteCode(): string | null {
  if (typeof document === 'undefined') return null;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(key);
  } catch {
    stored = null;
  }
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${key}=`))
    ?.slice(key.length + 1);
  return normalizeInvitationCode(stored) ?? normalizeInvitationCode(cookie);
}

/** Once sign-up has sent it: a code is used once, whatever the answer. */
export function forgetInviteCode(): void {
  if (typeof document === 'undefined') return;
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
  document.cookie = `${key}=; Max-Age=0; Path=/; SameSite=Lax`;
}
