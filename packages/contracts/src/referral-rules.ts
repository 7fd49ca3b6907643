/**
 * Invite a friend's rules with no schema library (issue 15, ADR 0025): safe for the home page's bundle, which reads
 * share links. A code is short and read aloud or typed from a screenshot, so its letters leave out what people
 * confuse: 0/O, 1/I/L.
 */
export const invitationCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const invitationCodeLength = 8;
export const codePattern = /^[A-HJKMNP-Z2-9]{8}$/;

/** A code as typed or carried in a link: trimmed, upper-cased; null when it cannot be one of ours. */
export function normalizeInvitationCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return codePattern.test(code) ? code : null;
}

/** The query parameter of a share link (`/?invite=CODE`, `/ar/?invite=CODE`). */
export const inviteParam = 'invite';
