import { describe, expect, it } from 'vitest';
import { isDate, isInt, isStr, listOf, nullable, oneOf, optional, sameFor, shape } from './shape';

describe('the shape builder (lib/shape.ts)', () => {
  const isLine = shape({ id: isInt, name: isStr, note: optional(isStr), target: nullable(isStr) });

  it('an object whose listed fields pass; other fields may be there', () => {
    expect(isLine({ id: 1, name: 'Massage', note: null, target: null, extra: [1] })).toBe(true);
    expect(isLine({ id: 1, name: 'Massage', target: 'x' })).toBe(true);
  });

  it.each([
    ['no object', null],
    ['a list', [{ id: 1, name: 'Massage', target: null }]],
    ['a fractional id', { id: 1.5, name: 'Massage', target: null }],
    ['a missing name', { id: 1, target: null }],
    ['a note that is a number', { id: 1, name: 'Massage', note: 3, target: null }],
    // nullable: null is fine, absent is not.
    ['an absent nullable field', { id: 1, name: 'Massage' }],
  ])('refuses %s', (_, value) => {
    expect(isLine(value)).toBe(false);
  });

  it('lists, exact values, dates and the same check for several fields', () => {
    expect(listOf(isInt)([1, 2])).toBe(true);
    expect(listOf(isInt)([1, '2'])).toBe(false);
    expect(listOf(isInt)({ 0: 1 })).toBe(false);
    expect(oneOf('en', 'ar')('ar')).toBe(true);
    expect(oneOf('en', 'ar')('fr')).toBe(false);
    expect(isDate('2031-03-05T10:00:00+03:00')).toBe(true);
    expect(isDate('yesterday')).toBe(false);
    const amounts = shape(sameFor(['total', 'tax'], optional(isInt)));
    expect(amounts({ total: 100 })).toBe(true);
    expect(amounts({ total: 100, tax: 1.5 })).toBe(false);
  });
});
