/**
 * A local Tabby for tests, speaking the API v2 as documented (tabby-http.ts lists the sources): checkout sessions
 * (pre-scoring: the documented test email otp.rejected@tabby.ai, and amounts outside 10–10,000 SAR, are rejected),
 * payments, captures, refunds (idempotent by reference_id), Bearer authentication, and webhooks sent as JSON with
 * the registered header. The customer's steps on the hosted page are functions: `approve`, `reject`, `cancel` —
 * each answers the merchant URL the browser would land on and queues the webhook.
 */
import { randomUUID } from 'node:crypto';
import { startFakeHttp, type ReceivedRequest } from '../../sms/fake-http.ts';
import { halalasOf, sarAmount } from './http.ts';

export type FakeTabbyPayment = {
  id: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  amount: number;
  reference: string;
  urls: { success: string; cancel: string; failure: string };
  captures: { id: string; amount: number; reference_id: string }[];
  refunds: { id: string; amount: number; reference_id: string }[];
};

export type FakeTabbyWebhook = { body: Record<string, unknown>; headers: Record<string, string> };

export type FakeTabby = {
  url: string;
  payments: Map<string, FakeTabbyPayment>;
  webhooks: FakeTabbyWebhook[];
  requests: ReceivedRequest[];
  approve(paymentId: string): string;
  reject(paymentId: string): string;
  cancel(paymentId: string): string;
  /** Every API request answers this HTTP status (null: back to normal). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

export const FAKE_TABBY_REJECTED_EMAIL = 'otp.rejected@tabby.ai';

export async function startFakeTabby(options: {
  secretKey: string;
  merchantCode: string;
  webhookHeader: { name: string; value: string };
}): Promise<FakeTabby> {
  const payments = new Map<string, FakeTabbyPayment>();
  const webhooks: FakeTabbyWebhook[] = [];
  let failure: number | null = null;

  const view = (p: FakeTabbyPayment) => ({
    id: p.id,
    status: p.status,
    amount: sarAmount(p.amount),
    currency: 'SAR',
    is_test: true,
    order: { reference_id: p.reference },
    captures: p.captures.map((c) => ({ ...c, amount: sarAmount(c.amount) })),
    refunds: p.refunds.map((r) => ({ ...r, amount: sarAmount(r.amount) })),
  });
  const notify = (p: FakeTabbyPayment) =>
    webhooks.push({
      body: { ...view(p), status: p.status.toLowerCase() },
      headers: { [options.webhookHeader.name.toLowerCase()]: options.webhookHeader.value },
    });
  const error = (status: number, message: string) => ({
    status,
    body: { status: 'error', errorType: 'bad_data', error: message },
  });

  const http = await startFakeHttp((req) => {
    if (failure !== null) return { status: failure, body: 'unavailable' };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) return error(401, 'Not authorized');
    const body = (req.body ?? {}) as {
      payment?: {
        amount?: unknown;
        currency?: unknown;
        order?: { reference_id?: string };
        buyer?: { email?: unknown };
      };
      merchant_code?: unknown;
      merchant_urls?: { success?: string; cancel?: string; failure?: string };
      amount?: unknown;
      reference_id?: unknown;
    };
    if (req.method === 'POST' && req.path === '/api/v2/checkout') {
      const amount = halalasOf(String(body.payment?.amount ?? ''));
      const reference = body.payment?.order?.reference_id;
      const urls = body.merchant_urls ?? {};
      if (body.merchant_code !== options.merchantCode) return error(400, 'merchant_code is wrong');
      if (amount === null || body.payment?.currency !== 'SAR' || !reference || !urls.success)
        return error(400, 'payment is invalid');
      const payment: FakeTabbyPayment = {
        id: randomUUID(),
        status: 'CREATED',
        amount,
        reference,
        urls: {
          success: urls.success,
          cancel: urls.cancel ?? urls.success,
          failure: urls.failure ?? urls.success,
        },
        captures: [],
        refunds: [],
      };
      const rejection =
        body.payment?.buyer?.email === FAKE_TABBY_REJECTED_EMAIL
          ? 'not_available'
          : amount > 10_000_00
            ? 'order_amount_too_high'
            : amount < 10_00
              ? 'order_amount_too_low'
              : null;
      if (rejection) {
        payment.status = 'REJECTED';
        payments.set(payment.id, payment);
        return {
          status: 200,
          body: {
            id: randomUUID(),
            status: 'rejected',
            payment: view(payment),
            configuration: { products: { installments: { rejection_reason: rejection } } },
          },
        };
      }
      payments.set(payment.id, payment);
      return {
        status: 200,
        body: {
          id: randomUUID(),
          status: 'created',
          payment: view(payment),
          configuration: {
            available_products: { installments: [{ web_url: `${http.url}/hpp/${payment.id}` }] },
          },
        },
      };
    }
    const match = /^\/api\/v2\/payments\/([^/]+)(\/captures|\/refunds)?$/.exec(req.path);
    const p = match ? payments.get(match[1]!) : undefined;
    if (!match) return error(404, 'Not found');
    if (!p) return error(404, 'Payment not found');
    if (req.method === 'GET' && !match[2]) return { status: 200, body: view(p) };
    const amount = halalasOf(String(body.amount ?? ''));
    const referenceId = String(body.reference_id ?? '');
    if (req.method === 'POST' && match[2] === '/captures') {
      if (p.captures.some((c) => c.reference_id === referenceId)) return { status: 200, body: view(p) };
      if (p.status !== 'AUTHORIZED') return error(400, `cannot capture a ${p.status} payment`);
      if (amount !== p.amount) return error(400, 'capture amount must equal the payment amount');
      p.captures.push({ id: randomUUID(), amount, reference_id: referenceId });
      p.status = 'CLOSED';
      notify(p);
      return { status: 200, body: view(p) };
    }
    if (req.method === 'POST' && match[2] === '/refunds') {
      if (p.refunds.some((r) => r.reference_id === referenceId)) return { status: 200, body: view(p) };
      const captured = p.captures.reduce((sum, c) => sum + c.amount, 0);
      const refunded = p.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (p.status !== 'CLOSED' || captured === 0) return error(400, `cannot refund a ${p.status} payment`);
      if (amount === null || amount <= 0 || refunded + amount > captured)
        return error(400, 'refund amount exceeds the captured amount');
      p.refunds.push({ id: randomUUID(), amount, reference_id: referenceId });
      notify(p);
      return { status: 200, body: view(p) };
    }
    return error(405, 'Method not allowed');
  });

  const land = (id: string, status: FakeTabbyPayment['status'], url: 'success' | 'failure' | 'cancel') => {
    const p = payments.get(id);
    if (!p) throw new Error(`no Tabby payment ${id}`);
    if (p.status === 'CREATED') {
      p.status = status;
      notify(p);
    }
    const target = new URL(p.urls[url]);
    target.searchParams.set('payment_id', p.id);
    return target.toString();
  };

  return {
    url: http.url,
    payments,
    webhooks,
    requests: http.requests,
    approve: (id) => land(id, 'AUTHORIZED', 'success'),
    reject: (id) => land(id, 'REJECTED', 'failure'),
    cancel: (id) => land(id, 'EXPIRED', 'cancel'),
    failWith(status) {
      failure = status;
    },
    close: () => http.close(),
  };
}
