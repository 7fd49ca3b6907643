/**
 * The fake APS's Apple Pay PURCHASE (`digital_wallet=APPLE_PAY`, see apple-pay.ts for the sources): the token's
 * parts as apple_* fields, two of them nested objects, signed as APS's plugin does (`name={key=value, key=value}`).
 * Written apart from the adapter on purpose, so a mistake in one is not copied into the other. The fake cannot
 * decrypt Apple's data, so `apple_data` decides: FAKE_APS_APPLE_DECLINED is refused (13060, a decline), anything else paid,
 * with `payment_option` from apple_network. The paid order joins the fake's orders, so REFUND and CHECK_STATUS
 * work on it as on a card order.
 */
import type { ApiReply, FakeApsState } from './fake-aps-api.ts';

export const FAKE_APS_APPLE_DECLINED = 'FAKE_APS_APPLE_DECLINED';

const HEADER_KEYS = ['apple_transactionId', 'apple_ephemeralPublicKey', 'apple_publicKeyHash'];
const METHOD_KEYS = ['apple_displayName', 'apple_network', 'apple_type'];
const REQUIRED = [
  'merchant_reference',
  'amount',
  'currency',
  'language',
  'customer_email',
  'customer_ip',
  'apple_data',
  'apple_signature',
];

/** What APS hashes: every value a string, nested objects written `{key=value, key=value}` in their order. */
function signable(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value && typeof value === 'object') {
      out[key] = `{${Object.entries(value)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ')}}`;
    } else out[key] = String(value);
  }
  return out;
}

const hasKeys = (value: unknown, keys: string[]) =>
  !!value &&
  typeof value === 'object' &&
  keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

export function handleApplePayApi(state: FakeApsState, body: Record<string, unknown>): ApiReply {
  const { signature: _signature, ...echo } = body;
  const flat = signable(body);
  const reference = flat.merchant_reference ?? '';
  const answer = (code: string, message: string, extra: Record<string, string> = {}): ApiReply => {
    const reply = {
      ...echo,
      ...extra,
      response_code: code,
      status: code.slice(0, 2),
      response_message: message,
    };
    const signed = state.signResponse(signable(reply));
    state.transactions.push({
      command: 'PURCHASE',
      merchantReference: reference,
      responseCode: code,
      fortId: extra.fort_id ?? null,
      amount: /^\d+$/.test(flat.amount ?? '') ? Number(flat.amount) : null,
      params: signed,
    });
    return { status: 200, body: { ...reply, signature: signed.signature } };
  };

  if (flat.access_code !== state.accessCode) return answer('00010', 'Invalid access code');
  if (flat.merchant_identifier !== state.merchantIdentifier)
    return answer('00009', 'Invalid merchant identifier');
  if (!state.requestSigned(flat)) return answer('00008', 'Signature mismatch');
  if (flat.command !== 'PURCHASE') return answer('00004', 'Invalid command');
  const missing = REQUIRED.find((name) => !flat[name]);
  if (missing) return answer('00001', `Missing parameter: ${missing}`);
  if (!hasKeys(body.apple_header, HEADER_KEYS)) return answer('00001', 'Missing parameter: apple_header');
  if (!hasKeys(body.apple_paymentMethod, METHOD_KEYS))
    return answer('00001', 'Missing parameter: apple_paymentMethod');
  if (!/^[1-9]\d*$/.test(flat.amount ?? '')) return answer('00005', 'Invalid amount');
  if (state.orders.has(reference)) return answer('00066', 'Merchant reference already exists');

  const fortId = state.nextFortId();
  const network = String((body.apple_paymentMethod as Record<string, string>).apple_network);
  const [code, message] =
    flat.apple_data === FAKE_APS_APPLE_DECLINED ? ['13060', 'Transaction declined'] : ['14000', 'Success'];
  state.orders.set(reference, {
    merchantReference: reference,
    fortId,
    amount: Number(flat.amount),
    tokenName: '',
    returnUrl: null,
    request: flat,
    status: code.slice(0, 2),
    responseCode: code,
    responseMessage: message,
    refunded: 0,
    last: { status: code.slice(0, 2), code, message },
  });
  return answer(code, message, {
    fort_id: fortId,
    payment_option: network.replace(/[^A-Za-z]/g, '').toUpperCase(),
    digital_wallet: 'APPLE_PAY',
  });
}
