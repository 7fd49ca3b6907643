/**
 * A fresh `Idempotency-Key` (8–100 of [A-Za-z0-9_-]). getRandomValues rather than randomUUID: the latter exists
 * only in secure contexts, and the app may be reached over plain HTTP on a local network.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
