import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './safe-text.ts';

describe('safe text', () => {
  it('refuses NUL and lone surrogates, keeps real text of every script and emoji', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF\uDC00'.slice(0, 2)])
      expect(isSafeText(bad)).toBe(false);
    for (const good of ['', 'Noura', 'نورة العتيبي', '😀 spa', 'tab\tand\nnewline', '\uD83D\uDE00'])
      expect(isSafeText(good)).toBe(true);
  });

  it('finds the first unsafe string anywhere in a payload, with its path', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: ['fine', 'bad\u0000'] } })).toBe('b.c.1');
    expect(findUnsafeText({ gifted_order_data: { first_name: '\uD800' } })).toBe(
      'gifted_order_data.first_name',
    );
    expect(findUnsafeText('\u0000')).toBe('value');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('?');
    expect(findUnsafeText({ n: 1, t: true, z: null, s: 'ok' })).toBeNull();
    expect(findUnsafeText(new Uint8Array([0, 0]))).toBeNull();
  });
});
