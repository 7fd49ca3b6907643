/**
 * Tabby (pay in 4) over its HTTP API v2 (issue 27 item 5, ADR 0062), behind `BnplGateway`.
 *
 * Documented (https://docs.tabby.ai — pay-in-4-custom-integration: checkout-flow, payment-processing, webhooks;
 * api-reference: checkout, payments, webhooks), and followed here:
 * - every call carries `Authorization: Bearer <secret key>`; KSA's API is https://api.tabby.sa;
 * - POST /api/v2/checkout {payment {amount "400.00", currency, buyer, order.reference_id}, lang, merchant_code,
 *   merchant_urls {success, cancel, failure}} answers the session: status `created` with
 *   configuration.available_products.installments[0].web_url and payment.id, or `rejected` (pre-scoring said no,
 *   configuration.products.installments.rejection_reason);
 * - the customer comes back to a merchant URL with `?payment_id=`; the redirect proves nothing: GET
 *   /api/v2/payments/{id} must say AUTHORIZED (REJECTED after the failure URL, EXPIRED after cancel or timeout);
 * - an AUTHORIZED payment is captured at once in full (POST /api/v2/payments/{id}/captures {amount, reference_id},
 *   idempotent by reference_id); only captured payments settle; CLOSED with a capture is paid;
 * - refunds: POST /api/v2/payments/{id}/refunds {amount, reference_id, reason}, partial ones until the captured
 *   amount, idempotent by reference_id;
 * - webhooks: a JSON POST {id, status lower case, order.reference_id, …}, in any order and possibly twice, signed
 *   only by the header registered with the webhook (`header.title` / `header.value`): we check that header, then
 *   ask GET /api/v2/payments/{id} anyway.
 * Never logs anything; amounts are halalas in, decimal SAR on the wire.
 */
import { z } from 'zod';
import type { PaymentOutcome, RefundResult } from '../interface.ts';
import { answerOf, callJson, halalasOf, sameSecret, sarAmount, type JsonClient } from './http.ts';
import { BnplRefusedError, type BnplGateway } from './interface.ts';
import { bnplInstalments, bnplLimits } from './limits.ts';

export const TABBY_KSA_API_URL = 'https://api.tabby.sa';

export type TabbyOptions = {
  secretKey: string;
  merchantCode: string;
  /** The header registered with our webhook: Tabby sends it with every notification. */
  webhookHeader: { name: string; value: string };
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const amount = z.union([z.string(), z.number()]);
const payment = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  amount,
  currency: z.string().optional(),
  order: z.looseObject({ reference_id: z.string().nullish() }).nullish(),
  captures: z.array(z.looseObject({ id: z.string().optional(), amount })).nullish(),
  refunds: z.array(z.looseObject({ id: z.string().optional(), amount })).nullish(),
});
type TabbyPayment = z.infer<typeof payment>;
const session = z.looseObject({
  id: z.string().optional(),
  status: z.string(),
  payment: z.looseObject({ id: z.string().min(1) }).nullish(),
  configuration: z
    .looseObject({
      available_products: z
        .looseObject({ installments: z.array(z.looseObject({ web_url: z.string().url() })).nullish() })
        .nullish(),
      products: z
        .looseObject({ installments: z.looseObject({ rejection_reason: z.string().nullish() }).nullish() })
        .nullish(),
    })
    .nullish(),
});

export function createTabbyGateway(options: TabbyOptions): BnplGateway {
  const client: JsonClient = {
    name: 'tabby',
    baseUrl: options.apiUrl ?? TABBY_KSA_API_URL,
    headers: { Authorization: `Bearer ${options.secretKey}` },
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 20_000,
  };

  async function getPayment(id: string): Promise<TabbyPayment | null> {
    const raw = await callJson(client, 'GET', `/api/v2/payments/${encodeURIComponent(id)}`);
    if (raw.status === 404 || raw.status === 400) return null;
    return answerOf(client, 'GET payment', payment, raw);
  }

  /** What a payment means for us; an AUTHORIZED one is captured first (in full, idempotently). */
  async function settle(p: TabbyPayment): Promise<PaymentOutcome> {
    const paid = halalasOf(p.amount);
    if (paid === null) return { status: 'pending', transactionId: p.id };
    switch (p.status.toUpperCase()) {
      case 'AUTHORIZED': {
        const raw = await callJson(client, 'POST', `/api/v2/payments/${encodeURIComponent(p.id)}/captures`, {
          amount: sarAmount(paid),
          reference_id: `${p.order?.reference_id ?? p.id}-capture`,
        });
        // A concurrent twin may have captured it first: ask again rather than guess.
        const after = raw.status < 300 ? answerOf(client, 'capture', payment, raw) : await getPayment(p.id);
        if (after && after.status.toUpperCase() === 'CLOSED' && (after.captures?.length ?? 0) > 0)
          return { status: 'paid', transactionId: p.id, amount: paid, card: null };
        return { status: 'pending', transactionId: p.id };
      }
      case 'CLOSED':
        // Closed without a capture is a payment closed unpaid.
        return (p.captures?.length ?? 0) > 0
          ? { status: 'paid', transactionId: p.id, amount: paid, card: null }
          : { status: 'failed', reason: 'cancelled', transactionId: p.id, providerCode: 'CLOSED' };
      case 'REJECTED':
        return { status: 'failed', reason: 'declined', transactionId: p.id, providerCode: 'REJECTED' };
      case 'EXPIRED':
        return { status: 'failed', reason: 'cancelled', transactionId: p.id, providerCode: 'EXPIRED' };
      default:
        return { status: 'pending', transactionId: p.id };
    }
  }

  return {
    method: 'tabby',
    name: 'tabby',
    limits: bnplLimits.tabby,
    instalments: bnplInstalments.tabby,

    async createCheckout(request) {
      const raw = await callJson(client, 'POST', '/api/v2/checkout', {
        payment: {
          amount: sarAmount(request.amount),
          currency: 'SAR',
          description: request.reference,
          buyer: {
            name: request.customer.name ?? '',
            email: request.customer.email ?? '',
            phone: request.customer.phone ?? '',
          },
          order: { reference_id: request.reference },
        },
        lang: request.language,
        merchant_code: options.merchantCode,
        merchant_urls: { success: request.returnUrl, cancel: request.returnUrl, failure: request.returnUrl },
      });
      const answer = answerOf(client, 'checkout', session, raw);
      const url = answer.configuration?.available_products?.installments?.[0]?.web_url;
      if (answer.status !== 'created' || !url || !answer.payment) {
        const why = answer.configuration?.products?.installments?.rejection_reason ?? answer.status;
        throw new BnplRefusedError(`tabby: checkout ${answer.status} (${why})`, 'tabby', 'declined', why);
      }
      return { sessionId: answer.payment.id, url };
    },

    async verify(params, headers, source) {
      if (source === 'webhook') {
        const { name, value } = options.webhookHeader;
        if (!sameSecret(headers[name.toLowerCase()], value)) return null;
      }
      const id = source === 'webhook' ? params.id : params.payment_id;
      if (!id) return null;
      const p = await getPayment(id);
      const reference = p?.order?.reference_id;
      if (!p || !reference) return null;
      return { reference, ...(await settle(p)) };
    },

    async checkStatus(reference, sessionId) {
      if (!sessionId) return { status: 'unknown' };
      const p = await getPayment(sessionId);
      if (!p || p.order?.reference_id !== reference) return { status: 'unknown' };
      return settle(p);
    },

    async refund({ reference, amount: value, transactionId }): Promise<RefundResult> {
      if (!transactionId) return { status: 'failed', providerCode: 'no_payment_id' };
      const raw = await callJson(
        client,
        'POST',
        `/api/v2/payments/${encodeURIComponent(transactionId)}/refunds`,
        {
          amount: sarAmount(value),
          reference_id: `${reference}-refund-${value}`,
          reason: `Refund of ${reference}`,
        },
      );
      if (raw.status >= 400) {
        const body = raw.json as { error?: unknown; errorType?: unknown } | undefined;
        return { status: 'failed', providerCode: String(body?.errorType ?? body?.error ?? raw.status) };
      }
      const answer = answerOf(client, 'refund', payment, raw);
      return { status: 'refunded', transactionId: answer.refunds?.at(-1)?.id ?? transactionId };
    },
  };
}
