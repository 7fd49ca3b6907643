/**
 * Card display data shared by the adapter and the fake APS: the brand of a BIN (when APS sends no
 * `payment_option`) and the last four digits of a masked number. Nothing here ever holds a full card number
 * except `maskCardNumber`'s argument, which the fake owns.
 */

// prettier-ignore
/**
 * A few mada BINs, from the list APS ships in its WooCommerce plugin (lib/class-aps-constants.php, MADA_BINS),
 * including 529741 of the documented mada test card. Checked first: mada cards carry Visa/Mastercard prefixes.
 */
const MADA_BINS = new Set([
  '440647', '440795', '446404', '457865', '968208', '457997', '474491', '636120', '417633', '468540',
  '468541', '468542', '468543', '968201', '446393', '409201', '458456', '484783', '462220', '455708',
  '588982', '589005', '529741', '537767', '535989', '536023', '513213', '520058', '558563', '604906',
]);

/** 'MADA' | 'VISA' | 'MASTERCARD' | 'AMEX', or 'UNKNOWN' for anything else. */
export function brandFromBin(bin: string): string {
  const digits = bin.replace(/\D/g, '');
  if (MADA_BINS.has(digits.slice(0, 6))) return 'MADA';
  if (/^4/.test(digits)) return 'VISA';
  if (/^3[47]/.test(digits)) return 'AMEX';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  return 'UNKNOWN';
}

/** APS's masking, as in the docs' examples ("400555******0001"): the BIN and the last four stay visible. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** The last four digits of a masked (or any) card number; null when there are not four digits at the end. */
export function lastFour(cardNumber: string): string | null {
  const match = /(\d{4})$/.exec(cardNumber.trim());
  return match?.[1] ?? null;
}

/** Luhn check, so the fake refuses numbers a real card form would refuse. */
export function luhnValid(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i++) {
    let digit = Number(cardNumber[cardNumber.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
