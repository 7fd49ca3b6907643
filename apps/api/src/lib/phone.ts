import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { defaultMobileCode, nationalMobileLength, westernDigits } from '@hajz/contracts/auth';

/**
 * A Saudi mobile number in our one stored form, "9665XXXXXXXX", or null. Accepts the national 9 digits, or
 * the code plus number (spec §7 sends both shapes), spaces removed. The `max` metadata knows the real mobile
 * ranges; the default metadata would accept landlines.
 */
export function normalizeSaudiMobile(
  mobileNumber: string,
  mobileCode: string = defaultMobileCode,
): string | null {
  if (mobileCode !== defaultMobileCode) return null;
  let digits = westernDigits(mobileNumber).replace(/[\s-]/g, '').replace(/^\+/, '').replace(/^00/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === mobileCode.length + nationalMobileLength && digits.startsWith(mobileCode)) {
    digits = digits.slice(mobileCode.length);
  } else if (digits.length === nationalMobileLength + 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  if (digits.length !== nationalMobileLength) return null;
  const parsed = parsePhoneNumberFromString(`+${mobileCode}${digits}`);
  if (!parsed || !parsed.isValid() || parsed.getType() !== 'MOBILE') return null;
  return `${mobileCode}${digits}`;
}

/** "9665XXXXXXXX" → "5XXXXXXXX". */
export const nationalPart = (stored: string) => stored.slice(defaultMobileCode.length);
