import { createHash } from 'node:crypto';

/** A page that posts a signed form to the provider at once (APS's merchant page is entered by a form POST). */
const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const submit = 'document.forms[0].submit()';
const submitHash = createHash('sha256').update(submit).digest('base64');

/**
 * Its Content-Security-Policy: only its own one-line script runs, the form goes only to the provider, and only our
 * pages may frame it (the card frame opens it).
 */
export function autoPostPolicy(action: string): string {
  return `default-src 'none'; script-src 'sha256-${submitHash}'; form-action ${new URL(action).origin}; base-uri 'none'; frame-ancestors 'self'`;
}

export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>…</title></head><body><form method="post" action="${escape(action)}">${inputs}<noscript><button type="submit">Continue / متابعة</button></noscript></form><script>${submit}</script></body></html>`;
}
