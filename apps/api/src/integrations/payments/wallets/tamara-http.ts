/**
 * Tamara (pay by instalments) over its online checkout API (issue 27 item 5, ADR 0062), behind `BnplGateway`.
 *
 * Documented (https://docs.tamara.co — direct online checkout, order status flow, webhook registration and order
 * authorisation; API reference: Create Checkout Session, Get Order Details, Authorise Order, Capture Order,
 * Simplified Refund, Getting Started with Webhooks), and followed here:
 * - every call carries `Authorization: Bearer <API token>`; sandbox https://api-sandbox.tamara.co, production
 *   https://api.tamara.co;
 * - POST /checkout {order_reference_id, total_amount {amount, currency}, items, consumer, country_code, locale,
 *   payment_type, instalments, merchant_url {success, failure, cancel, notification}} answers {order_id,
 *   checkout_id, checkout_url, status "new"};
 * - the customer comes back with `?orderId=…&paymentStatus=…`; the redirect proves nothing: GET /orders/{order_id}
 *   says the status (new, approved, authorised, fully_captured, declined, expired, canceled, …);
 * - an `approved` order must be authorised by the merchant (POST /orders/{order_id}/authorise) — the step that
 *   acknowledges it; we then capture it in full at once (POST /payments/capture) since the service is sold;
 * - refunds: POST /payments/simplified-refund/{order_id} {total_amount, comment, merchant_refund_id}, partial ones
 *   allowed up to what was captured;
 * - notifications: a JSON POST {order_id, order_reference_id, event_type, data} whose authenticity is the
 *   notification token: an HS256 JWT signed with it, sent as `?tamaraToken=` and as `Authorization: Bearer`.
 *   We check it, then ask GET /orders/{order_id} anyway.
 * Never logs anything; amounts are halalas in, decimal SAR on the wire.
 */
import { z } from 'zod';
import type { PaymentOutcome, RefundResult } from '../interface.ts';
import { answerOf, callJson, halalasOf, type JsonClient } from './http.ts';
import { BnplRefusedError, type BnplGateway } from './interface.ts';
import { verifyHs256 } from './jwt-hs256.ts';
import { bnplInstalments, bnplLimits } from './limits.ts';

export const TAMARA_SANDBOX_API_URL = 'https://api-sandbox.tamara.co';

export type TamaraOptions = {
  apiToken: string;
  notificationToken: string;
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const money = z.looseObject({ amount: z.union([z.number(), z.string()]), currency: z.string().optional() });
const order = z.looseObject({
  order_id: z.string().min(1),
  order_reference_id: z.string().nullish(),
  status: z.string(),
  total_amount: money,
});
type TamaraOrder = z.infer<typeof order>;
const checkout = z.looseObject({ order_id: z.string().min(1), checkout_url: z.string().url() });
const refund = z.looseObject({ refund_id: z.string().nullish(), status: z.string().nullish() });

const sar = (halalas: number) => ({ amount: halalas / 100, currency: 'SAR' });

export function createTamaraGateway(options: TamaraOptions): BnplGateway {
  const client: JsonClient = {
    name: 'tamara',
    baseUrl: options.apiUrl ?? TAMARA_SANDBOX_API_URL,
    headers: { Authorization: `Bearer ${options.apiToken}` },
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 20_000,
  };

  async function getOrder(id: string): Promise<TamaraOrder | null> {
    const raw = await callJson(client, 'GET', `/orders/${encodeURIComponent(id)}`);
    if (raw.status === 404 || raw.status === 400) return null;
    return answerOf(client, 'GET order', order, raw);
  }

  /**
   * What an order means for us. An approved one is authorised, an authorised one captured (each step may have been
   * taken by a concurrent twin: a refused step is followed by asking again, a few times at most).
   */
  async function settle(start: TamaraOrder): Promise<PaymentOutcome> {
    let current: TamaraOrder | null = start;
    for (let step = 0; current && step < 3; step++) {
      const amount = halalasOf(current.total_amount.amount);
      const id = current.order_id;
      if (amount === null) return { status: 'pending', transactionId: id };
      switch (current.status) {
        case 'approved':
          await callJson(client, 'POST', `/orders/${encodeURIComponent(id)}/authorise`, {});
          break;
        case 'authorised':
          await callJson(client, 'POST', '/payments/capture', {
            order_id: id,
            total_amount: sar(amount),
            shipping_info: { shipped_at: new Date().toISOString(), shipping_company: 'N/A (service)' },
          });
          break;
        case 'fully_captured':
        case 'partially_refunded':
        case 'fully_refunded':
          return { status: 'paid', transactionId: id, amount, card: null };
        case 'declined':
          return { status: 'failed', reason: 'declined', transactionId: id, providerCode: 'declined' };
        case 'expired':
        case 'canceled':
          return { status: 'failed', reason: 'cancelled', transactionId: id, providerCode: current.status };
        default:
          return { status: 'pending', transactionId: id };
      }
      current = await getOrder(id);
    }
    return { status: 'pending', transactionId: start.order_id };
  }

  return {
    method: 'tamara',
    name: 'tamara',
    limits: bnplLimits.tamara,
    instalments: bnplInstalments.tamara,

    async createCheckout(request) {
      const [first = '', ...rest] = (request.customer.name ?? '').split(/\s+/).filter(Boolean);
      const total = sar(request.amount);
      const raw = await callJson(client, 'POST', '/checkout', {
        order_reference_id: request.reference,
        order_number: request.reference,
        total_amount: total,
        description: request.reference,
        country_code: 'SA',
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: bnplInstalments.tamara,
        locale: request.language === 'ar' ? 'ar_SA' : 'en_US',
        items: [
          {
            reference_id: request.reference,
            type: 'Digital',
            name: request.reference,
            sku: request.reference,
            quantity: 1,
            total_amount: total,
          },
        ],
        consumer: {
          first_name: first,
          last_name: rest.join(' '),
          phone_number: request.customer.phone ? `966${request.customer.phone}` : '',
          email: request.customer.email ?? '',
        },
        tax_amount: sar(0),
        shipping_amount: sar(0),
        merchant_url: {
          success: request.returnUrl,
          failure: request.returnUrl,
          cancel: request.returnUrl,
          notification: request.returnUrl.replace(/\/return$/, '/webhook'),
        },
      });
      if (raw.status === 400 || raw.status === 422) {
        // Tamara refuses a checkout it will not offer (amount outside the merchant's limits, the customer).
        const body = raw.json as { message?: unknown; errors?: { error_code?: unknown }[] } | undefined;
        const code = String(body?.errors?.[0]?.error_code ?? body?.message ?? raw.status);
        throw new BnplRefusedError(`tamara: checkout refused (${code})`, 'tamara', 'declined', code);
      }
      const answer = answerOf(client, 'checkout', checkout, raw);
      return { sessionId: answer.order_id, url: answer.checkout_url };
    },

    async verify(params, headers, source) {
      if (source === 'webhook') {
        const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
        const token = params.tamaraToken ?? bearer ?? '';
        if (!verifyHs256(token, options.notificationToken)) return null;
      }
      const id = source === 'webhook' ? params.order_id : params.orderId;
      if (!id) return null;
      const found = await getOrder(id);
      const reference = found?.order_reference_id;
      if (!found || !reference) return null;
      return { reference, ...(await settle(found)) };
    },

    async checkStatus(reference, sessionId) {
      if (!sessionId) return { status: 'unknown' };
      const found = await getOrder(sessionId);
      if (!found || found.order_reference_id !== reference) return { status: 'unknown' };
      return settle(found);
    },

    async refund({ reference, amount, transactionId }): Promise<RefundResult> {
      if (!transactionId) return { status: 'failed', providerCode: 'no_order_id' };
      const raw = await callJson(
        client,
        'POST',
        `/payments/simplified-refund/${encodeURIComponent(transactionId)}`,
        {
          total_amount: sar(amount),
          comment: `Refund of ${reference}`,
          merchant_refund_id: `${reference}-refund-${amount}`,
        },
      );
      if (raw.status >= 400) {
        const body = raw.json as { message?: unknown; errors?: { error_code?: unknown }[] } | undefined;
        return {
          status: 'failed',
          providerCode: String(body?.errors?.[0]?.error_code ?? body?.message ?? raw.status),
        };
      }
      const answer = answerOf(client, 'simplified refund', refund, raw);
      return { status: 'refunded', transactionId: answer.refund_id ?? transactionId };
    },
  };
}
