import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotal, vatContained } from './cart-rules.ts';

describe('VAT contained in VAT-inclusive prices (15%)', () => {
  it.each([
    [11500, 1500],
    [20000, 2609], // 2608.70
    [32000, 4174], // 4173.91
    [100, 13], // 13.04
    [4, 1], // 0.52
    [3, 0], // 0.39
    [1, 0],
    [0, 0],
  ])('%i halalas contain %i halalas of VAT', (gross, vat) => {
    expect(vatContained(gross)).toBe(vat);
  });

  it('multiplies a line by quantity and people', () => {
    expect(lineTotal({ unit_price: 97500, quantity: 2, visitors: 1 })).toBe(195000);
    expect(lineTotal({ unit_price: 20000, quantity: 1, visitors: 3 })).toBe(60000);
  });

  it('takes VAT per line and nets it out of the total', () => {
    const lines = [4, 4, 4].map((unit_price) => ({ unit_price, quantity: 1, visitors: 1 }));
    // Per line: 1 + 1 + 1 = 3 (on the total of 12 it would be round(1.57) = 2).
    expect(cartTotals(lines)).toEqual({ total: 12, tax_amount: 3, sub_total: 12 });
    expect(cartTotals([])).toEqual({ total: 0, tax_amount: 0, sub_total: 0 });
    expect(
      cartTotals([
        { unit_price: 20000, quantity: 1, visitors: 2 },
        { unit_price: 97500, quantity: 2, visitors: 1 },
      ]),
    ).toEqual({ total: 235000, tax_amount: 30652, sub_total: 235000 });
  });
});
