import { describe, expect, it } from 'vitest';
import { qrAmount, qrTimestamp, zatcaQrPayload, zatcaTlv } from './zatca-qr.ts';
import { decodeTlv } from '../../test/invoices-tlv-decoder.ts';

describe('ZATCA phase-1 QR payload', () => {
  it("matches ZATCA's published example byte for byte", () => {
    // The example in ZATCA's e-invoicing guidance (seller "Bobs Records").
    expect(
      zatcaQrPayload({
        sellerName: 'Bobs Records',
        vatNumber: '310122393500003',
        timestamp: '2022-04-25T15:30:00Z',
        totalWithVat: '1000.00',
        vatTotal: '150.00',
      }),
    ).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('counts bytes, not characters (Arabic is two bytes a letter) and decodes back to the five fields', () => {
    const fields = {
      sellerName: 'رونق للسبا والصالون',
      vatNumber: '310123456700003',
      timestamp: '2026-03-01T07:15:00Z',
      totalWithVat: '460.00',
      vatTotal: '60.00',
    };
    const tlv = zatcaTlv(fields);
    expect(tlv[0]).toBe(1);
    expect(tlv[1]).toBe(Buffer.byteLength(fields.sellerName));
    expect(tlv[1]).toBeGreaterThan([...fields.sellerName].length);
    expect(decodeTlv(zatcaQrPayload(fields))).toEqual(
      new Map([
        [1, fields.sellerName],
        [2, fields.vatNumber],
        [3, fields.timestamp],
        [4, fields.totalWithVat],
        [5, fields.vatTotal],
      ]),
    );
  });

  it('cuts a value longer than 255 bytes at a character boundary', () => {
    const long = 'ع'.repeat(200); // 400 bytes
    const fields = decodeTlv(
      zatcaQrPayload({
        sellerName: long,
        vatNumber: '3',
        timestamp: 't',
        totalWithVat: '1.00',
        vatTotal: '0.13',
      }),
    );
    expect(fields.get(1)).toBe('ع'.repeat(127));
    expect(fields.get(2)).toBe('3');
  });

  it('writes amounts with two decimals and no grouping, and timestamps in UTC whole seconds', () => {
    expect(qrAmount(115000)).toBe('1150.00');
    expect(qrAmount(123456789)).toBe('1234567.89');
    expect(qrAmount(50)).toBe('0.50');
    expect(qrAmount(0)).toBe('0.00');
    expect(qrTimestamp(new Date('2026-03-01T10:15:30.456+03:00'))).toBe('2026-03-01T07:15:30Z');
  });
});
