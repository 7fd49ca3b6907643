/**
 * A local Tamara for tests, speaking its online checkout API as documented (tamara-http.ts lists the sources):
 * checkout sessions (refused with 400 outside the merchant's limits, 100–5,000 SAR here), order details,
 * authorise, capture, simplified refunds (idempotent by merchant_refund_id), Bearer authentication, and
 * notifications authenticated by an HS256 JWT of the notification token (`?tamaraToken=` and Authorization). The
 * customer's steps on the hosted page are functions: `approve`, `decline`, `cancel` — each answers the merchant URL
 * the browser would land on and queues the notification.
 */
import { randomUUID } from 'node:crypto';
import { startFakeHttp, type ReceivedRequest } from '../../sms/fake-http.ts';
import { halalasOf } from './http.ts';
import { signHs256 } from './jwt-hs256.ts';

type Status =
  | 'new'
  | 'approved'
  | 'authorised'
  | 'fully_captured'
  | 'partially_refunded'
  | 'fully_refunded'
  | 'declined'
  | 'canceled';

export type FakeTamaraOrder = {
  id: string;
  reference: string;
  status: Status;
  amount: number;
  urls: { success: string; failure: string; cancel: string; notification: string };
  refunds: { id: string; amount: number; merchantRefundId: string }[];
  authorisations: number;
  captures: number;
};

export type FakeTamaraNotification = {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  query: Record<string, string>;
};

export type FakeTamara = {
  url: string;
  orders: Map<string, FakeTamaraOrder>;
  notifications: FakeTamaraNotification[];
  requests: ReceivedRequest[];
  approve(orderId: string): string;
  decline(orderId: string): string;
  cancel(orderId: string): string;
  failWith(status: number | null): void;
  close(): Promise<void>;
};

const limits = { min: 100_00, max: 5_000_00 };

export async function startFakeTamara(options: {
  apiToken: string;
  notificationToken: string;
}): Promise<FakeTamara> {
  const orders = new Map<string, FakeTamaraOrder>();
  const notifications: FakeTamaraNotification[] = [];
  let failure: number | null = null;

  const money = (halalas: number) => ({ amount: halalas / 100, currency: 'SAR' });
  const refunded = (o: FakeTamaraOrder) => o.refunds.reduce((sum, r) => sum + r.amount, 0);
  const view = (o: FakeTamaraOrder) => ({
    order_id: o.id,
    order_reference_id: o.reference,
    order_number: o.reference,
    status: o.status,
    total_amount: money(o.amount),
    refunded_amount: money(refunded(o)),
  });
  const notify = (o: FakeTamaraOrder, event: string, data: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const token = signHs256({ iat: now, exp: now + 600, iss: 'Tamara' }, options.notificationToken);
    notifications.push({
      url: o.urls.notification,
      body: {
        order_id: o.id,
        order_reference_id: o.reference,
        order_number: o.reference,
        event_type: event,
        data,
      },
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      query: { tamaraToken: token },
    });
  };
  const error = (status: number, code: string, message = code) => ({
    status,
    body: { message, errors: [{ error_code: code }] },
  });
  const obj = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

  const http = await startFakeHttp((req) => {
    if (failure !== null) return { status: failure, body: 'unavailable' };
    if (req.headers.authorization !== `Bearer ${options.apiToken}`) return error(401, 'unauthorized');
    const body = obj(req.body);
    if (req.method === 'POST' && req.path === '/checkout') {
      const amount = halalasOf(String(obj(body.total_amount).amount ?? ''));
      const urls = obj(body.merchant_url) as Record<string, string | undefined>;
      const reference = body.order_reference_id as string | undefined;
      if (amount === null || !reference || !urls.success || obj(body.total_amount).currency !== 'SAR')
        return error(400, 'invalid_request');
      if (amount < limits.min || amount > limits.max) return error(400, 'total_amount_invalid_limit');
      const order: FakeTamaraOrder = {
        id: randomUUID(),
        reference,
        status: 'new',
        amount,
        urls: {
          success: urls.success,
          failure: urls.failure ?? urls.success,
          cancel: urls.cancel ?? urls.success,
          notification: urls.notification ?? '',
        },
        refunds: [],
        authorisations: 0,
        captures: 0,
      };
      orders.set(order.id, order);
      return {
        status: 200,
        body: {
          order_id: order.id,
          checkout_id: randomUUID(),
          checkout_url: `${http.url}/checkout/${order.id}`,
          status: 'new',
        },
      };
    }
    const get = /^\/orders\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const o = orders.get(get[1]!);
      return o ? { status: 200, body: view(o) } : error(404, 'order_not_found');
    }
    const authorise = /^\/orders\/([^/]+)\/authorise$/.exec(req.path);
    if (req.method === 'POST' && authorise) {
      const o = orders.get(authorise[1]!);
      if (!o) return error(404, 'order_not_found');
      if (o.status !== 'approved') return error(409, 'order_not_approved', `order is ${o.status}`);
      o.status = 'authorised';
      o.authorisations++;
      notify(o, 'order_authorised');
      return { status: 200, body: { order_id: o.id, status: o.status, authorized_amount: money(o.amount) } };
    }
    if (req.method === 'POST' && req.path === '/payments/capture') {
      const o = orders.get(String(body.order_id ?? ''));
      if (!o) return error(404, 'order_not_found');
      const amount = halalasOf(String(obj(body.total_amount).amount ?? ''));
      if (o.status !== 'authorised') return error(409, 'order_not_authorised', `order is ${o.status}`);
      if (amount !== o.amount) return error(400, 'capture_amount_invalid');
      o.status = 'fully_captured';
      o.captures++;
      notify(o, 'order_captured', { captured_amount: money(amount) });
      return { status: 200, body: { capture_id: randomUUID(), order_id: o.id, status: o.status } };
    }
    const refund = /^\/payments\/simplified-refund\/([^/]+)$/.exec(req.path);
    if (req.method === 'POST' && refund) {
      const o = orders.get(refund[1]!);
      if (!o) return error(404, 'order_not_found');
      const merchantRefundId = String(body.merchant_refund_id ?? '');
      const done = o.refunds.find((r) => merchantRefundId && r.merchantRefundId === merchantRefundId);
      const answer = (id: string) => ({
        status: 200,
        body: { order_id: o.id, refund_id: id, status: o.status, refunded_amount: money(refunded(o)) },
      });
      if (done) return answer(done.id);
      const amount = halalasOf(String(obj(body.total_amount).amount ?? ''));
      if (!['fully_captured', 'partially_refunded'].includes(o.status))
        return error(409, 'order_not_captured', `order is ${o.status}`);
      if (amount === null || amount <= 0 || refunded(o) + amount > o.amount)
        return error(400, 'refund_amount_exceeds_captured');
      const id = randomUUID();
      o.refunds.push({ id, amount, merchantRefundId });
      o.status = refunded(o) === o.amount ? 'fully_refunded' : 'partially_refunded';
      notify(o, 'order_refunded', { refund_id: id, refunded_amount: money(amount) });
      return answer(id);
    }
    return error(404, 'not_found');
  });

  const land = (id: string, status: Status, url: 'success' | 'failure' | 'cancel', event: string) => {
    const o = orders.get(id);
    if (!o) throw new Error(`no Tamara order ${id}`);
    if (o.status === 'new') {
      o.status = status;
      notify(o, event);
    }
    const target = new URL(o.urls[url]);
    target.searchParams.set('orderId', o.id);
    target.searchParams.set('paymentStatus', status);
    return target.toString();
  };

  return {
    url: http.url,
    orders,
    notifications,
    requests: http.requests,
    approve: (id) => land(id, 'approved', 'success', 'order_approved'),
    decline: (id) => land(id, 'declined', 'failure', 'order_declined'),
    cancel: (id) => land(id, 'canceled', 'cancel', 'order_canceled'),
    failWith(status) {
      failure = status;
    },
    close: () => http.close(),
  };
}
