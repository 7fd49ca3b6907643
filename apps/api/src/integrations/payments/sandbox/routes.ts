/**
 * The sandbox gateway's browser pages, registered by the app at the gateway's base path:
 * GET/POST /pay (the hosted card page) and GET/POST /3ds/:id (the 3-D Secure challenge).
 * Card numbers and CVCs are only read from the POST body: never logged, stored or written back into a page.
 */
import { schemeScriptHash } from './scheme-mark.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentLanguage } from '../interface.ts';
import type { SandboxCore, SandboxTransaction } from './gateway.ts';
import { cancelledReturnUrl, cardPageFields, readCardPageFields, tokenizedReturnUrl } from './signing.ts';
import { renderCardPage, renderChallengePage, renderErrorPage, type CardField } from './pages.ts';
import { brandOf, cardExpired, luhnValid } from './test-cards.ts';
import { texts, type FieldError } from './texts.ts';

export type CardFormResult =
  | { ok: true; card: { digits: string; expiry: string; holder: string } }
  | { ok: false; errors: Partial<Record<CardField, FieldError>>; values: { expiry: string; holder: string } };

const holderPattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/**
 * Checks the card form like a gateway's page does. The holder name is restricted to letters and a few marks
 * because it travels in signed `key=value&…` parameters, where '&' or '=' could blur the fields' boundaries.
 */
export function validateCardForm(fields: Record<string, unknown>, now: Date): CardFormResult {
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  const digits = field('number').replace(/\s+/g, '');
  const expiryInput = field('expiry').trim();
  const cvc = field('cvc').trim();
  const holder = field('holder').trim().replace(/\s+/g, ' ');
  const errors: Partial<Record<CardField, FieldError>> = {};

  if (digits === '') errors.number = 'number_required';
  else if (!/^\d{12,19}$/.test(digits)) errors.number = 'number_format';
  else if (!luhnValid(digits)) errors.number = 'number_luhn';

  let expiry = '';
  const match = /^(\d{2})\s*\/?\s*(?:20)?(\d{2})$/.exec(expiryInput);
  if (expiryInput === '') errors.expiry = 'expiry_required';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'expiry_format';
  else {
    expiry = `${match[1]}${match[2]}`;
    if (cardExpired(expiry, now)) errors.expiry = 'expiry_past';
  }

  const amex = /^\d+$/.test(digits) && brandOf(digits) === 'AMEX';
  if (cvc === '') errors.cvc = 'cvc_required';
  else if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) errors.cvc = amex ? 'cvc_4' : 'cvc_3';

  if (holder === '') errors.holder = 'holder_required';
  else if (holder.length > 64) errors.holder = 'holder_long';
  else if (!holderPattern.test(holder)) errors.holder = 'holder_chars';

  if (Object.keys(errors).length > 0) return { ok: false, errors, values: { expiry: expiryInput, holder } };
  return { ok: true, card: { digits, expiry, holder } };
}

/** For pages shown before we know the payment's language (a forged link): the browser's preference. */
function browserLanguage(request: FastifyRequest, hint?: unknown): PaymentLanguage {
  if (hint === 'ar' || hint === 'en') return hint;
  return /^\s*ar\b/i.test(request.headers['accept-language'] ?? '') ? 'ar' : 'en';
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      // One script only (the card page's scheme mark, allowed by its hash); styles are inline. Framed only by our
      // own pages (the card frame).
      .header(
        'content-security-policy',
        `default-src 'none'; script-src ${schemeScriptHash}; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'self'`,
      )
      .send(html)
  );
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export function createSandboxRoutes(core: SandboxCore): FastifyPluginAsync {
  return async (app) => {
    // The app registers @fastify/formbody when it has it; otherwise parse forms here, for this plugin only.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }
    const bodyLimit = 16 * 1024;
    // The sandbox plays the provider's hosted pages (HTML for a browser): not part of our API's document.
    const hidden = { hide: true };

    app.get('/pay', { schema: hidden }, async (request, reply) => {
      const query = asRecord(request.query);
      const cardRequest = readCardPageFields(query, core.secret);
      if (!cardRequest)
        return sendPage(reply, 400, renderErrorPage(browserLanguage(request, query.language), 'bad_request'));
      return sendPage(
        reply,
        200,
        renderCardPage({
          language: cardRequest.language,
          action: `${core.basePath}/pay`,
          hidden: cardPageFields(cardRequest, core.secret),
          cancelUrl: cancelledReturnUrl(cardRequest, core.secret),
          rememberCard: cardRequest.rememberCard,
          values: { expiry: '', holder: '' },
          errors: {},
        }),
      );
    });

    app.post('/pay', { bodyLimit, schema: hidden }, async (request, reply) => {
      const body = asRecord(request.body);
      const cardRequest = readCardPageFields(body, core.secret);
      if (!cardRequest)
        return sendPage(reply, 400, renderErrorPage(browserLanguage(request, body.language), 'bad_request'));
      const result = validateCardForm(body, core.now());
      if (result.ok) return reply.redirect(tokenizedReturnUrl(cardRequest, result.card, core.secret), 303);
      return sendPage(
        reply,
        422,
        renderCardPage({
          language: cardRequest.language,
          action: `${core.basePath}/pay`,
          hidden: cardPageFields(cardRequest, core.secret),
          cancelUrl: cancelledReturnUrl(cardRequest, core.secret),
          rememberCard: cardRequest.rememberCard,
          values: result.values,
          errors: result.errors,
        }),
      );
    });

    const challengePage = (
      reply: FastifyReply,
      status: number,
      transaction: SandboxTransaction,
      error: string | null,
    ) =>
      sendPage(
        reply,
        status,
        renderChallengePage({
          language: transaction.language,
          action: `${core.basePath}/3ds/${encodeURIComponent(transaction.id)}`,
          signature: core.challengeSignature(transaction.id),
          amount: transaction.amount,
          brand: transaction.card?.brand ?? '',
          last4: transaction.card?.last4 ?? '',
          error,
        }),
      );

    /** The pending transaction of a 3-D Secure request, or the reply already sent (forged, unknown, final). */
    const findChallenge = (
      request: FastifyRequest,
      reply: FastifyReply,
      signature: unknown,
    ): { transaction: SandboxTransaction } | { sent: FastifyReply } => {
      const { id } = request.params as { id: string };
      const transaction = core.challenge(id, signature);
      const language = browserLanguage(request);
      if (transaction === 'not_found')
        return { sent: sendPage(reply, 404, renderErrorPage(language, 'not_found')) };
      if (transaction === 'forged')
        return { sent: sendPage(reply, 400, renderErrorPage(language, 'bad_request')) };
      // Back button or a second tab after the result: send the browser to the same signed result again.
      if (transaction.status !== 'pending') return { sent: reply.redirect(core.resultUrl(transaction), 303) };
      return { transaction };
    };

    app.get('/3ds/:id', { schema: hidden }, async (request, reply) => {
      const found = findChallenge(request, reply, asRecord(request.query).signature);
      if ('sent' in found) return found.sent;
      return challengePage(reply, 200, found.transaction, null);
    });

    app.post('/3ds/:id', { bodyLimit, schema: hidden }, async (request, reply) => {
      const body = asRecord(request.body);
      const found = findChallenge(request, reply, body.signature);
      if ('sent' in found) return found.sent;
      const { transaction } = found;
      if (body.action === 'cancel') {
        core.cancelChallenge(transaction);
        return reply.redirect(core.resultUrl(transaction), 303);
      }
      const code = typeof body.code === 'string' ? body.code.trim() : '';
      const t = texts[transaction.language];
      if (code === '') return challengePage(reply, 422, transaction, t.errors.code_required);
      const left = core.answerChallenge(transaction, code);
      if (transaction.status !== 'pending') return reply.redirect(core.resultUrl(transaction), 303);
      return challengePage(reply, 422, transaction, t.codeWrong(left));
    });
  };
}
