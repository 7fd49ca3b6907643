import { defaultMobileCode } from '@hajz/contracts/auth-rules';

/**
 * While the console SMS provider runs (the demo), its outbox tells the latest text sent to a number; elsewhere the
 * route is a 404. Returns the last run of `digits` digits in that text (a sign-in code, an STC Pay code), or null.
 */
export async function fetchDemoCode(mobile: string, digits = 4): Promise<string | null> {
  try {
    const res = await fetch(`/api/v1/dev/outbox?mobile_number=${defaultMobileCode}${mobile}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { messages?: { body: string }[] } };
    const latest = body.data?.messages?.[0]?.body ?? '';
    return latest.match(new RegExp(`\\b\\d{${digits}}\\b`, 'g'))?.at(-1) ?? null;
  } catch {
    return null;
  }
}
