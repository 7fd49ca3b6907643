/**
 * SAR typed into a back-office form ("12.50", "12,5", "١٢٫٥٠") to integer halalas, exactly: the digits are read as
 * text, never through a float, so "0.29" is 29 halalas and not 28.999…. null when it is not an amount of SAR with
 * at most two decimals.
 */
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

const latinDigits = (text: string) => text.trim().replace(arabicDigits, (d) => String(d.charCodeAt(0) & 0xf));

/** A whole number typed in Latin or Arabic digits; null when it is not one. */
export function parseWhole(text: string): number | null {
  const latin = latinDigits(text);
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null;
}

export function sarToHalalas(text: string): number | null {
  const latin = latinDigits(text)
    .replace(/[\u066B,]/g, '.')
    .replace(/\u066C/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(latin);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Halalas as the text a form field starts with: 1250 → "12.50". */
export function halalasToSar(halalas: number): string {
  const abs = Math.abs(halalas);
  return `${halalas < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
