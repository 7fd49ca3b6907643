/**
 * The simulation's default check of what it receives (ADR 0044, 0048): @hajz/zatca's verifier of the stamp (hash,
 * signature, certificate, signed properties, QR) plus the hash the request claims, which must be the document's own.
 */
import { invoiceHash, verifySignedInvoice } from '@hajz/zatca';
import type { InvoiceVerifier } from './simulation.ts';

export const zatcaVerifier: InvoiceVerifier = (xml, claimedHash) => {
  const problems = verifySignedInvoice(xml).map((p) => `${p.code}: ${p.detail}`);
  const hash = invoiceHash(xml);
  if (claimedHash !== hash) problems.push(`invoiceHash ${claimedHash} is not the document's hash ${hash}`);
  return problems;
};
