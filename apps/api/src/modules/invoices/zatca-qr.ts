/**
 * ZATCA phase-1 QR code content for a simplified tax invoice: five TLV fields — 1 seller name, 2 VAT registration
 * number, 3 timestamp (ISO 8601), 4 invoice total with VAT, 5 VAT total — each [tag byte][length byte][UTF-8
 * value], concatenated and base64-encoded. Amounts are plain decimals with two places ("1150.00").
 */
import { encodeTlv } from '@hajz/zatca/tlv';

export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. '2026-03-01T10:15:00Z'. */
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
};

export function zatcaTlv(fields: ZatcaFields): Buffer {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    fields.totalWithVat,
    fields.vatTotal,
  ];
  // One byte per length: a longer value (a seller name, in practice) is cut at a character boundary (@hajz/zatca).
  return encodeTlv(values.map((value, index) => ({ tag: index + 1, value })));
}

/** The text the QR code carries. */
export const zatcaQrPayload = (fields: ZatcaFields): string => zatcaTlv(fields).toString('base64');

/** 115000 halalas → '1150.00' (no grouping, always two decimals). */
export function qrAmount(halalas: number): string {
  const abs = Math.abs(Math.round(halalas));
  return `${halalas < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-03-01T10:15:00Z': UTC, whole seconds. */
export const qrTimestamp = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
