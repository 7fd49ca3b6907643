/**
 * Issue 18 D9: what the request log may say. URLs keep their path and parameter names; values of parameters that
 * can carry a secret (card tokens, signatures, codes, session tokens) become "[redacted]". Headers are not logged
 * at all (Authorization, cookies). pino's `redact` is a second net for objects logged by hand.
 */
import type { FastifyRequest } from 'fastify';

const secretParam = /token|sig|signature|secret|otp|code|card|pan|cvv|cvc|expiry|password|session|auth|key/i;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params.keys()].map((key) =>
    secretParam.test(key) ? `${key}=[redacted]` : `${key}=${encodeURIComponent(params.get(key) ?? '')}`,
  );
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
};

export const logRedact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    '*.token',
    '*.token_name',
    '*.card_token',
    '*.signature',
    '*.otp',
    '*.password',
    // E-invoicing (ADR 0044): an EGS unit's private key, sealed or not, and Fatoora's credentials.
    '*.privateKey',
    '*.privateKeyPem',
    '*.sealedPrivateKey',
    '*.secret',
    '*.binarySecurityToken',
  ],
  censor: '[redacted]',
};
