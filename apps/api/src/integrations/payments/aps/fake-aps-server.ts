/**
 * A local Amazon Payment Services for tests, speaking the documented protocol (see provider.ts for the
 * sources): the Merchant Page (/FortAPI/paymentPage, signed form POST → card form → the customer is sent back
 * to return_url with the signed tokenization answer in the query, APS's "invisible redirection"), the JSON
 * operations API (fake-aps-api.ts), a fake ACS page for 3-D Secure (its result goes back to return_url as an
 * auto-posting form), and signed transaction feedback POSTed form-encoded (APS's default) to notificationUrl.
 * Test cards: FAKE_APS_CARDS in fake-aps-api.ts. Not modelled: feedback retries, AUTHORIZATION/CAPTURE/VOID.
 *
 * A plain node:http server rather than sms/fake-http.ts: that helper only answers JSON or text, while this one
 * must serve HTML, redirects and forms.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brandFromBin, luhnValid, maskCardNumber } from './card-brand.ts';
import {
  completeThreeDs,
  handleApi,
  type FakeApsOrder,
  type FakeApsState,
  type FakeApsTransaction,
} from './fake-aps-api.ts';
import { stcPayOtps, type FakeStcPayOtp } from './fake-aps-stc-pay.ts';
import { acsPage, autoPostPage, cardFormPage, errorPage } from './fake-aps-pages.ts';
import { signRequest, TOKENIZATION_UNSIGNED_FIELDS, verifyResponse, type ApsShaType } from './signature.ts';

export { FAKE_APS_CARDS, type FakeApsTransaction } from './fake-aps-api.ts';
export { FAKE_STC_PAY_NUMBERS } from './fake-aps-stc-pay.ts';

export type FakeApsOptions = {
  shaRequestPhrase: string;
  shaResponsePhrase: string;
  merchantIdentifier: string;
  accessCode: string;
  notificationUrl?: string;
  shaType?: ApsShaType;
};

/** One transaction feedback POST: what was sent, and what the merchant's endpoint answered. */
export type FakeApsNotification = { url: string; params: Record<string, string>; status: number | null };

export type FakeAps = {
  url: string;
  checkoutUrl: string;
  apiUrl: string;
  close(): Promise<void>;
  transactions: FakeApsTransaction[];
  notifications: FakeApsNotification[];
  orders: ReadonlyMap<string, FakeApsOrder>;
  /** STC Pay codes the fake wallet sent, by merchant_reference (fake-aps-stc-pay.ts). */
  stcPayOtps: ReadonlyMap<string, FakeStcPayOtp>;
  /** Makes every paymentApi request answer this HTTP status (null: back to normal). */
  failApi(status: number | null): void;
  /** Resolves once every notification sent so far got its answer (or failed). */
  settled(): Promise<void>;
};

export async function startFakeApsServer(options: FakeApsOptions): Promise<FakeAps> {
  const { shaRequestPhrase, shaResponsePhrase, notificationUrl, shaType = 'sha256' } = options;
  const sessions = new Map<string, Record<string, string>>();
  const notifications: FakeApsNotification[] = [];
  const inFlight = new Set<Promise<void>>();
  let apiFailure: number | null = null;
  let base = '';
  let nextFort = 169_000_000_000_000_000n;

  const state: FakeApsState = {
    accessCode: options.accessCode,
    merchantIdentifier: options.merchantIdentifier,
    cards: new Map(),
    orders: new Map(),
    transactions: [],
    signResponse: (params) => ({ ...params, signature: signRequest(params, shaResponsePhrase, shaType) }),
    requestSigned: (params) => verifyResponse(params, shaRequestPhrase, shaType),
    threeDsUrl: (fortId) => `${base}/acs/${fortId}`,
    nextFortId: () => String(++nextFort),
    notify(params) {
      if (!notificationUrl) return;
      const record: FakeApsNotification = { url: notificationUrl, params, status: null };
      notifications.push(record);
      const sending = fetch(notificationUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(5000),
      })
        .then(async (res) => {
          record.status = res.status;
          await res.arrayBuffer();
        })
        .catch(() => undefined)
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
  };

  /** The merchant page request: check it like APS does, then show the card form. */
  function merchantPage(form: Record<string, string>, res: ServerResponse): void {
    const { signature: _signature, ...echo } = form;
    const refuse = (code: string, message: string) =>
      tokenizationAnswer(res, echo, {
        response_code: code,
        status: code.slice(0, 2),
        response_message: message,
      });
    const signedPart = Object.fromEntries(
      Object.entries(form).filter(([key]) => !TOKENIZATION_UNSIGNED_FIELDS.includes(key)),
    );
    if (form.access_code !== options.accessCode) return refuse('00010', 'Invalid access code');
    if (form.merchant_identifier !== options.merchantIdentifier)
      return refuse('00009', 'Invalid merchant identifier');
    if (!verifyResponse(signedPart, shaRequestPhrase, shaType)) return refuse('00008', 'Signature mismatch');
    if (form.service_command !== 'TOKENIZATION') return refuse('00004', 'Invalid command');
    if (!form.merchant_reference || !form.language) return refuse('00001', 'Missing parameter');
    const session = randomUUID();
    sessions.set(session, echo);
    html(
      res,
      200,
      cardFormPage(`${base}/FortAPI/paymentPage/submit`, session, form.remember_me === 'YES', form.language),
    );
  }

  /** The customer submitted the card form: tokenize (or refuse) and send the browser back to return_url. */
  function submitCard(form: Record<string, string>, res: ServerResponse): void {
    const request = sessions.get(form.session ?? '');
    if (!request) return html(res, 400, errorPage('This payment page has expired.'));
    sessions.delete(form.session ?? '');
    const number = (form.card_number ?? '').replace(/[\s-]/g, '');
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
    const month = Number(expiry?.[1]);
    const refuse = (code: string, message: string) =>
      tokenizationAnswer(res, request, { response_code: code, status: '17', response_message: message });
    if (!luhnValid(number)) return refuse('17016', 'Invalid card number');
    if (!expiry || month < 1 || month > 12) return refuse('17100', 'Invalid expiry date');
    const now = new Date();
    const yymm = `${expiry[2]}${expiry[1]}`;
    const current = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    if (yymm < current) return refuse('17012', 'Card expired');
    if (!/^\d{3,4}$/.test(form.card_security_code ?? '')) return refuse('17002', 'Invalid parameter format');

    const token = randomBytes(16).toString('hex').toUpperCase();
    const holder = (form.card_holder_name ?? '').trim();
    const brand = brandFromBin(number);
    state.cards.set(token, { number, expiry: yymm, holder, brand });
    tokenizationAnswer(res, request, {
      remember_me: form.remember_me === 'YES' ? 'YES' : 'NO',
      token_name: token,
      card_number: maskCardNumber(number),
      expiry_date: yymm,
      card_bin: number.slice(0, 6),
      ...(holder ? { card_holder_name: holder } : {}),
      ...(brand !== 'UNKNOWN' ? { payment_option: brand } : {}),
      response_code: '18000',
      status: '18',
      response_message: 'Success',
    });
  }

  function tokenizationAnswer(
    res: ServerResponse,
    request: Record<string, string>,
    result: Record<string, string>,
  ) {
    const params = state.signResponse({ ...request, ...result });
    state.transactions.push({
      command: 'TOKENIZATION',
      merchantReference: request.merchant_reference ?? '',
      responseCode: params.response_code ?? '',
      fortId: null,
      amount: null,
      params,
    });
    const target =
      request.return_url && URL.canParse(request.return_url) ? new URL(request.return_url) : null;
    if (!target) return html(res, 400, errorPage(`${params.response_code}: ${params.response_message}`));
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    res.writeHead(302, { Location: target.toString() });
    res.end();
  }

  function route(req: IncomingMessage, res: ServerResponse, rawBody: string): void {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const method = req.method ?? '';
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const form = (): Record<string, string> => Object.fromEntries(new URLSearchParams(rawBody));
    const acs = /^\/acs\/(\d+)$/.exec(path);

    if (method === 'POST' && path === '/FortAPI/paymentPage') return merchantPage(form(), res);
    if (method === 'POST' && path === '/FortAPI/paymentPage/submit') return submitCard(form(), res);
    if (method === 'POST' && path === '/FortAPI/paymentApi') {
      if (apiFailure !== null) return text(res, apiFailure, 'Service Unavailable');
      let body: unknown;
      try {
        body = type === 'application/json' ? JSON.parse(rawBody) : undefined;
      } catch {
        body = undefined;
      }
      const reply = handleApi(state, body);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
      return;
    }
    if (acs && method === 'GET') {
      const order = [...state.orders.values()].find((candidate) => candidate.fortId === acs[1]);
      if (!order || order.status !== '20') return html(res, 404, errorPage('No such authentication.'));
      return html(
        res,
        200,
        acsPage(`${base}/acs/${order.fortId}`, String(order.amount), order.request.currency ?? ''),
      );
    }
    if (acs && method === 'POST') {
      const done = completeThreeDs(state, acs[1] ?? '', form().outcome === 'authenticated');
      if (!done) return html(res, 404, errorPage('No such authentication.'));
      return html(res, 200, autoPostPage(done.returnUrl, done.params));
    }
    text(res, 404, 'Not Found');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    checkoutUrl: `${base}/FortAPI/paymentPage`,
    apiUrl: `${base}/FortAPI/paymentApi`,
    transactions: state.transactions,
    notifications,
    orders: state.orders,
    stcPayOtps: stcPayOtps(state),
    failApi(status) {
      apiFailure = status;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(body);
}
