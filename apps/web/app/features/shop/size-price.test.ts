import { describe, expect, it } from 'vitest';
import { sizedPrice, sizeFactor, sizesOf } from './size-price';

describe('sizedPrice', () => {
  const product = { price: 12000, price_before_discount: null };

  it('multiplies the base by 1x, 1.5x and 2x for 30ml, 50ml and 100ml', () => {
    expect(sizedPrice(product, '30ml').price).toBe(12000);
    expect(sizedPrice(product, '50ml').price).toBe(18000);
    expect(sizedPrice(product, '100ml').price).toBe(24000);
  });

  it('uses a base of 100 SAR when the price is missing or zero', () => {
    expect(sizedPrice({ price: 0, price_before_discount: null }, '30ml').price).toBe(10000);
    expect(sizedPrice({ price: 0, price_before_discount: null }, '50ml').price).toBe(15000);
    expect(sizedPrice({ price: 0, price_before_discount: 5000 }, '100ml')).toEqual({
      price: 20000,
      before: null,
    });
  });

  it('multiplies by the quantity after rounding each item to a whole halala', () => {
    expect(sizedPrice({ price: 999, price_before_discount: null }, '50ml', 3).price).toBe(1499 * 3);
    expect(sizedPrice(product, '100ml', 2).price).toBe(48000);
  });

  it('scales the old price the same way, only when discounted', () => {
    expect(sizedPrice({ price: 65000, price_before_discount: 75000 }, '50ml', 2)).toEqual({
      price: 195000,
      before: 225000,
    });
    expect(sizedPrice({ price: 65000, price_before_discount: 65000 }, '50ml').before).toBeNull();
  });

  it('treats a quantity below 1 as 1 and an unknown size as the base', () => {
    expect(sizedPrice(product, '30ml', 0).price).toBe(12000);
    expect(sizeFactor('250ml')).toBe(1);
  });
});

describe('sizesOf', () => {
  it('keeps the spec order and falls back to every size', () => {
    expect(sizesOf({ sizes: ['100ml', '30ml'] }).map((s) => s.size)).toEqual(['30ml', '100ml']);
    expect(sizesOf({ sizes: [] }).map((s) => s.size)).toEqual(['30ml', '50ml', '100ml']);
  });
});
