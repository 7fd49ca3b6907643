/** Sign-in rules and helpers with no schema library: safe for the browser bundle. */
/** Spec §5/§9: Saudi mobile numbers, +966, 9 national digits; a 4-digit one-time code. */
export const defaultMobileCode = '966';
export const nationalMobileLength = 9;
export const otpLength = 4;
/** Server rules beyond the spec, shared so the web can show them (resend countdown). */
export const otpRules = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  maxSendsPerNumberPerHour: 5,
  registerWithinSeconds: 10 * 60,
} as const;
/** Spec §9: the auth_token cookie and the JWT both last 7 days. */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;
export const authTokenKey = 'auth_token';

export const genders = ['Male', 'Female'] as const;
export type Gender = (typeof genders)[number];

/** Arabic-Indic and Persian digits typed on an Arabic keyboard, as Western digits. */
export const westernDigits = (raw: string): string =>
  raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Keeps digits only (Arabic-Indic digits become Western), at most 9 — what the mobile field does as you type. */
export function cleanMobileInput(raw: string): string {
  return westernDigits(raw).replace(/\D/g, '').slice(0, nationalMobileLength);
}

/** "501234567" → "50 1234 567" (spec §5: groups of 2, 4 and 3). */
export function groupMobile(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 6), digits.slice(6, 9)].filter(Boolean).join(' ');
}

export const defaultProfileImage = '/img/avatar.svg';

/** Spec §6: the admin check. */
export const isAdminRole = (role: string | null | undefined) => role === 'admin' || role === 'administrator';

/** Spec §3: full name is first and last joined by a space and trimmed. */
export const fullName = (p: { first_name?: string | null; last_name?: string | null }) =>
  `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim();
