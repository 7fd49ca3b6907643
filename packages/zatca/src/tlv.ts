/**
 * The QR code's TLV (ZATCA's e-invoice QR, phase 1 tags 1–5 and phase 2 tags 6–9): each field is [tag byte][length
 * byte][value bytes], concatenated; the QR carries the base64 of the whole. A length is one byte, so a value holds
 * at most 255 bytes: a longer text (a seller name, in practice) is cut at a character boundary.
 */

export type TlvField = { tag: number; value: string | Uint8Array };

const maxValueBytes = 255;

function textBytes(value: string): Buffer {
  let bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= maxValueBytes) return bytes;
  const chars = [...value];
  while (bytes.length > maxValueBytes) {
    chars.pop();
    bytes = Buffer.from(chars.join(''), 'utf8');
  }
  return bytes;
}

export function encodeTlv(fields: TlvField[]): Buffer {
  return Buffer.concat(
    fields.map(({ tag, value }) => {
      if (!Number.isInteger(tag) || tag < 1 || tag > 255)
        throw new RangeError(`TLV tag out of range: ${tag}`);
      const bytes = typeof value === 'string' ? textBytes(value) : Buffer.from(value);
      if (bytes.length > maxValueBytes)
        throw new RangeError(`TLV tag ${tag}: ${bytes.length} bytes (at most 255)`);
      return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
    }),
  );
}

/** Reads every field; throws on a truncated field. */
export function decodeTlv(data: Uint8Array): { tag: number; value: Buffer }[] {
  const bytes = Buffer.from(data);
  const fields: { tag: number; value: Buffer }[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new RangeError(`TLV truncated at byte ${at}`);
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    if (at + 2 + length > bytes.length) throw new RangeError(`TLV tag ${tag} truncated`);
    fields.push({ tag, value: bytes.subarray(at + 2, at + 2 + length) });
    at += 2 + length;
  }
  return fields;
}
