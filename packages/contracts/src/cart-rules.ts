/** Cart constants and money rules with no schema library: safe for the browser bundle. Money in halalas. */

/** Saudi VAT. Catalogue prices include it (consumer prices are shown VAT-inclusive). */
export const vatRatePercent = 15;

/** The VAT contained in a VAT-inclusive amount, rounded to the halala: round(gross × 15 / 115). */
export const vatContained = (gross: number): number =>
  Math.round((gross * vatRatePercent) / (100 + vatRatePercent));

/** A line's total: unit price × quantity × people. */
export const lineTotal = (line: { unit_price: number; quantity: number; visitors: number }): number =>
  line.unit_price * line.quantity * line.visitors;

/** Sum of line totals (the sub-total, VAT included) and the VAT they contain, taken per line (each rounded). */
export function cartTotals(lines: { unit_price: number; quantity: number; visitors: number }[]) {
  let total = 0;
  let tax = 0;
  for (const line of lines) {
    const gross = lineTotal(line);
    total += gross;
    tax += vatContained(gross);
  }
  return { total, tax_amount: tax, sub_total: total };
}

export { paymentMethodIds, type PaymentMethodId } from './payment-methods.ts';

/** Shop quantity per line. */
export const maxQuantity = 99;
export const guestLimits = { name: 60, note: 500 } as const;

/** How many gift cards of one design and amount one cart line may hold. */
export const maxGiftCardQuantity = 10;
