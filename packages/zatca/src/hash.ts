import { createHash } from 'node:crypto';
import type { Document } from '@xmldom/xmldom';
import { canonicalInvoice, parseXml } from './xml.ts';

/** PIH of an EGS unit's first document: the SHA-256 of "0", as hex, in base64 (ZATCA's convention). */
export const firstPih = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

/** The invoice hash (KSA's hash of record, the PIH of the next document): SHA-256 of the canonical form, base64. */
export function invoiceHash(xml: string | Document): string {
  const doc = typeof xml === 'string' ? parseXml(xml) : xml;
  return createHash('sha256').update(canonicalInvoice(doc), 'utf8').digest('base64');
}

/** ZATCA's digest convention inside the XAdES properties: the hex of the SHA-256, then base64 of that text. */
export const hexDigestBase64 = (data: string | Uint8Array): string =>
  Buffer.from(createHash('sha256').update(data).digest('hex')).toString('base64');
