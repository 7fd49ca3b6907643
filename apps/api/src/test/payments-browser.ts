/**
 * Test helper (not a test file): walks the payment pages the way a browser does, through the real app — the
 * payment link, the sandbox gateway's card page and 3-D Secure page, the return to us — until /secure-payment.
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { nextIp } from './call.ts';

export type Card = { number: string; expiry?: string; cvc?: string; holder?: string };
export type Landing = { path: string; query: URLSearchParams; visited: string[] };

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The first form of a page: its action and hidden fields. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in page: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decode(m[1]!)] = decode(m[2]!);
  }
  return { action: decode(action), fields };
}

const futureExpiry = () => {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String((d.getFullYear() + 2) % 100).padStart(2, '0')}`;
};

/**
 * Opens `url` and follows redirects; on the card page types `card`, on the 3-D Secure page types `code` (or
 * cancels when code is 'cancel'). Stops at /secure-payment, or returns the page it cannot go past.
 */
export async function walk(
  t: TestApp,
  url: string,
  o: { card?: Card; code?: string | string[]; ip?: string } = {},
): Promise<Landing> {
  const visited: string[] = [];
  const codes = Array.isArray(o.code) ? [...o.code] : o.code ? [o.code] : [];
  let request: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> } = {
    method: 'GET',
    url,
  };
  for (let step = 0; step < 20; step++) {
    visited.push(request.url);
    const { pathname, search } = new URL(request.url, 'http://localhost');
    if (/^(\/ar)?\/secure-payment$/.test(pathname))
      return { path: pathname, query: new URLSearchParams(search), visited };
    const res = await t.app.inject({
      method: request.method,
      url: pathname + search,
      remoteAddress: o.ip ?? nextIp(),
      headers: request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      payload: request.form ? new URLSearchParams(request.form).toString() : undefined,
    });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      request = { method: 'GET', url: String(res.headers.location) };
      continue;
    }
    const html = res.body;
    if (res.statusCode !== 200 && res.statusCode !== 422)
      throw new Error(`${pathname} answered ${res.statusCode}: ${html.slice(0, 300)}`);
    const form = formOf(html);
    if (/name="number"/.test(html) && o.card && res.statusCode === 200) {
      request = {
        method: 'POST',
        url: form.action,
        form: {
          ...form.fields,
          number: o.card.number,
          expiry: o.card.expiry ?? futureExpiry(),
          cvc: o.card.cvc ?? '123',
          holder: o.card.holder ?? 'Test Customer',
        },
      };
    } else if (/name="code"/.test(html) && codes.length > 0) {
      const code = codes.shift()!;
      request = {
        method: 'POST',
        url: form.action,
        form: { ...form.fields, ...(code === 'cancel' ? { action: 'cancel' } : { action: 'submit', code }) },
      };
    } else if (/document\.forms\[0\]\.submit\(\)/.test(html)) {
      request = { method: 'POST', url: form.action, form: form.fields };
    } else {
      return { path: pathname, query: new URLSearchParams(search), visited: [...visited, html] };
    }
  }
  throw new Error(`too many steps: ${visited.join(' → ')}`);
}

export const testCards = {
  success: { number: '4111 1111 1111 1111' },
  mastercard: { number: '5555 5555 5555 4444' },
  mada: { number: '4464 0400 0000 0007' },
  insufficientFunds: { number: '4000 0000 0000 9995' },
  declined: { number: '4000 0000 0000 0002' },
  threeDSecure: { number: '4000 0000 0000 3220' },
} as const;

export type HostedChoice = 'approve' | 'decline' | 'cancel';
/** A browser on the provider's hosted checkout: follows redirects, presses a button, lands on /secure-payment. */
export async function payHosted(t: Pick<TestApp, 'app'>, url: string, choice: HostedChoice) {
  let request: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> } = {
    method: 'GET',
    url,
  };
  const seen: string[] = [];
  for (let step = 0; step < 10; step++) {
    const { pathname, search } = new URL(request.url, 'http://localhost');
    seen.push(pathname + search);
    if (/^(\/ar)?\/secure-payment$/.test(pathname))
      return { path: pathname, query: new URLSearchParams(search), seen };
    const res = await t.app.inject({
      method: request.method,
      url: pathname + search,
      remoteAddress: nextIp(),
      headers: request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      payload: request.form ? new URLSearchParams(request.form).toString() : undefined,
    });
    if (res.statusCode === 303) {
      request = { method: 'GET', url: String(res.headers.location) };
      continue;
    }
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const form = formOf(res.body);
    request = { method: 'POST', url: form.action, form: { ...form.fields, action: choice } };
  }
  throw new Error(`too many steps: ${seen.join(' → ')}`);
}
