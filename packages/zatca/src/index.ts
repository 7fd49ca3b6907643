/**
 * @hajz/zatca — ZATCA e-invoicing documents and their stamp, as a pure library (ADR 0043): no database, no server.
 * The app's e-invoicing module and the Fatoora simulation use it.
 */
export {
  computeDocument,
  DocumentInputError,
  type ComputedDocument,
  type DocumentAllowance,
  type DocumentInput,
  type DocumentLine,
  type DocumentPrepayment,
  type NationalAddress,
  type PaymentMeans,
  type Seller,
} from './document.ts';
export { buildInvoice, escapeXml } from './build.ts';
export { firstPih, invoiceHash } from './hash.ts';
export { signInvoice, signHash, type SignedInvoice } from './sign.ts';
export { verifySignedInvoice, type StampProblem } from './verify.ts';
export { checkBusinessRules, type RuleProblem } from './rules.ts';
export { documentFacts, type DocumentFacts } from './facts.ts';
export { certificateInfo, type CertificateInfo } from './cert.ts';
export { decodeTlv, encodeTlv, type TlvField } from './tlv.ts';
export { halalas, sar } from './money.ts';
export { XmlError } from './xml.ts';
