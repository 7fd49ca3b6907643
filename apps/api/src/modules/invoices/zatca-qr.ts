/**
 * ZATCA phase-1 QR code content for a simplified tax invoice: five TLV fields — 1 seller name, 2 VAT registration
 * number, 3 timestamp (ISO 8601), 4 invoice total with VAT, 5 VAT total — each [tag byte][length byte][UTF-8
 * value], concatenated and base64-encoded. Amounts are plain decimals with two places ("1150.00").
 */

export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. '2026-03-01T10:15:00Z'. */
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
};

/** A length is one byte: a longer value is cut at a character boundary (a seller name, in practice). */
const maxValueBytes = 255;

function valueBytes(value: string): Buffer {
  let bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= maxValueBytes) return bytes;
  const chars = [...value];
  while (bytes.length > maxValueBytes) {
    chars.pop();
    bytes = Buffer.from(chars.join(''), 'utf8');
  }
  return bytes;
}

export function zatcaTlv(fields: ZatcaFields): Buffer {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    fields.totalWithVat,
    fields.vatTotal,
  ];
  return Buffer.concat(
    values.map((value, index) => {
      const bytes = valueBytes(value);
      return Buffer.concat([Buffer.from([index + 1, bytes.length]), bytes]);
    }),
  );
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
