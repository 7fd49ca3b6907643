/**
 * Reading APS's (already signature-checked) answers into our types. Shared by the purchase response, the
 * browser return after 3-D Secure, and the transaction feedback, which carry the same PURCHASE parameters.
 */
import type { CardDetails, PaymentOutcome } from '../interface.ts';
import { brandFromBin, lastFour } from './card-brand.ts';
import { failureReason, MESSAGE, messageOf, STATUS, statusOf, UNSETTLED_STATUSES } from './codes.ts';

export type Params = Readonly<Record<string, string | undefined>>;

/** A value APS sent, or null when it is absent or empty. */
export function field(params: Params, name: string): string | null {
  const value = params[name];
  return value === undefined || value === '' ? null : value;
}

/**
 * The display data of the card behind `token_name`. Only the last four digits of APS's masked `card_number`
 * are kept, so nothing we return can ever hold a full number. `expiry_date` is YYMM at APS (the docs' "2105"
 * for the 05/21 test cards); our type wants MMYY.
 */
export function cardFrom(params: Params): CardDetails | null {
  const token = field(params, 'token_name');
  const masked = field(params, 'card_number');
  const last4 = masked ? lastFour(masked) : null;
  if (!token || !last4) return null;
  const expiry = field(params, 'expiry_date');
  const bin = field(params, 'card_bin') ?? masked?.slice(0, 6) ?? '';
  return {
    token,
    brand: (field(params, 'payment_option') ?? brandFromBin(bin)).toUpperCase(),
    last4,
    expiry: expiry && /^\d{4}$/.test(expiry) ? `${expiry.slice(2)}${expiry.slice(0, 2)}` : null,
    holderName: field(params, 'card_holder_name'),
  };
}

/** An amount in the currency's minor unit (halalas for SAR), as APS sends it: digits only. */
export function minorUnits(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const amount = Number(value);
  return Number.isSafeInteger(amount) ? amount : null;
}

/**
 * What a PURCHASE answer means. Paid needs APS's `fort_id` and an amount; a "paid" without them is treated as
 * pending so reconciliation (checkStatus) settles it rather than us inventing a transaction. A "technical
 * problem" (xx006) is pending too: APS's plugin puts those orders on hold, since the charge may have happened.
 */
export function purchaseOutcome(params: Params): PaymentOutcome {
  const code = field(params, 'response_code') ?? '';
  const status = field(params, 'status') ?? statusOf(code);
  const transactionId = field(params, 'fort_id');
  if (status === STATUS.purchaseSuccess) {
    const amount = minorUnits(field(params, 'amount'));
    if (!transactionId || amount === null) return { status: 'pending', transactionId };
    return { status: 'paid', transactionId, amount, card: cardFrom(params) };
  }
  if (UNSETTLED_STATUSES.has(status) || messageOf(code) === MESSAGE.technicalProblem) {
    return { status: 'pending', transactionId };
  }
  return {
    status: 'failed',
    reason: failureReason(code || status),
    transactionId,
    providerCode: code || null,
  };
}

/**
 * A successful CHECK_STATUS answer: `transaction_status`/`transaction_code` describe the order's last
 * operation. A refund (06/07) or capture (04) as last operation means the purchase itself went through.
 */
export function checkedOutcome(params: Params): PaymentOutcome {
  const status = field(params, 'transaction_status') ?? '';
  const rawCode = field(params, 'transaction_code') ?? '';
  // The docs call transaction_code "the message code"; accept it with or without the status in front.
  const code = /^\d{3}$/.test(rawCode) ? `${status}${rawCode}` : rawCode;
  const transactionId = field(params, 'fort_id');
  if ([STATUS.purchaseSuccess, '04', STATUS.refundSuccess, STATUS.refundFailed].includes(status)) {
    const amount =
      minorUnits(field(params, 'captured_amount')) ??
      minorUnits(field(params, 'authorized_amount')) ??
      minorUnits(field(params, 'amount'));
    if (!transactionId || amount === null) return { status: 'pending', transactionId };
    return { status: 'paid', transactionId, amount, card: null };
  }
  if (status === STATUS.purchaseFailure || status === '03' || status === STATUS.threeDsFailed) {
    if (messageOf(code) === MESSAGE.technicalProblem) return { status: 'pending', transactionId };
    return {
      status: 'failed',
      reason: failureReason(code || status),
      transactionId,
      providerCode: code || null,
    };
  }
  return { status: 'pending', transactionId };
}
