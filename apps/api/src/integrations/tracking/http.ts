/** What the conversion senders share: one JSON POST with a deadline, failures classified, secrets kept out of errors. */
import { createHash } from 'node:crypto';
import { TrackingError } from './interface.ts';

export type PostResult = { status: number; json: unknown };

export async function postJson(
  vendor: string,
  fetchImpl: typeof fetch,
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number; secret: string },
): Promise<PostResult> {
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    text = await res.text();
  } catch (error) {
    throw new TrackingError(`${vendor}: no answer (${(error as Error).name})`, vendor, true);
  }
  if (res.status === 429 || res.status >= 500) {
    throw new TrackingError(`${vendor}: HTTP ${res.status}`, vendor, true);
  }
  if (res.status >= 400) {
    // Vendors echo parts of the request; never let the token reach a log line.
    const detail = options.secret ? text.split(options.secret).join('***') : text;
    throw new TrackingError(`${vendor}: HTTP ${res.status} ${detail.slice(0, 300)}`, vendor, false);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Meta's and Snap's phone normalisation: digits only, country code included, no "+" or leading zeros. */
export const hashPhoneDigits = (e164: string) => sha256(e164.replace(/\D/g, '').replace(/^0+/, ''));
/** TikTok's and Google's: the E.164 form itself, with its "+". */
export const hashPhoneE164 = (e164: string) => sha256(`+${e164.replace(/\D/g, '').replace(/^0+/, '')}`);

export const unixSeconds = (time: Date) => Math.floor(time.getTime() / 1000);
