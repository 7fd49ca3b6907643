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

/**
 * A subset of the published mada BINs. mada cards are co-badged inside Visa and Mastercard ranges, so they are
 * checked first; the sandbox only needs the label to look right, the real list belongs to the real gateway.
 */
const madaBins = new Set(
  (
    '403024 406136 406996 407520 409201 410685 417633 419593 420132 422817 422818 422819 428331 428671 ' +
    '428672 428673 432328 439954 440533 440647 440795 442463 445564 446393 446404 455036 455707 455708 ' +
    '457865 458456 462220 468540 468541 468542 468543 483010 483011 483012 484783 486094 486095 486096 ' +
    '489318 489319 504300 508160 513213 521076 524130 524514 529415 529741 530060 530906 531095 531196 ' +
    '532013 535825 535989 536023 537767 543085 543357 549760 554180 557606 558848 585265 588845 588848 ' +
    '588850 588851 588982 588983 589005 589206 604906 636120 968201 968202 968203 968204 968205 968206 ' +
    '968207 968208 968209 968210 968211'
  ).split(' '),
);

/** The card scheme from the first digits (BIN/IIN); 'CARD' when none of the ones we name. */
export function brandOf(digits: string): CardBrand {
  if (madaBins.has(digits.slice(0, 6))) return 'MADA';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^4/.test(digits)) return 'VISA';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  return 'CARD';
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
