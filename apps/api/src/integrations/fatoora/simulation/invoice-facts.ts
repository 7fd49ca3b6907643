/**
 * What the simulation reads from a submitted UBL document (the checks it can make itself; the hash, signature and
 * totals are the injected verifier's, from @hajz/zatca): its UUID, type (388/381/383 with the KSA-2 transaction
 * code, 01… standard or 02… simplified), the ICV counter and the previous invoice hash (PIH) from the
 * AdditionalDocumentReferences, and the seller's address (BR-KSA-09).
 */
import { DOMParser, onErrorStopParsing, type Element } from '@xmldom/xmldom';

export const ubl = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const xmldsig = 'http://www.w3.org/2000/09/xmldsig#';

export type DocumentKind = 'invoice' | 'credit-note' | 'debit-note';

export type InvoiceFacts = {
  uuid: string | null;
  /** 388 invoice, 381 credit note, 383 debit note. */
  typeCode: string | null;
  kind: DocumentKind | null;
  /** The KSA-2 transaction code (InvoiceTypeCode/@name), e.g. 0200000. */
  transactionCode: string | null;
  simplified: boolean;
  icv: string | null;
  pih: string | null;
  /** Seller address fields BR-KSA-09 requires that are missing or empty. */
  missingSellerAddress: string[];
  /** The signing certificate's base64 DER (ds:X509Certificate in the signature), when the document is signed. */
  signingCertificate: string | null;
};

const kinds: Record<string, DocumentKind> = { '388': 'invoice', '381': 'credit-note', '383': 'debit-note' };

function children(parent: Element, namespace: string, localName: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === 1 && element.namespaceURI === namespace && element.localName === localName) {
      found.push(element);
    }
  }
  return found;
}

/** The element at a path of (prefix, name) steps below `parent`, or null. */
function at(parent: Element | null, ...steps: [keyof typeof ubl, string][]): Element | null {
  let current = parent;
  for (const [prefix, name] of steps) {
    if (!current) return null;
    current = children(current, ubl[prefix], name)[0] ?? null;
  }
  return current;
}

const textOf = (element: Element | null) => element?.textContent?.trim() || null;

/** The facts of a UBL Invoice document; throws when the XML is not well formed or not a UBL Invoice. */
export function readInvoiceFacts(xml: string): InvoiceFacts {
  const document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (!root || root.namespaceURI !== ubl.invoice || root.localName !== 'Invoice') {
    throw new Error('not a UBL 2.1 Invoice document');
  }
  const typeElement = at(root, ['cbc', 'InvoiceTypeCode']);
  const typeCode = textOf(typeElement);
  const transactionCode = typeElement?.getAttribute('name') || null;
  const reference = (id: string) =>
    children(root, ubl.cac, 'AdditionalDocumentReference').find((r) => textOf(at(r, ['cbc', 'ID'])) === id) ??
    null;
  const address = at(root, ['cac', 'AccountingSupplierParty'], ['cac', 'Party'], ['cac', 'PostalAddress']);
  const required: [string, string | null][] = [
    ['StreetName', textOf(at(address, ['cbc', 'StreetName']))],
    ['BuildingNumber', textOf(at(address, ['cbc', 'BuildingNumber']))],
    ['PostalZone', textOf(at(address, ['cbc', 'PostalZone']))],
    ['CityName', textOf(at(address, ['cbc', 'CityName']))],
    ['CitySubdivisionName', textOf(at(address, ['cbc', 'CitySubdivisionName']))],
    ['Country', textOf(at(address, ['cac', 'Country'], ['cbc', 'IdentificationCode']))],
  ];
  return {
    uuid: textOf(at(root, ['cbc', 'UUID'])),
    typeCode,
    kind: (typeCode && kinds[typeCode]) || null,
    transactionCode,
    simplified: transactionCode?.startsWith('02') ?? false,
    icv: textOf(at(reference('ICV'), ['cbc', 'UUID'])),
    pih: textOf(at(reference('PIH'), ['cac', 'Attachment'], ['cbc', 'EmbeddedDocumentBinaryObject'])),
    missingSellerAddress: required.filter(([, value]) => !value).map(([name]) => name),
    signingCertificate:
      document.getElementsByTagNameNS(xmldsig, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '') ||
      null,
  };
}
