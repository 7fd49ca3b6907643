/** What an Apple Pay token says about the card behind it (display data only: Apple never gives the number). */
import type { ApplePayPaymentToken } from '@hajz/contracts/apple-pay';
import type { CardDetails } from '../interface.ts';

/** Apple's network name as the payment's card brand ('MasterCard' → 'MASTERCARD', 'mada' → 'MADA'). */
export function cardOfToken(token: ApplePayPaymentToken): CardDetails {
  const last4 = /(\d{4})\s*$/.exec(token.paymentMethod.displayName)?.[1] ?? '';
  return {
    token: '',
    brand: token.paymentMethod.network.replace(/[^A-Za-z]/g, '').toUpperCase(),
    last4,
    expiry: null,
    holderName: null,
  };
}
