import { describe, expect, it } from 'vitest';
import { parseProductId } from './product-id';

describe('parseProductId', () => {
  it('accepts digits and the stray " copy" duplicate', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('42 copy')).toBe(42);
  });

  it.each([undefined, '', 'abc', '0', '42copy', '42 copy copy', '-1', '4.2', '99999999999', '42%20copy'])(
    'rejects %j',
    (value) => {
      expect(parseProductId(value)).toBeNull();
    },
  );
});
