/**
 * Card display data shared by the adapter and the fake APS: the brand of a BIN (when APS sends no
 * `payment_option`) and the last four digits of a masked number. Nothing here ever holds a full card number
 * except `maskCardNumber`'s argument, which the fake owns.
 */
import { cardSchemeOf } from '@hajz/contracts/card-scheme';

/** 'MADA' | 'VISA' | 'MASTERCARD' | 'AMEX', or 'UNKNOWN': the published mada BIN list first (ADR 0052). */
export function brandFromBin(bin: string): string {
  const digits = bin.includes('*') ? bin.slice(0, 6) : bin;
  return cardSchemeOf(digits)?.toUpperCase() ?? 'UNKNOWN';
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
