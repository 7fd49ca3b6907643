/**
 * The sandbox Apple Pay gateway (no keys, no Apple): merchant validation answers a merchant session made here (the
 * shape Apple's has, never sent anywhere), and the purchase reads the token's `paymentData.data` as a test value:
 *
 *   SANDBOX_APPROVED   paid (the network from `paymentMethod.network`: mada, Visa, Mastercard)
 *   SANDBOX_DECLINED   declined (do_not_honor)
 *   anything else      invalid_card: a real token cannot be decrypted here
 *
 * Like the card sandbox, a reference is charged at most once (a failed one may be tried again), transactions live
 * in memory, and refunds go back to the transaction, whole or in part.
 */
import { randomBytes } from 'node:crypto';
import type { FailureReason, PaymentOutcome } from '../interface.ts';
import type { ApplePayGateway } from './interface.ts';
import { cardOfToken } from './token-card.ts';

export const APPLE_PAY_SANDBOX_APPROVED = 'SANDBOX_APPROVED';
export const APPLE_PAY_SANDBOX_DECLINED = 'SANDBOX_DECLINED';

type Transaction = {
  id: string;
  reference: string;
  amount: number;
  refunded: number;
  outcome: PaymentOutcome;
};

const newId = () => `sbx_ap_${randomBytes(10).toString('hex')}`;
const maxTransactions = 10_000;

export function createSandboxApplePay(options: { merchantId: string; now?: () => Date }): ApplePayGateway {
  const { merchantId, now = () => new Date() } = options;
  const byReference = new Map<string, Transaction>();

  const failed = (reason: FailureReason, code: string, transactionId: string | null): PaymentOutcome => ({
    status: 'failed',
    reason,
    transactionId,
    providerCode: code,
  });

  return {
    name: 'sandbox',

    async validateMerchant({ domain, displayName }) {
      const at = now().getTime();
      return {
        epochTimestamp: at,
        expiresAt: at + 5 * 60_000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: merchantId,
        domainName: domain,
        displayName,
        signature: 'sandbox',
        operationalAnalyticsIdentifier: `${displayName}:sandbox`,
        retries: 0,
      };
    },

    async purchase(request) {
      const previous = byReference.get(request.reference);
      if (previous && previous.outcome.status !== 'failed')
        return failed('provider_error', 'duplicate_reference', null);
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        return failed('provider_error', 'invalid_amount', null);
      const id = newId();
      const data = request.token.paymentData.data;
      const outcome: PaymentOutcome =
        data === APPLE_PAY_SANDBOX_APPROVED
          ? { status: 'paid', transactionId: id, amount: request.amount, card: cardOfToken(request.token) }
          : data === APPLE_PAY_SANDBOX_DECLINED
            ? failed('declined', 'do_not_honor', id)
            : failed('invalid_card', 'invalid_token', id);
      byReference.set(request.reference, {
        id,
        reference: request.reference,
        amount: request.amount,
        refunded: 0,
        outcome,
      });
      if (byReference.size > maxTransactions) {
        const oldest = byReference.keys().next().value;
        if (oldest !== undefined) byReference.delete(oldest);
      }
      return outcome;
    },

    async checkStatus(reference) {
      return byReference.get(reference)?.outcome ?? { status: 'unknown' };
    },

    async refund({ reference, amount, transactionId }) {
      const transaction = byReference.get(reference);
      if (!transaction || transaction.outcome.status !== 'paid')
        return { status: 'failed', providerCode: 'not_paid' };
      if (transactionId !== null && transactionId !== transaction.id)
        return { status: 'failed', providerCode: 'transaction_mismatch' };
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > transaction.amount - transaction.refunded)
        return { status: 'failed', providerCode: 'invalid_amount' };
      transaction.refunded += amount;
      return { status: 'refunded', transactionId: newId() };
    },
  };
}
