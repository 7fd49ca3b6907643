import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { cancelledStatusValue } from '@hajz/contracts/order-rules';

/** Spec §2: the badge takes the server's status colour, or grey-blue when it sends none (or nothing usable). */
export const fallbackStatusColor = '#5a6b85';
const darkText = '#0f172a';
const lightText = '#ffffff';

const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const badgeBackground = (color: string | null | undefined): string =>
  color && hex.test(color.trim()) ? color.trim() : fallbackStatusColor;

function luminance(color: string): number {
  let digits = color.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the server's colour (WCAG contrast ratio). */
export const badgeText = (background: string): string =>
  contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;

const capitalise = (s: string) => {
  const words = s.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Spec §2: the status text, else the status's label in this language, else the capitalised status. */
export function statusLabel(order: Pick<OrderDetails, 'status' | 'status_text'>, locale: Locale): string {
  const status = order.status as Partial<OrderDetails['status']>;
  return (
    order.status_text?.trim() ||
    status.labels?.[locale]?.trim() ||
    status.label?.trim() ||
    capitalise(String(status.name ?? ''))
  );
}

/** Spec §3/§4: status value 9, or a label meaning 'order canceled', is a cancelled order. */
export function isCancelled(order: Pick<OrderDetails, 'status'>): boolean {
  const status = order.status as Partial<OrderDetails['status']>;
  if (status.value === cancelledStatusValue || status.name === 'cancelled') return true;
  return /cancel/i.test(status.label ?? '') || /cancel/i.test(status.labels?.en ?? '');
}
