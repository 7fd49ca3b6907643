import { createHash, randomBytes } from 'node:crypto';

/** A fresh Content-Security-Policy nonce: 128 random bits, never reused between responses. */
export const newNonce = () => randomBytes(16).toString('base64');

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * The hash of each inline script of a finished page: the policy of a page many visitors share (a nonce would be
 * known to all of them, so shared pages allow exactly their own scripts instead).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Pages shown inside our own frames: the card frame's last page and the legal texts in the sign-in wizard. Every
 * other page refuses to be framed (no clickjacking of the cart or the checkout).
 */
const framedPages = /^(\/ar)?\/(secure-payment|terms|privacy)\/?$/;

/**
 * The back office (issue 16): its check-in screen's QR decoder (qr-scanner) runs in a worker it makes from a blob.
 * Only documents opened in the back office allow that; customer pages keep workers to our own files.
 */
const backOfficePages = /^(\/ar)?\/admin(\/|$)/;

export type PagePolicyOptions = {
  /** Origins a page may frame besides its own: the payment provider's card pages (PaymentProvider.frameOrigins). */
  frameOrigins: readonly string[];
  /**
   * The configured tracking vendors' hosts (issue 15, ADR 0026): their scripts, and where those send (beacons go
   * as images or fetches). Only vendors the business configured; whether they load is the visitor's consent.
   */
  tracking?: { scriptHosts: readonly string[]; connectHosts: readonly string[] };
  /** A hosted map style's origin (MAP_STYLE_URL): the address dialog's map fetches its style, tiles and glyphs. */
  mapOrigins?: readonly string[];
};

/**
 * The policy of a server-rendered page (issue 18 D6): scripts only from our origin or inline ones it names (this
 * response's nonce, or a shared page's script hashes); styles from our origin (React writes `style` attributes, hence 'unsafe-inline' for styles only); no
 * plugins, no <base>, forms only to us, frames only of us and the payment provider; the configured tracking vendors'
 * hosts (ADR 0026).
 */
export function pagePolicy(
  pathname: string,
  inlineScripts: readonly string[],
  { frameOrigins, tracking, mapOrigins = [] }: PagePolicyOptions,
): string {
  const scripts = tracking?.scriptHosts ?? [];
  const beacons = [...(tracking?.connectHosts ?? []), ...mapOrigins];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts, ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...beacons].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...beacons].join(' '),
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "manifest-src 'self'",
    backOfficePages.test(pathname) ? "worker-src 'self' blob:" : "worker-src 'self'",
    `frame-ancestors ${framedPages.test(pathname) ? "'self'" : "'none'"}`,
  ];
  return directives.join('; ');
}
