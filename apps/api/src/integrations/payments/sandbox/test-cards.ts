/**
 * The sandbox gateway's test cards. Any future expiry and any CVC of the right length work with all of them.
 *
 *   4111 1111 1111 1111  VISA        success
 *   5555 5555 5555 4444  MASTERCARD  success
 *   4464 0400 0000 0007  MADA        success
 *   3782 822463 10005    AMEX        success (4-digit CVC)
 *   4000 0000 0000 9995  VISA        declined: insufficient funds
 *   4000 0000 0000 0002  VISA        declined (generic)
 *   4000 0000 0000 3220  VISA        3-D Secure challenge; the code is 1234
 *   any other Luhn-valid number      success
 *
 * The hosted card page lists `testCards`, and the tests use the same list, so the two cannot drift apart.
 */

import { cardSchemeOf } from '@hajz/contracts/card-scheme';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'MADA' | 'AMEX' | 'CARD';

/** What the sandbox does when a card is charged. */
export type CardBehaviour = 'success' | 'insufficient_funds' | 'declined' | 'challenge';

export type TestCard = { number: string; brand: CardBrand; behaviour: CardBehaviour };

export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'VISA', behaviour: 'success' },
  { number: '5555555555554444', brand: 'MASTERCARD', behaviour: 'success' },
  { number: '4464040000000007', brand: 'MADA', behaviour: 'success' },
  { number: '378282246310005', brand: 'AMEX', behaviour: 'success' },
  { number: '4000000000009995', brand: 'VISA', behaviour: 'insufficient_funds' },
  { number: '4000000000000002', brand: 'VISA', behaviour: 'declined' },
  { number: '4000000000003220', brand: 'VISA', behaviour: 'challenge' },
];

/** The code the sandbox's 3-D Secure page accepts. */
export const challengeCode = '1234';

/** Luhn (mod 10) check over a string of digits; false for anything else. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card scheme from the first digits: the published mada BIN list first (@hajz/contracts/card-scheme). */
export function brandOf(digits: string): CardBrand {
  const scheme = cardSchemeOf(digits);
  return scheme === null ? 'CARD' : (scheme.toUpperCase() as CardBrand);
}

/** What charging the card does: the listed test cards as documented, any other valid card succeeds. */
export function behaviourOf(digits: string): CardBehaviour {
  return testCards.find((card) => card.number === digits)?.behaviour ?? 'success';
}

/** Whether a card expiring at the end of month `MMYY` has expired at `now` (UTC). */
export function cardExpired(expiry: string, now: Date): boolean {
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
