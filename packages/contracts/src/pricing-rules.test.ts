import { describe, expect, it } from 'vitest';
import { vatContained } from './cart-rules.ts';
import {
  allocate,
  percentOf,
  priceCart,
  selectionParams,
  type PricingInput,
  type PricingLine,
} from './pricing-rules.ts';
import { selectionOf } from './cart.ts';

const line = (key: number, gross: number, extra: Partial<PricingLine> = {}): PricingLine => ({
  key,
  gross,
  promoEligible: true,
  discountable: true,
  storedValuePayable: true,
  ...extra,
});
const input = (extra: Partial<PricingInput>): PricingInput => ({
  lines: [],
  promo: null,
  classDiscountPercent: 0,
  fees: [],
  giftCards: [],
  points: null,
  ...extra,
});

/** The additive identity the web's totals box relies on (VAT is included, never added), and VAT = Σ per-line VAT. */
function expectConsistent(p: ReturnType<typeof priceCart>) {
  expect(
    p.sub_total -
      p.promo_discount -
      p.extra_discount +
      p.order_service_fees_price -
      p.gift_card_discount -
      p.redeem_points_price,
  ).toBe(p.total);
  expect(p.tax_amount).toBe([...p.lines, ...p.fees].reduce((n, l) => n + l.tax, 0));
  expect(p.lines.reduce((n, l) => n + l.discount, 0)).toBe(p.promo_discount + p.extra_discount);
  // Points are a discount before VAT (ADR 0069): spread over the lines and fees, each line's VAT after its share.
  expect([...p.lines, ...p.fees].reduce((n, l) => n + l.points, 0)).toBe(p.redeem_points_price);
  for (const l of [...p.lines, ...p.fees]) {
    expect(l.payable).toBeGreaterThanOrEqual(0);
    expect(l.points).toBeGreaterThanOrEqual(0);
    expect(l.points).toBeLessThanOrEqual(l.payable);
    expect(l.tax).toBe(vatContained(l.payable - l.points));
  }
  expect(p.total).toBeGreaterThanOrEqual(0);
}

describe('percentOf and allocate', () => {
  it.each([
    [5, 10, 1], // 0.5 halala (0.005 SAR) rounds half up
    [4, 10, 0], // 0.4 halala rounds down
    [15, 10, 2], // 1.5 → 2
    [10000, 100, 10000],
    [33333, 15, 5000], // 4999.95 → 5000
    [0, 50, 0],
  ])('percentOf(%i, %i) = %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1, [5000, 5000], [1, 0]],
    [7, [0, 10, 0], [0, 7, 0]],
    [0, [10, 20], [0, 0]],
    [10, [0, 0], [0, 0]],
    [999, [333, 333, 334], [333, 333, 333]],
  ])('allocate(%i, %j) = %j and adds up', (amount, weights, expected) => {
    const parts = allocate(amount, weights);
    expect(parts).toEqual(expected);
    if (weights.some((w) => w > 0)) expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe('priceCart', () => {
  it('without anything applied: VAT contained per line, sub_total = gross', () => {
    const p = priceCart(input({ lines: [line(1, 10000), line(2, 4999)] }));
    expect(p).toMatchObject({
      gross: 14999,
      tax_amount: vatContained(10000) + vatContained(4999),
      sub_total: 14999,
      total: 14999,
      promo_discount: 0,
    });
    expectConsistent(p);
  });

  it('keeps the same sub_total whatever is applied (issue 18 item 10: it read as a price rise)', () => {
    const lines = [line(1, 55652), line(2, 1999)];
    const plain = priceCart(input({ lines }));
    const applied: Partial<PricingInput>[] = [
      { promo: { kind: 'percent', value: 10, maxDiscount: null } },
      { promo: { kind: 'fixed', value: 3000, maxDiscount: null } },
      { classDiscountPercent: 5 },
      { giftCards: [{ key: 'A', balance: 10000 }] },
      { points: { available: 1000, pointValue: 5 } },
      {
        promo: { kind: 'percent', value: 10, maxDiscount: null },
        classDiscountPercent: 10,
        fees: [{ key: 9, gross: 2500 }],
      },
    ];
    for (const extra of applied) {
      const priced = priceCart(input({ lines, ...extra }));
      expect(priced.sub_total, JSON.stringify(extra)).toBe(plain.sub_total);
      expect(priced.sub_total).toBe(55652 + 1999);
      expectConsistent(priced);
    }
  });

  it.each<[string, Partial<PricingInput>, Partial<ReturnType<typeof priceCart>>]>([
    [
      '10% promo, 5% class, a fee, a gift card and points — every step in order',
      {
        lines: [line(1, 30000), line(2, 20000)],
        promo: { kind: 'percent', value: 10, maxDiscount: null },
        classDiscountPercent: 5,
        fees: [{ key: 9, gross: 2500 }],
        giftCards: [{ key: 'A', balance: 10000 }],
        points: { available: 1000, pointValue: 5 },
      },
      {
        promo_discount: 5000, // 10% of 500.00
        extra_discount: 2250, // 5% of 450.00
        order_service_fees_price: 2500,
        gift_card_discount: 10000,
        redeem_points: 1000, // 5.00 SAR each 100
        redeem_points_price: 5000,
        total: 50000 - 5000 - 2250 + 2500 - 10000 - 5000,
      },
    ],
    [
      '0.005 SAR: 10% of 0.05 SAR is half a halala and rounds up',
      { lines: [line(1, 5)], promo: { kind: 'percent', value: 10, maxDiscount: null } },
      { promo_discount: 1, total: 4 },
    ],
    [
      '100% promo: nothing to pay, no VAT',
      { lines: [line(1, 12345), line(2, 1)], promo: { kind: 'percent', value: 100, maxDiscount: null } },
      { promo_discount: 12346, tax_amount: 0, total: 0 },
    ],
    [
      'percent promo capped by its maximum',
      { lines: [line(1, 100000)], promo: { kind: 'percent', value: 50, maxDiscount: 7500 } },
      { promo_discount: 7500, total: 92500 },
    ],
    [
      'fixed promo larger than the cart: never below zero',
      { lines: [line(1, 3000)], promo: { kind: 'fixed', value: 5000, maxDiscount: null } },
      { promo_discount: 3000, total: 0 },
    ],
    [
      'promo only on the lines it is for',
      {
        lines: [line(1, 10000), line(2, 10000, { promoEligible: false })],
        promo: { kind: 'percent', value: 20, maxDiscount: null },
      },
      { promo_discount: 2000, total: 18000 },
    ],
    [
      'gift card larger than the total pays the total and keeps the rest',
      { lines: [line(1, 8000)], giftCards: [{ key: 'A', balance: 20000 }] },
      { gift_card_discount: 8000, gift_cards: [{ key: 'A', amount: 8000 }], total: 0 },
    ],
    [
      'two cards never cover more than the total',
      {
        lines: [line(1, 15000)],
        giftCards: [
          { key: 'A', balance: 10000 },
          { key: 'B', balance: 10000 },
        ],
      },
      {
        gift_card_discount: 15000,
        gift_cards: [
          { key: 'A', amount: 10000 },
          { key: 'B', amount: 5000 },
        ],
        total: 0,
      },
    ],
    [
      'points pay whole points only; the halalas left are paid by card or cash',
      { lines: [line(1, 1003)], points: { available: 10000, pointValue: 5 } },
      { redeem_points: 200, redeem_points_price: 1000, total: 3 },
    ],
    [
      'gift cards bought are not discounted and not paid with stored value',
      {
        lines: [line(1, 10000), line(2, 20000, { discountable: false, storedValuePayable: false })],
        promo: { kind: 'percent', value: 10, maxDiscount: null },
        classDiscountPercent: 10,
        giftCards: [{ key: 'A', balance: 50000 }],
        points: { available: 100000, pointValue: 5 },
      },
      // Points first (ADR 0069): they pay all the service's 81.00; the card is left whole; the 200.00 card bought
      // is paid by card or cash.
      { promo_discount: 1000, extra_discount: 900, redeem_points: 1620, gift_card_discount: 0, total: 20000 },
    ],
    [
      'points lower the VAT (ADR 0069): 230.00 SAR with 50.00 SAR of points is VAT on 180.00',
      { lines: [line(1, 23000)], points: { available: 5000, pointValue: 1 } },
      { redeem_points_price: 5000, tax_amount: 2348, total: 18000 }, // 30.00 before
    ],
    [
      'points come off before gift cards: the card pays only what the points leave',
      {
        lines: [line(1, 10000)],
        giftCards: [{ key: 'A', balance: 8000 }],
        points: { available: 1000, pointValue: 5 },
      },
      {
        redeem_points_price: 5000,
        gift_card_discount: 5000,
        gift_cards: [{ key: 'A', amount: 5000 }],
        tax_amount: vatContained(5000),
        total: 0,
      },
    ],
    [
      'points are shared by the lines and the fees they pay for, pro rata',
      {
        lines: [line(1, 6000), line(2, 20000, { storedValuePayable: false, discountable: false })],
        fees: [{ key: 9, gross: 2000 }],
        points: { available: 400, pointValue: 10 },
      },
      {
        lines: [
          { key: 1, gross: 6000, discount: 0, payable: 6000, points: 3000, tax: vatContained(3000) },
          { key: 2, gross: 20000, discount: 0, payable: 20000, points: 0, tax: vatContained(20000) },
        ],
        fees: [{ key: 9, gross: 2000, discount: 0, payable: 2000, points: 1000, tax: vatContained(1000) }],
        total: 24000,
      },
    ],
    [
      'gift card does not lower the VAT (payment-like)',
      { lines: [line(1, 11500)], giftCards: [{ key: 'A', balance: 5000 }] },
      { tax_amount: 1500, sub_total: 11500, gift_card_discount: 5000, total: 6500 },
    ],
    [
      'fees are paid by stored value too',
      { lines: [line(1, 1000)], fees: [{ key: 1, gross: 500 }], giftCards: [{ key: 'A', balance: 5000 }] },
      { gift_card_discount: 1500, total: 0 },
    ],
  ])('%s', (_name, given, expected) => {
    const p = priceCart(input(given));
    expect(p).toMatchObject(expected);
    expectConsistent(p);
  });

  it('VAT is rounded per line after the discount is spread, not on the sum', () => {
    // Three lines of 0.01 SAR: each contains 0 VAT when rounded alone (the sum would contain 0 as well); three of
    // 0.04 SAR: each 0.01 (round(0.52)), the sum 0.02 — per line gives 0.03.
    const p = priceCart(input({ lines: [line(1, 4), line(2, 4), line(3, 4)] }));
    expect(p.tax_amount).toBe(3);
    expect(vatContained(12)).toBe(2);
    expectConsistent(p);
  });

  it('holds its identities for many random carts', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 500; i++) {
      const lines = Array.from({ length: 1 + rand(4) }, (_, k) =>
        line(k, 1 + rand(200000), { promoEligible: rand(3) > 0, storedValuePayable: rand(5) > 0 }),
      );
      const p = priceCart(
        input({
          lines,
          promo: rand(2)
            ? { kind: 'percent', value: 1 + rand(100), maxDiscount: rand(2) ? rand(50000) : null }
            : { kind: 'fixed', value: 1 + rand(100000), maxDiscount: null },
          classDiscountPercent: rand(20),
          fees: rand(2) ? [{ key: 1, gross: rand(5000) }] : [],
          giftCards: [
            { key: 'A', balance: rand(100000) },
            { key: 'B', balance: rand(100000) },
          ],
          points: rand(2) ? { available: rand(50000), pointValue: 1 + rand(10) } : null,
        }),
      );
      expectConsistent(p);
      for (const card of p.gift_cards) expect(card.amount).toBeGreaterThanOrEqual(0);
      p.lines.forEach((l, k) => {
        if (!lines[k]!.storedValuePayable) expect(l.points).toBe(0);
      });
    }
  });
});

describe('cart selection params', () => {
  it('round-trips through the flat spec §7 keys', () => {
    const selection = {
      promo_code: 'SAVE10',
      gift_cards: ['AAAA-BBBB-CCCC', 'DEMO-SARA-0200'],
      use_points: true,
      service_fees: [
        { id: 3, address_id: null },
        { id: 5, address_id: 12 },
      ],
    };
    const params = selectionParams(selection);
    expect(params).toEqual({
      promo_code: 'SAVE10',
      gift_card: 'AAAA-BBBB-CCCC,DEMO-SARA-0200',
      use_points: '1',
      'service_fees[0][id]': '3',
      'service_fees[1][id]': '5',
      'service_fees[1][address_id]': '12',
    });
    expect(selectionOf(params)).toEqual(selection);
  });

  it('normalises typed serials and drops repeats and fees without an id', () => {
    expect(
      selectionOf({ gift_card: ' demo-sara-0200 ,DEMO-SARA-0200,,', 'service_fees[2][address_id]': '4' }),
    ).toEqual({ promo_code: '', gift_cards: ['DEMO-SARA-0200'], use_points: false, service_fees: [] });
  });
});
