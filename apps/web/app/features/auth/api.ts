import type { AuthUser, Profile } from '@hajz/contracts/auth';
import type { Locale } from '@hajz/contracts/locale';
import { defaultMobileCode } from '@hajz/contracts/auth-rules';
import { browserApi } from '~/lib/browser-api';
import { pendingInviteCode, rememberInviteFrom } from '~/lib/invite-code';
import type { ProfileDraft } from './store';

export type SendOtpData = {
  mobile_number: string;
  expires_in: number;
  resend_in: number;
  code_length: number;
};
export type VerifyData = { is_completed: boolean; token: string | null; user: AuthUser | null };

/** Spec §3 send-code payload: mobile_number with spaces removed, mobile_code 966, accept_terms 0|1. */
export const sendOtp = (
  locale: Locale,
  mobile: string,
  onError?: (errors: Record<string, string[]>) => void,
) =>
  browserApi(locale).request<SendOtpData>('/account/send-otp', {
    method: 'POST',
    body: { mobile_number: mobile.replace(/\s/g, ''), mobile_code: defaultMobileCode, accept_terms: 1 },
    onError: (env) => onError?.(env.errors ?? {}),
  });

export const verifyOtp = (
  locale: Locale,
  mobile: string,
  otp: string,
  onError?: (errors: Record<string, string[]>) => void,
) =>
  browserApi(locale).request<VerifyData>('/account/verify-otp', {
    method: 'POST',
    body: { mobile_number: mobile, mobile_code: defaultMobileCode, otp },
    onError: (env) => onError?.(env.errors ?? {}),
  });

/** Spec §3 registration payload; empty fields are dropped before sending. */
export function registerAccount(
  locale: Locale,
  input: { mobile: string; otp: string; draft: ProfileDraft; marketing?: boolean },
  onError?: (errors: Record<string, string[]>) => void,
) {
  const body: Record<string, string> = {
    otp: input.otp,
    mobile_number: input.mobile,
    mobile_code: defaultMobileCode,
  };
  for (const [key, value] of Object.entries(input.draft)) if (value.trim() !== '') body[key] = value.trim();
  // Offers only when the box was ticked (PDPL art. 25, ADR 0068): left out, the answer is no.
  if (input.marketing) body.marketing_messages = '1';
  // A friend's code from a share link (issue 15): this page's link first, else the one remembered on landing.
  const invitation = rememberInviteFrom(window.location.search) ?? pendingInviteCode();
  if (invitation) body.invitation_code = invitation;
  return browserApi(locale).request<{
    token: string;
    user: AuthUser;
    invitation?: { accepted: boolean; message: string };
  }>('/user/register', {
    method: 'POST',
    body,
    onError: (env) => onError?.(env.errors ?? {}),
  });
}

export const fetchProfile = (locale: Locale) =>
  browserApi(locale, { quiet: true }).get<Profile>('/account/info');

export { fetchDemoCode } from '~/lib/demo-outbox';
