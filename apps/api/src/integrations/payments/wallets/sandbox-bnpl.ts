/**
 * The sandbox Tabby and Tamara: a hosted checkout page of our own (Approve / Decline / Cancel, no script) that
 * plays the provider's, then sends the browser back with a signed return and notifies like the provider's webhook.
 * `verify` answers from the session's state (like asking Tabby's GET /api/v2/payments/{id}), so a return or
 * notification is only as good as what the "provider" recorded. Sessions live in memory, like the card sandbox.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatAmount } from '@hajz/contracts/money';
import type { PaymentLanguage, PaymentOutcome } from '../interface.ts';
import { escapeHtml, layout } from '../sandbox/pages.ts';
import { sign, signedUrl, verify as verifySigned } from '../sandbox/signing.ts';
import { bnplTexts } from './sandbox-bnpl-texts.ts';
import { instalmentPlan, type BnplGateway, type BnplMethod } from './interface.ts';
import { bnplInstalments, bnplLimits } from './limits.ts';

type Session = {
  id: string;
  method: BnplMethod;
  reference: string;
  amount: number;
  language: PaymentLanguage;
  returnUrl: string;
  status: 'created' | 'authorized' | 'rejected' | 'expired';
  refunded: number;
};

export type SandboxBnplOptions = {
  secret: string;
  basePath?: string;
  /** Receives the signed notification (the app posts it to its own webhook route). */
  notify?: (method: BnplMethod, params: Record<string, string>) => Promise<void>;
};

export type SandboxBnpl = { gateways: Record<BnplMethod, BnplGateway>; routes: FastifyPluginAsync };

const maxSessions = 10_000;

export function createSandboxBnpl(options: SandboxBnplOptions): SandboxBnpl {
  const { secret, basePath = '/sandbox-gateway/bnpl', notify } = options;
  const sessions = new Map<string, Session>();
  const latest = new Map<string, string>();
  const pageSignature = (id: string) => sign({ kind: 'bnpl-page', id }, secret);

  const outcome = (s: Session): PaymentOutcome => {
    if (s.status === 'authorized')
      return { status: 'paid', transactionId: s.id, amount: s.amount, card: null };
    if (s.status === 'created') return { status: 'pending', transactionId: s.id };
    return {
      status: 'failed',
      reason: s.status === 'rejected' ? 'declined' : 'cancelled',
      transactionId: s.id,
      providerCode: s.status,
    };
  };
  const resultParams = (s: Session) => ({ method: s.method, reference: s.reference, session: s.id });

  function finish(s: Session, status: Session['status']) {
    if (s.status !== 'created') return;
    s.status = status;
    if (!notify) return;
    const body = { ...resultParams(s), status };
    const signedBody = { ...body, signature: sign(body, secret) };
    setImmediate(() => void notify(s.method, signedBody).catch(() => undefined));
  }

  function gateway(method: BnplMethod): BnplGateway {
    return {
      method,
      name: `sandbox_${method}`,
      limits: bnplLimits[method],
      instalments: bnplInstalments[method],
      async createCheckout(request) {
        const id = `${method}_${randomBytes(10).toString('hex')}`;
        sessions.set(id, { id, method, ...request, status: 'created', refunded: 0 });
        latest.set(`${method}:${request.reference}`, id);
        for (const key of sessions.keys()) {
          if (sessions.size <= maxSessions) break;
          sessions.delete(key);
        }
        return {
          sessionId: id,
          url: `${basePath}/${id}?${new URLSearchParams({ signature: pageSignature(id) })}`,
        };
      },
      async verify(params) {
        if (params.method !== method || !verifySigned(params, secret)) return null;
        const s = sessions.get(params.session ?? '');
        if (!s || s.reference !== params.reference) return null;
        return { reference: s.reference, ...outcome(s) };
      },
      async checkStatus(reference, sessionId) {
        const s = sessions.get(sessionId ?? latest.get(`${method}:${reference}`) ?? '');
        return s && s.reference === reference ? outcome(s) : { status: 'unknown' };
      },
      async refund({ reference, amount, transactionId }) {
        const s = sessions.get(transactionId ?? latest.get(`${method}:${reference}`) ?? '');
        if (!s || s.reference !== reference || s.status !== 'authorized')
          return { status: 'failed', providerCode: 'not_paid' };
        if (!Number.isSafeInteger(amount) || amount <= 0 || s.refunded + amount > s.amount)
          return { status: 'failed', providerCode: 'invalid_amount' };
        s.refunded += amount;
        return { status: 'refunded', transactionId: `${s.id}_r${s.refunded}` };
      },
    };
  }

  const routes: FastifyPluginAsync = async (app) => {
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
    }
    const hidden = { hide: true };
    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'self'",
        )
        .send(html);
    const find = (id: string, signature: unknown) =>
      typeof signature === 'string' && verifySigned({ kind: 'bnpl-page', id, signature }, secret)
        ? sessions.get(id)
        : undefined;
    const back = (s: Session) => signedUrl(s.returnUrl, resultParams(s), secret);

    app.get('/:id', { schema: hidden }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const s = find(id, (request.query as Record<string, unknown>).signature);
      if (!s)
        return send(reply, 404, layout('en', bnplTexts.en.notFound, `<h1>${bnplTexts.en.notFound}</h1>`));
      if (s.status !== 'created') return reply.redirect(back(s), 303);
      return send(reply, 200, renderCheckout(s, `${basePath}/${id}`, pageSignature(id)));
    });

    app.post('/:id', { schema: hidden, bodyLimit: 4096 }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const s = find(id, body.signature);
      if (!s)
        return send(reply, 404, layout('en', bnplTexts.en.notFound, `<h1>${bnplTexts.en.notFound}</h1>`));
      const action = body.action;
      finish(s, action === 'approve' ? 'authorized' : action === 'decline' ? 'rejected' : 'expired');
      return reply.redirect(back(s), 303);
    });
  };

  return { gateways: { tabby: gateway('tabby'), tamara: gateway('tamara') }, routes };
}

function renderCheckout(s: Session, action: string, signature: string): string {
  const t = bnplTexts[s.language];
  const plan = instalmentPlan(s.amount, bnplInstalments[s.method]);
  const name = t.names[s.method];
  const body = `<h1>${escapeHtml(t.title(name))}</h1>
<p>${escapeHtml(t.lead(t.currency(formatAmount(s.amount))))}</p>
<p class="muted">${escapeHtml(t.plan(plan.count, t.currency(formatAmount(plan.first))))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="signature" value="${escapeHtml(signature)}">
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">${escapeHtml(t.approve)}</button>
<button type="submit" name="action" value="decline" class="secondary">${escapeHtml(t.decline)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
</div>
</form>
<p class="muted">${escapeHtml(t.testNote)}</p>`;
  return layout(s.language, t.title(name), body);
}
