import { randomBytes } from 'node:crypto';

/** A fresh Content-Security-Policy nonce: 128 random bits, never reused between responses. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * Pages shown inside our own frames: the card frame's last page and the legal texts in the sign-in wizard. Every
 * other page refuses to be framed (no clickjacking of the cart or the checkout).
 */
const framedPages = /^(\/ar)?\/(secure-payment|terms|privacy)\/?$/;

export type PagePolicyOptions = {
  /** Origins a page may frame besides its own: the payment provider's card pages (PaymentProvider.frameOrigins). */
  frameOrigins: readonly string[];
};

/**
 * The policy of a server-rendered page (issue 18 D6): scripts only from our origin or inline with this response's
 * nonce; styles from our origin (React writes `style` attributes, hence 'unsafe-inline' for styles only); no
 * plugins, no <base>, forms only to us, frames only of us and the payment provider. The Growth issue's pixels add their
 * hosts here once consented.
 */
export function pagePolicy(pathname: string, nonce: string, { frameOrigins }: PagePolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-ancestors ${framedPages.test(pathname) ? "'self'" : "'none'"}`,
  ];
  return directives.join('; ');
}
