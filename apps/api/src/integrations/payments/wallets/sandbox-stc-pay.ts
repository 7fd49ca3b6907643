/**
 * The sandbox STC Pay wallet: like the real one (APS `digital_wallet=STCPAY`), it sends the customer a one-time
 * code by SMS for each payment and charges the wallet when the right code comes back. The SMS goes through the
 * app's SMS provider (the console outbox in the demo, like sign-in codes). State lives in memory, like the card
 * sandbox. Test data (README "Payments"): any 5XXXXXXXX number pays; 500000002 is declined (insufficient funds);
 * 500000003 has no STC Pay wallet (the code request fails).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsProvider } from '../../sms/interface.ts';
import type { PaymentOutcome } from '../interface.ts';
import type { StcPayGateway } from './interface.ts';

export const stcPayTestMobiles = { declined: '500000002', noWallet: '500000003' } as const;

type Transaction = {
  reference: string;
  mobile: string;
  amount: number;
  otpReference: string;
  codeHash: Buffer;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  id: string;
  refunded: number;
};

const hash = (code: string) => createHash('sha256').update(code).digest();
const maxTransactions = 10_000;

const texts = {
  en: (code: string, amount: string) =>
    `STC Pay (sandbox): your code to pay ${amount} SAR to Hajz is ${code}`,
  ar: (code: string, amount: string) => `STC Pay (تجريبي): رمز دفع ${amount} ريال لحجز هو ${code}`,
};

export function createSandboxStcPay(options: { sms: SmsProvider }): StcPayGateway {
  const byReference = new Map<string, Transaction>();
  const remember = (transaction: Transaction) => {
    byReference.delete(transaction.reference);
    byReference.set(transaction.reference, transaction);
    for (const key of byReference.keys()) {
      if (byReference.size <= maxTransactions) break;
      byReference.delete(key);
    }
  };
  const outcome = (t: Transaction): PaymentOutcome => {
    if (t.status === 'paid' || t.status === 'refunded')
      return { status: 'paid', transactionId: t.id, amount: t.amount, card: null };
    if (t.status === 'failed')
      return {
        status: 'failed',
        reason: 'insufficient_funds',
        transactionId: t.id,
        providerCode: 'declined',
      };
    return { status: 'pending', transactionId: null };
  };

  return {
    name: 'sandbox_stc_pay',
    async requestOtp({ reference, mobile, amount, language }) {
      if (mobile === stcPayTestMobiles.noWallet)
        return { status: 'failed', reason: 'invalid_card', providerCode: 'no_wallet' };
      const previous = byReference.get(reference);
      if (previous && previous.status !== 'pending')
        return { status: 'failed', reason: 'provider_error', providerCode: 'duplicate_reference' };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const otpReference = `otp_${randomBytes(8).toString('hex')}`;
      remember({
        reference,
        mobile,
        amount,
        otpReference,
        codeHash: hash(code),
        status: 'pending',
        id: `stc_${randomBytes(10).toString('hex')}`,
        refunded: 0,
      });
      await options.sms.send({
        to: `966${mobile}`,
        body: texts[language](code, (amount / 100).toFixed(2)),
        correlationId: reference,
      });
      return { status: 'sent', otpReference };
    },
    async confirm({ reference, otpReference, otp, amount }) {
      const t = byReference.get(reference);
      if (!t || t.otpReference !== otpReference || t.amount !== amount)
        return {
          status: 'failed',
          reason: 'provider_error',
          transactionId: null,
          providerCode: 'unknown_otp',
        };
      if (t.status !== 'pending') return outcome(t);
      if (!timingSafeEqual(hash(otp), t.codeHash)) return { status: 'wrong_code' };
      t.status = t.mobile === stcPayTestMobiles.declined ? 'failed' : 'paid';
      return outcome(t);
    },
    async checkStatus(reference) {
      const t = byReference.get(reference);
      return t ? outcome(t) : { status: 'unknown' };
    },
    async refund({ reference, amount }) {
      const t = byReference.get(reference);
      if (!t || (t.status !== 'paid' && t.status !== 'refunded'))
        return { status: 'failed', providerCode: 'not_paid' };
      if (!Number.isSafeInteger(amount) || amount <= 0 || t.refunded + amount > t.amount)
        return { status: 'failed', providerCode: 'invalid_amount' };
      t.refunded += amount;
      if (t.refunded === t.amount) t.status = 'refunded';
      return { status: 'refunded', transactionId: `stcr_${randomBytes(8).toString('hex')}` };
    },
  };
}
