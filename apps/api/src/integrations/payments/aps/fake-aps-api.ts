/**
 * The fake APS's state and its JSON operations API (/FortAPI/paymentApi): PURCHASE with a token, REFUND,
 * CHECK_STATUS, with the documented response codes (codes.ts) and every request parameter echoed back, as
 * the docs promise ("every parameter the Merchant sends in the Request should be received in the Response").
 */
import { maskCardNumber } from './card-brand.ts';
import { handleStcPay, isStcPayRequest } from './fake-aps-stc-pay.ts';
import { handleApplePayApi } from './fake-aps-apple-pay.ts';

/**
 * Test cards. APS documents the first five (Testing > Test Card Details, any future expiry, CVC 123); it
 * documents no card that declines, so the insufficient-funds one is our choice (Luhn-valid, fake only).
 * Any other Luhn-valid number is paid without 3-D Secure.
 */
export const FAKE_APS_CARDS = {
  visa: '4005550000000001',
  mastercard: '5123456789012346',
  mada: '5297412542005689',
  visa3ds: '4557012345678902',
  mastercard3ds: '5313581000123430',
  insufficientFunds: '4000000000009995',
} as const;

const THREE_DS_CARDS: ReadonlySet<string> = new Set([FAKE_APS_CARDS.visa3ds, FAKE_APS_CARDS.mastercard3ds]);

/** What the fake's vault keeps behind a token; the full number never leaves the fake. */
export type FakeApsCard = { number: string; expiry: string; holder: string; brand: string };

export type FakeApsOrder = {
  merchantReference: string;
  fortId: string;
  amount: number;
  tokenName: string;
  returnUrl: string | null;
  /** The PURCHASE request as received (minus its signature), echoed in every later answer about it. */
  request: Record<string, string>;
  /** The PURCHASE's own result (14, 13 or 20 while 3-D Secure is pending). */
  status: string;
  responseCode: string;
  responseMessage: string;
  refunded: number;
  /** The order's last operation, for CHECK_STATUS. */
  last: { status: string; code: string; message: string };
};

/** One thing the fake did, with the (signed) parameters it answered. */
export type FakeApsTransaction = {
  command: string;
  merchantReference: string;
  responseCode: string;
  fortId: string | null;
  amount: number | null;
  params: Record<string, string>;
};

export type FakeApsState = {
  accessCode: string;
  merchantIdentifier: string;
  cards: Map<string, FakeApsCard>;
  orders: Map<string, FakeApsOrder>;
  transactions: FakeApsTransaction[];
  /** Adds the signature under the SHA response phrase. */
  signResponse(params: Record<string, string>): Record<string, string>;
  requestSigned(params: Record<string, string>): boolean;
  notify(params: Record<string, string>): void;
  threeDsUrl(fortId: string): string;
  nextFortId(): string;
};

export type ApiReply = { status: number; body: unknown };

const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  PURCHASE: [
    'merchant_reference',
    'amount',
    'currency',
    'language',
    'customer_email',
    'customer_ip',
    'token_name',
  ],
  REFUND: ['merchant_reference', 'amount', 'currency', 'language'],
  CHECK_STATUS: ['merchant_reference', 'language'],
};

export function handleApi(state: FakeApsState, body: unknown): ApiReply {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      status: 400,
      body: { response_code: '00073', status: '00', response_message: 'Invalid request format' },
    };
  }
  // Apple Pay's PURCHASE has nested fields and signs them its own way (fake-aps-apple-pay.ts).
  if ((body as Record<string, unknown>).digital_wallet === 'APPLE_PAY')
    return handleApplePayApi(state, body as Record<string, unknown>);
  const params = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
  const command = params.command ?? params.query_command ?? params.service_command ?? '';
  const { signature: _signature, ...echo } = params;
  const answer = (code: string, message: string, extra: Record<string, string> = {}): ApiReply => {
    const signed = state.signResponse({
      ...echo,
      ...extra,
      response_code: code,
      status: code.slice(0, 2),
      response_message: message,
    });
    state.transactions.push({
      command,
      merchantReference: echo.merchant_reference ?? '',
      responseCode: code,
      fortId: signed.fort_id ?? null,
      amount: /^\d+$/.test(echo.amount ?? '') ? Number(echo.amount) : null,
      params: signed,
    });
    return { status: 200, body: signed };
  };

  if (params.access_code !== state.accessCode) return answer('00010', 'Invalid access code');
  if (params.merchant_identifier !== state.merchantIdentifier)
    return answer('00009', 'Invalid merchant identifier');
  if (!state.requestSigned(params)) return answer('00008', 'Signature mismatch');
  if (isStcPayRequest(params)) return handleStcPay(state, echo, answer);
  const missing = (REQUIRED[command] ?? []).find((name) => !params[name]);
  if (missing) return answer('00001', `Missing parameter: ${missing}`);
  if ((REQUIRED[command] ?? []).includes('amount') && !/^[1-9]\d*$/.test(params.amount ?? '')) {
    return answer('00005', 'Invalid amount');
  }

  const reference = params.merchant_reference ?? '';
  const order = state.orders.get(reference);
  switch (command) {
    case 'PURCHASE':
      return purchase(state, echo, answer);
    case 'REFUND': {
      if (!order || (params.fort_id && params.fort_id !== order.fortId))
        return answer('07036', 'Order not found');
      if (order.status !== '14') return answer('07034', 'Operation not allowed');
      const amount = Number(params.amount);
      if (amount > order.amount - order.refunded) {
        return answer('07048', 'Operation amount exceeds captured amount', { fort_id: order.fortId });
      }
      order.refunded += amount;
      order.last = { status: '06', code: '06000', message: 'Success' };
      const reply = answer('06000', 'Success', { fort_id: order.fortId });
      state.notify(reply.body as Record<string, string>);
      return reply;
    }
    case 'CHECK_STATUS': {
      if (!order) return answer('11036', 'Order not found');
      const paid = order.status === '14';
      return answer('12000', 'Success', {
        fort_id: order.fortId,
        transaction_status: order.last.status,
        transaction_code: order.last.code,
        transaction_message: order.last.message,
        authorized_amount: paid ? String(order.amount) : '0',
        captured_amount: paid ? String(order.amount) : '0',
        refunded_amount: String(order.refunded),
      });
    }
    default:
      return answer('00004', 'Invalid command');
  }
}

function purchase(
  state: FakeApsState,
  echo: Record<string, string>,
  answer: (code: string, message: string, extra?: Record<string, string>) => ApiReply,
): ApiReply {
  const reference = echo.merchant_reference ?? '';
  if (!/^[A-Za-z0-9._-]{1,40}$/.test(reference)) return answer('00002', 'Invalid parameter format');
  // APS refuses a second operation under the same merchant reference, whatever became of the first.
  if (state.orders.has(reference)) return answer('00066', 'Merchant reference already exists');
  const tokenName = echo.token_name ?? '';
  const card = state.cards.get(tokenName);
  if (!card) return answer('00044', 'Token name does not exist');
  const threeDs = THREE_DS_CARDS.has(card.number);
  if (threeDs && !echo.return_url) return answer('00037', 'Missing return URL');

  const fortId = state.nextFortId();
  const [code, message] =
    card.number === FAKE_APS_CARDS.insufficientFunds
      ? ['13029', 'Insufficient Funds']
      : threeDs
        ? ['20064', '3-D Secure check requested']
        : ['14000', 'Success'];
  state.orders.set(reference, {
    merchantReference: reference,
    fortId,
    amount: Number(echo.amount),
    tokenName,
    returnUrl: echo.return_url ?? null,
    request: echo,
    status: code.slice(0, 2),
    responseCode: code,
    responseMessage: message,
    refunded: 0,
    last: { status: code.slice(0, 2), code, message },
  });
  const reply = answer(code, message, {
    ...cardFields(fortId, card),
    ...(code === '14000' ? { authorization_code: authorizationCode() } : {}),
    ...(threeDs ? { '3ds_url': state.threeDsUrl(fortId) } : {}),
  });
  if (!threeDs) state.notify(reply.body as Record<string, string>);
  return reply;
}

/**
 * The customer answered the fake ACS: settle the on-hold PURCHASE and give back the parameters the browser
 * carries to return_url (null when there is no such pending order).
 */
export function completeThreeDs(
  state: FakeApsState,
  fortId: string,
  authenticated: boolean,
): { returnUrl: string; params: Record<string, string> } | null {
  const order = [...state.orders.values()].find((candidate) => candidate.fortId === fortId);
  if (!order || order.status !== '20' || !order.returnUrl) return null;
  const card = state.cards.get(order.tokenName);
  const [code, message] = authenticated ? ['14000', 'Success'] : ['13030', 'Authentication failed'];
  Object.assign(order, { status: code.slice(0, 2), responseCode: code, responseMessage: message });
  order.last = { status: code.slice(0, 2), code, message };
  const { signature: _signature, ...request } = order.request;
  const params = state.signResponse({
    ...request,
    ...(card ? cardFields(fortId, card) : { fort_id: fortId }),
    ...(authenticated ? { authorization_code: authorizationCode() } : {}),
    response_code: code,
    status: code.slice(0, 2),
    response_message: message,
  });
  state.transactions.push({
    command: 'PURCHASE',
    merchantReference: order.merchantReference,
    responseCode: code,
    fortId,
    amount: order.amount,
    params,
  });
  state.notify(params);
  return { returnUrl: order.returnUrl, params };
}

function cardFields(fortId: string, card: FakeApsCard): Record<string, string> {
  return {
    fort_id: fortId,
    card_number: maskCardNumber(card.number),
    expiry_date: card.expiry,
    ...(card.brand !== 'UNKNOWN' ? { payment_option: card.brand } : {}),
    ...(card.holder ? { card_holder_name: card.holder } : {}),
  };
}

function authorizationCode(): string {
  return String(Math.floor(100000 + Math.random() * 900000));
}
