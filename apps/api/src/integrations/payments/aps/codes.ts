/**
 * APS response codes: five digits, a two-digit status then a three-digit message, per the API reference's
 * "Transaction Response Codes" (docs.payfort.com, mirrored in paymentservices.amazon.com/docs/developer-resources/error-codes).
 * Only the codes the adapter acts on are named here.
 */
import type { FailureReason } from '../interface.ts';

export const STATUS = {
  invalidRequest: '00',
  refundSuccess: '06',
  refundFailed: '07',
  incomplete: '10',
  checkStatusFailed: '11',
  checkStatusSuccess: '12',
  purchaseFailure: '13',
  purchaseSuccess: '14',
  uncertain: '15',
  tokenizationFailed: '17',
  tokenizationSuccess: '18',
  pending: '19',
  onHold: '20',
  threeDsFailed: '45',
} as const;

/** Statuses whose final outcome is not known yet: ask again later (checkStatus, or wait for the notification). */
export const UNSETTLED_STATUSES: ReadonlySet<string> = new Set([
  STATUS.incomplete,
  STATUS.uncertain,
  STATUS.pending,
  STATUS.onHold,
]);

export const MESSAGE = {
  success: '000',
  technicalProblem: '006',
  orderNotFound: '036',
  threeDsRequested: '064',
} as const;

export function statusOf(responseCode: string): string {
  return responseCode.slice(0, 2);
}

export function messageOf(responseCode: string): string {
  return responseCode.slice(2);
}

/** Message codes by what they mean for the customer; anything unlisted is a plain decline. */
const REASONS: Readonly<Record<string, FailureReason>> = {
  '029': 'insufficient_funds',
  '012': 'expired_card',
  '016': 'invalid_card', // invalid card number
  '044': 'invalid_card', // token name does not exist
  '100': 'invalid_card', // invalid expiry date
  '121': 'invalid_card', // card number is not verified
  '030': 'authentication_failed',
  '151': 'authentication_failed', // 3ds_id does not exist
  '152': 'authentication_failed', // 3-D Secure verification does not match the request
  '787': 'authentication_failed', // failed to authenticate the user
  '072': 'cancelled', // cancelled by the consumer
  '778': 'cancelled', // session timed out
};

// prettier-ignore
/**
 * Codes that say our request or the merchant account is wrong, or APS broke: no card problem, the customer
 * cannot fix them, so they are 'provider_error' (missing/invalid parameters, signature, access code, inactive
 * account or services, technical errors, failed confirmations).
 */
const PROVIDER_ERRORS: ReadonlySet<string> = new Set([
  '001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '013', '014', '015', '019',
  '020', '021', '023', '024', '025', '026', '027', '032', '033', '037', '038', '039', '040', '043', '046',
  '051', '054', '066', '068', '071', '073', '077', '099', '777', '779', '780', '781',
]);

/** The normalised reason for a failure code; unknown codes are declines, or provider errors when the request was invalid. */
export function failureReason(responseCode: string): FailureReason {
  const message = messageOf(responseCode);
  const known = REASONS[message];
  if (known) return known;
  if (statusOf(responseCode) === STATUS.threeDsFailed) return 'authentication_failed';
  if (PROVIDER_ERRORS.has(message) || statusOf(responseCode) === STATUS.invalidRequest)
    return 'provider_error';
  return 'declined';
}
