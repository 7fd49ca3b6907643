/**
 * Test helper (not a test file): an independent reader of ZATCA's TLV, written from the format (tag byte, length
 * byte, value), to check what the QR code of an invoice really says.
 */
export function decodeTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new Error(`truncated TLV header at byte ${at}`);
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    const end = at + 2 + length;
    if (end > bytes.length) throw new Error(`TLV tag ${tag} runs past the end`);
    if (fields.has(tag)) throw new Error(`TLV tag ${tag} twice`);
    fields.set(tag, new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(at + 2, end)));
    at = end;
  }
  return fields;
}
