/**
 * STC Pay through Amazon Payment Services (issue 27 item 4, ADR 0062): the wallet's one-time code, then a PURCHASE
 * with `digital_wallet=STCPAY`, signed like every APS operation (signature.ts, operation.ts).
 *
 * Documented (https://paymentservices.amazon.com/docs/api/payment-methods/stc-pay and
 * https://paymentservices.amazon.com/docs/payment-methods/local-payment-methods/stc-pay): STC Pay is SAR only,
 * PURCHASE only (AUTHORIZATION is not supported), `digital_wallet=STCPAY`, the customer's STC Pay phone number,
 * an OTP the wallet sends to it; the usual response codes (14000 paid, 13xxx refused; codes.ts), CHECK_STATUS and
 * REFUND on the same merchant_reference.
 *
 * Assumed where the pages we could read are silent about the custom (server-to-server) integration; the fake
 * (fake-aps-stc-pay.ts) speaks the same assumptions, and the ADR lists them:
 * - the code is asked for with `service_command=OTP_GENERATE` (APS's name for the same step of its valU
 *   integration) with `digital_wallet`, `phone_number` (international, 9665XXXXXXXX), amount, currency and
 *   merchant_reference; success is status 88 (response_code 88000);
 * - the PURCHASE carries `phone_number` and `otp`; a wrong code answers message 787 ("failed to authenticate the
 *   user") and leaves the code open for another try until it expires;
 * - customer_email is required as on card purchases (our fallback address when the customer gave none).
 * The phone number travels in our `otpReference` (the payment row keeps it), so the adapter keeps no state.
 */
import { randomBytes } from 'node:crypto';
import { PaymentProviderError, type PaymentOutcome } from '../interface.ts';
import type { StcPayGateway } from '../wallets/interface.ts';
import { failureReason, messageOf, statusOf } from './codes.ts';
import { assertPaidAsAsked, apsAccount } from './operation.ts';
import { field, purchaseOutcome } from './outcome.ts';
import { createApsProvider, type ApsOptions } from './provider.ts';

const NAME = 'aps_stc_pay';

/** OTP_GENERATE's success status (88000), and the message of a wrong code on the PURCHASE. */
export const STC_PAY_CODES = { otpSent: '88', wrongCode: '787' } as const;

export function createApsStcPay(options: ApsOptions): StcPayGateway {
  const { fallbackEmail } = options;
  const { merchant, operation } = apsAccount(NAME, options);
  // CHECK_STATUS and REFUND are the same operations as for cards, on the same merchant account.
  const cards = createApsProvider(options);

  return {
    name: NAME,

    async requestOtp({ reference, mobile, amount, language }) {
      if (!/^5\d{8}$/.test(mobile)) {
        throw new PaymentProviderError(
          'aps_stc_pay: the mobile number must be 9 digits starting with 5',
          NAME,
          false,
        );
      }
      const answer = await operation('OTP_GENERATE', {
        service_command: 'OTP_GENERATE',
        ...merchant,
        merchant_reference: reference,
        digital_wallet: 'STCPAY',
        phone_number: `966${mobile}`,
        amount: String(amount),
        currency: 'SAR',
        language,
      });
      const code = answer.response_code ?? '';
      if ((answer.status ?? statusOf(code)) === STC_PAY_CODES.otpSent) {
        // A fresh suffix per code: a resend retires the old one (payments.otp_reference changes, tries restart).
        return { status: 'sent', otpReference: `${mobile}.${randomBytes(4).toString('hex')}` };
      }
      if (messageOf(code) === '006') {
        throw new PaymentProviderError(`aps_stc_pay: OTP_GENERATE: technical problem (${code})`, NAME, true);
      }
      return { status: 'failed', reason: failureReason(code || '00'), providerCode: code || null };
    },

    async confirm({
      reference,
      otpReference,
      otp,
      amount,
    }): Promise<PaymentOutcome | { status: 'wrong_code' }> {
      const mobile = /^(5\d{8})\./.exec(otpReference)?.[1];
      if (!mobile) throw new PaymentProviderError('aps_stc_pay: unknown otpReference', NAME, false);
      const answer = await operation('PURCHASE', {
        command: 'PURCHASE',
        ...merchant,
        merchant_reference: reference,
        amount: String(amount),
        currency: 'SAR',
        language: 'en',
        customer_email: fallbackEmail,
        digital_wallet: 'STCPAY',
        phone_number: `966${mobile}`,
        otp,
      });
      const code = field(answer, 'response_code') ?? '';
      if (messageOf(code) === STC_PAY_CODES.wrongCode) return { status: 'wrong_code' };
      const outcome = purchaseOutcome(answer);
      assertPaidAsAsked(outcome, amount, 'PURCHASE', NAME);
      // A wallet has no card: never report one.
      return outcome.status === 'paid' ? { ...outcome, card: null } : outcome;
    },

    checkStatus: (reference) => cards.checkStatus(reference),
    refund: (request) => cards.refund(request),
  };
}
