/**
 * What a receiver needs to chain and file a document without knowing UBL: the Fatoora simulation reads ICV, PIH,
 * UUID and type from what it receives, and checks the chain with them.
 */
import { invoiceHash } from './hash.ts';
import { documentReference, firstChild, ns, parseXml, pathElement, text } from './xml.ts';

export type DocumentFacts = {
  number: string;
  uuid: string;
  kind: 'invoice' | 'credit_note' | 'debit_note' | 'unknown';
  /** The subtype (`name` of InvoiceTypeCode): 02… simplified, 01… standard. */
  subtype: string;
  icv: number | null;
  pih: string;
  issueDate: string;
  issueTime: string;
  /** The invoice hash computed from the document (not the one its signature states). */
  hash: string;
  /** The invoice a credit or debit note corrects. */
  billingReference: string | null;
};

const kinds: Record<string, DocumentFacts['kind']> = {
  '388': 'invoice',
  '381': 'credit_note',
  '383': 'debit_note',
};

/** Throws XmlError on a document that does not parse. */
export function documentFacts(xml: string): DocumentFacts {
  const doc = parseXml(xml);
  const root = doc.documentElement!;
  const type = firstChild(root, ns.cbc, 'InvoiceTypeCode');
  const icv = text(pathElement(documentReference(root, 'ICV') ?? root, [ns.cbc, 'UUID']));
  const pih = documentReference(root, 'PIH');
  return {
    number: text(firstChild(root, ns.cbc, 'ID')) ?? '',
    uuid: text(firstChild(root, ns.cbc, 'UUID')) ?? '',
    kind: kinds[text(type) ?? ''] ?? 'unknown',
    subtype: type?.getAttribute('name') ?? '',
    icv: icv && /^\d+$/.test(icv) ? Number(icv) : null,
    pih:
      text(pih && pathElement(pih, [ns.cac, 'Attachment'], [ns.cbc, 'EmbeddedDocumentBinaryObject'])) ?? '',
    issueDate: text(firstChild(root, ns.cbc, 'IssueDate')) ?? '',
    issueTime: text(firstChild(root, ns.cbc, 'IssueTime')) ?? '',
    hash: invoiceHash(doc),
    billingReference:
      text(
        pathElement(root, [ns.cac, 'BillingReference'], [ns.cac, 'InvoiceDocumentReference'], [ns.cbc, 'ID']),
      ) ?? null,
  };
}
