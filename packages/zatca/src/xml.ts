/**
 * Parsing and canonical form (ADR 0043): @xmldom/xmldom for the DOM, xml-crypto's canonicalisers for C14N. The
 * invoice has no xml:* attributes, so C14N 1.0 (xml-crypto) gives the same octets as the C14N 1.1 that ZATCA's
 * security standard names; the published SDK samples' hashes prove it (hash.test.ts).
 */
import { DOMParser, onErrorStopParsing, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { C14nCanonicalization, ExclusiveCanonicalization } from 'xml-crypto';

export const ns = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

export class XmlError extends Error {
  override name = 'XmlError';
}

/**
 * Parses a document. A DOCTYPE is refused: no e-invoice has one, and a document received from outside (the Fatoora
 * simulation's input) must not declare entities.
 */
export function parseXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlError('a DOCTYPE is not allowed in an e-invoice');
  try {
    const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
    if (!doc.documentElement) throw new XmlError('no root element');
    return doc;
  } catch (error) {
    if (error instanceof XmlError) throw error;
    throw new XmlError(`not well-formed XML: ${(error as Error).message}`);
  }
}

export const serializeXml = (doc: Document): string => new XMLSerializer().serializeToString(doc);

/** Element children of `parent` with this namespace and local name. */
export function childElements(parent: Element, namespace: string, localName: string): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (
      n.nodeType === 1 &&
      (n as Element).namespaceURI === namespace &&
      (n as Element).localName === localName
    )
      out.push(n as Element);
  }
  return out;
}

export const firstChild = (parent: Element, namespace: string, localName: string): Element | undefined =>
  childElements(parent, namespace, localName)[0];

/** The element at a path of {namespace, localName} steps below `from` (first match at each step). */
export function pathElement(from: Element, ...steps: [string, string][]): Element | undefined {
  let at: Element | undefined = from;
  for (const [namespace, localName] of steps) {
    if (!at) return undefined;
    at = firstChild(at, namespace, localName);
  }
  return at;
}

export const text = (el: Element | undefined): string | undefined => el?.textContent?.trim() ?? undefined;

/** Every descendant element with this namespace and local name, in document order. */
export function descendants(root: Element, namespace: string, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, localName));
}

/** The AdditionalDocumentReference whose cbc:ID is `id` (ICV, PIH, QR). */
export function documentReference(root: Element, id: string): Element | undefined {
  return childElements(root, ns.cac, 'AdditionalDocumentReference').find(
    (el) => text(firstChild(el, ns.cbc, 'ID')) === id,
  );
}

/**
 * ZATCA's hash input: the document without ext:UBLExtensions, cac:Signature and the QR reference (the three XPath
 * transforms of the signature's first reference), canonicalised. Works on a copy.
 */
export function canonicalInvoice(doc: Document): string {
  const copy = doc.cloneNode(true) as Document;
  const root = copy.documentElement!;
  const strip = [
    ...childElements(root, ns.ext, 'UBLExtensions'),
    ...childElements(root, ns.cac, 'Signature'),
    ...[documentReference(root, 'QR')].filter((el): el is Element => !!el),
  ];
  for (const el of strip) root.removeChild(el);
  return new C14nCanonicalization().process(root as never, {}) as string;
}

/** Exclusive canonical form of one element where it stands (the XAdES SignedProperties digest input). */
export const exclusiveCanonical = (el: Element): string =>
  new ExclusiveCanonicalization().process(el as never, {}) as string;
