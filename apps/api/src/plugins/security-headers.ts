import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/**
 * Headers every response carries, suited to its kind (issue 18 D6). Routes that serve a document set their own
 * Content-Security-Policy (SSR pages with a nonce, the invoice, the sandbox gateway, the provider auto-post page);
 * everything else gets a policy that allows nothing and cannot be framed. API answers are never stored by a browser
 * or a proxy unless their route says otherwise (the personal ones must not be: profile, saved cards, ledger).
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Behind a load balancer `protocol` comes from X-Forwarded-Proto (TRUST_PROXY); plain http never gets HSTS.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (!reply.hasHeader('content-security-policy')) {
      const json = String(reply.getHeader('content-type') ?? '').includes('json');
      reply.header(
        'content-security-policy',
        json ? "default-src 'none'; frame-ancestors 'none'" : "frame-ancestors 'none'",
      );
    }
    reply.header('x-frame-options', framing(reply));
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});

/** The legacy header that matches the policy's frame-ancestors, for browsers that only know it. */
function framing(reply: FastifyReply): 'DENY' | 'SAMEORIGIN' {
  const policy = String(reply.getHeader('content-security-policy'));
  return /frame-ancestors 'self'/.test(policy) ? 'SAMEORIGIN' : 'DENY';
}
