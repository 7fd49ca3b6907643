/**
 * The simulation's default check of what it receives (ADR 0044, 0048): @hajz/zatca's verifier of the stamp (hash,
 * signature, certificate, signed properties, QR), the hash the request claims, which must be the document's own, and
 * the totals (@hajz/zatca's `checkBusinessRules`: BR-CO / BR-S / BR-KSA, each problem under its rule's code, as
 * Fatoora answers them).
 */
import { checkBusinessRules, invoiceHash, verifySignedInvoice } from '@hajz/zatca';
import type { InvoiceProblem, InvoiceVerifier } from './simulation.ts';

export const zatcaVerifier: InvoiceVerifier = (xml, claimedHash) => {
  const stamp = verifySignedInvoice(xml);
  const problems: InvoiceProblem[] = stamp.map((p) => `${p.code}: ${p.detail}`);
  const hash = invoiceHash(xml);
  if (claimedHash !== hash) problems.push(`invoiceHash ${claimedHash} is not the document's hash ${hash}`);
  // A document that could not be read has no totals to check.
  if (!stamp.some((p) => p.code === 'malformed')) problems.push(...checkBusinessRules(xml));
  return problems;
};
