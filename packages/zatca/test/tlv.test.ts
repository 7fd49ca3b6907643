import { describe, expect, it } from 'vitest';
import { decodeTlv, encodeTlv } from '../src/index.ts';

describe('TLV', () => {
  it('encodes [tag][length][value] and decodes it back, text as UTF-8 and bytes as they are', () => {
    const encoded = encodeTlv([
      { tag: 1, value: 'صالون' },
      { tag: 8, value: Uint8Array.from([0x30, 0x56, 0x00]) },
    ]);
    expect([...encoded.subarray(0, 2)]).toEqual([1, 10]);
    const fields = decodeTlv(encoded);
    expect(fields.map((f) => f.tag)).toEqual([1, 8]);
    expect(fields[0]!.value.toString('utf8')).toBe('صالون');
    expect([...fields[1]!.value]).toEqual([0x30, 0x56, 0x00]);
  });

  it('cuts a text longer than 255 bytes at a character boundary, refuses such bytes', () => {
    const [field] = decodeTlv(encodeTlv([{ tag: 1, value: 'ص'.repeat(200) }]));
    expect(field!.value.length).toBe(254);
    expect(field!.value.toString('utf8')).toBe('ص'.repeat(127));
    expect(() => encodeTlv([{ tag: 8, value: new Uint8Array(256) }])).toThrow(RangeError);
  });

  it('refuses a truncated payload', () => {
    expect(() => decodeTlv(Uint8Array.from([1, 5, 65]))).toThrow(/truncated/);
  });
});
