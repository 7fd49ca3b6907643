/**
 * Everything the sandbox signs: the card page request, the browser returns, the webhooks, the stateless card
 * tokens, and reading them back. Like real gateways (APS signs sorted key=value pairs too), a signature covers
 * every parameter but `signature`, so nothing can be added, dropped or changed on the way.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  failureReasons,
  type FailureReason,
  type PaymentOutcome,
  type PaymentProvider,
  type ReturnResult,
  type TokenizationRequest,
} from '../interface.ts';
import { behaviourOf, brandOf, type CardBehaviour, type CardBrand } from './test-cards.ts';

/** HMAC-SHA256 (hex) over the params sorted by key as `key=value` joined with '&', `signature` excluded. */
export function sign(params: Record<string, string>, secret: string): string {
  const base = Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(base).digest('hex');
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when `params.signature` is the signature of the other params (compared in constant time). */
export function verify(params: Record<string, string>, secret: string): boolean {
  const given = params.signature;
  if (typeof given !== 'string' || given === '') return false;
  return sameString(given, sign(params, secret));
}

/** The params with their `signature` added. */
export function signed(params: Record<string, string>, secret: string): Record<string, string> {
  return { ...params, signature: sign(params, secret) };
}

/**
 * `url` with `params` added to its query and the whole query signed. The return URL's own parameters (say
 * `?attempt=42`) come back in the same query string, so they are signed too: the receiver verifies all it got.
 */
export function signedUrl(url: string, params: Record<string, string>, secret: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const merged: Record<string, string> = {};
  if (queryAt !== -1) {
    for (const [key, value] of new URLSearchParams(withoutHash.slice(queryAt + 1))) merged[key] = value;
  }
  Object.assign(merged, params);
  delete merged.signature;
  return `${path}?${new URLSearchParams(signed(merged, secret)).toString()}`;
}

/** What a sandbox card token carries: display data and what charging it does, never the full number or CVC. */
export type TokenPayload = {
  brand: CardBrand;
  last4: string;
  /** MMYY */
  expiry: string;
  behaviour: CardBehaviour;
  holder: string;
};

const tokenPrefix = 'sbxtok_';
const brands: readonly string[] = ['VISA', 'MASTERCARD', 'MADA', 'AMEX', 'CARD'];
const behaviours: readonly string[] = ['success', 'insufficient_funds', 'declined', 'challenge'];

/** A separate purpose in the MAC so a token's signature can never pass as a parameter signature or vice versa. */
function tokenMac(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`sandbox-card-token.${body}`).digest('base64url');
}

/** A self-contained token (`sbxtok_<base64url JSON>.<mac>`): saved cards keep working across restarts. */
export function encodeToken(payload: TokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${tokenPrefix}${body}.${tokenMac(body, secret)}`;
}

/** The token's payload, or null when it is not one of ours or was changed. */
export function decodeToken(token: string, secret: string): TokenPayload | null {
  if (!token.startsWith(tokenPrefix)) return null;
  const [body, mac, ...rest] = token.slice(tokenPrefix.length).split('.');
  if (!body || !mac || rest.length > 0 || !sameString(mac, tokenMac(body, secret))) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { brand, last4, expiry, behaviour, holder } = value as Record<string, unknown>;
  if (
    typeof brand !== 'string' ||
    !brands.includes(brand) ||
    typeof last4 !== 'string' ||
    !/^\d{4}$/.test(last4) ||
    typeof expiry !== 'string' ||
    !/^\d{4}$/.test(expiry) ||
    typeof behaviour !== 'string' ||
    !behaviours.includes(behaviour) ||
    typeof holder !== 'string'
  ) {
    return null;
  }
  return {
    brand: brand as CardBrand,
    last4,
    expiry,
    behaviour: behaviour as CardBehaviour,
    holder,
  };
}

const text = (params: Record<string, unknown>, key: string) =>
  typeof params[key] === 'string' ? params[key] : undefined;

const cardPageBase = (request: TokenizationRequest): Record<string, string> => ({
  reference: request.reference,
  language: request.language,
  return_url: request.returnUrl,
  remember: request.rememberCard ? '1' : '0',
});

/** The card page's signed query (and hidden fields). `kind` is signed but not sent: no other set passes for it. */
export function cardPageFields(request: TokenizationRequest, secret: string): Record<string, string> {
  const base = cardPageBase(request);
  return { ...base, signature: sign({ ...base, kind: 'card_page' }, secret) };
}

/** The card page request from its query or posted fields; null when anything is missing or was changed. */
export function readCardPageFields(
  fields: Record<string, unknown>,
  secret: string,
): TokenizationRequest | null {
  const [reference, language, returnUrl, remember, signature] = [
    'reference',
    'language',
    'return_url',
    'remember',
    'signature',
  ].map((key) => text(fields, key));
  if (!reference || !returnUrl || !signature || (language !== 'en' && language !== 'ar')) return null;
  if (remember !== '1' && remember !== '0') return null;
  // The cancel link writes the return URL into an href: only a path or an http(s) URL, never `javascript:`.
  if (!/^(?:\/(?![/\\])|https?:\/\/)/i.test(returnUrl)) return null;
  const request: TokenizationRequest = { reference, language, returnUrl, rememberCard: remember === '1' };
  return verify({ ...cardPageBase(request), kind: 'card_page', signature }, secret) ? request : null;
}

/** Where a successfully entered card sends the browser: the return URL with the token and display data. */
export function tokenizedReturnUrl(
  request: TokenizationRequest,
  card: { digits: string; expiry: string; holder: string },
  secret: string,
): string {
  const payload: TokenPayload = {
    brand: brandOf(card.digits),
    last4: card.digits.slice(-4),
    expiry: card.expiry,
    behaviour: behaviourOf(card.digits),
    holder: card.holder,
  };
  const params = {
    kind: 'tokenization',
    reference: request.reference,
    status: 'success',
    token: encodeToken(payload, secret),
    brand: payload.brand,
    last4: payload.last4,
    expiry: payload.expiry,
    holder: payload.holder,
    remember: request.rememberCard ? '1' : '0',
  };
  return signedUrl(request.returnUrl, params, secret);
}

export function cancelledReturnUrl(request: TokenizationRequest, secret: string): string {
  const params = {
    kind: 'tokenization',
    reference: request.reference,
    status: 'failed',
    reason: 'cancelled',
  };
  return signedUrl(request.returnUrl, { ...params, code: 'cancelled' }, secret);
}

const reasonOf = (value: string | undefined): FailureReason =>
  failureReasons.find((reason) => reason === value) ?? 'provider_error';

/** The paid/failed outcome in signed return or notification params. */
function paymentOutcome(params: Record<string, unknown>): PaymentOutcome | null {
  const transactionId = text(params, 'transaction_id') || null;
  const status = text(params, 'status');
  if (status === 'paid') {
    const amount = Number(text(params, 'amount'));
    if (!transactionId || !Number.isSafeInteger(amount)) return null;
    return { status: 'paid', transactionId, amount, card: null };
  }
  if (status !== 'failed') return null;
  const reason = reasonOf(text(params, 'reason'));
  return { status: 'failed', reason, transactionId, providerCode: text(params, 'code') || null };
}

export function parseReturnParams(params: Record<string, string>, secret: string): ReturnResult | null {
  const reference = text(params, 'reference');
  if (!verify(params, secret) || !reference) return null;
  const kind = text(params, 'kind');
  const status = text(params, 'status');
  if (kind === 'tokenization' && status === 'success') {
    const [token, brand, last4] = [text(params, 'token'), text(params, 'brand'), text(params, 'last4')];
    if (!token || !brand || !last4) return null;
    const expiry = text(params, 'expiry') || null;
    const card = { token, brand, last4, expiry, holderName: text(params, 'holder') || null };
    return { kind: 'tokenized', reference, card, rememberCard: text(params, 'remember') === '1' };
  }
  if (kind === 'tokenization' && status === 'failed') {
    const reason = reasonOf(text(params, 'reason'));
    return { kind: 'tokenization_failed', reference, reason, providerCode: text(params, 'code') || null };
  }
  const outcome = kind === 'payment' ? paymentOutcome(params) : null;
  return outcome ? { kind: 'payment', reference, ...outcome } : null;
}

export function parseNotificationParams(
  params: Record<string, string>,
  secret: string,
): ReturnType<PaymentProvider['parseNotification']> {
  const reference = text(params, 'reference');
  if (!verify(params, secret) || text(params, 'kind') !== 'notification' || !reference) return null;
  if (text(params, 'status') === 'refunded')
    return { reference, status: 'refunded', transactionId: text(params, 'transaction_id') || null };
  const outcome = paymentOutcome(params);
  return outcome ? { reference, ...outcome } : null;
}
