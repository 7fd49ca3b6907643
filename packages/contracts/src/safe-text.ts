/**
 * One rule for every piece of text the API takes (issue 18, D1): no NUL character (PostgreSQL text cannot hold
 * it) and no lone UTF-16 surrogate (not a character: it cannot be stored or sent back as UTF-8). The API applies it
 * to every query, path parameter, body and form field before any schema runs.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule is about
const unsafe = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !unsafe.test(text);

/** The path (`a.b.0`) of the first unsafe string inside `value` (keys included), or null. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.') || 'value';
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  if (ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, '?'].join('.');
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
