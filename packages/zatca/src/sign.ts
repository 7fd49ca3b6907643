/**
 * The stamp (ZATCA security features standard, ADR 0043): the invoice hash, an ECDSA secp256k1 / SHA-256
 * signature over the hash's 32 bytes, the XAdES signed properties (signing time, certificate digest, issuer,
 * serial), the ds:Signature in ext:UBLExtensions laid out as in ZATCA's SDK samples, and the QR (TLV tags 1–9) as the
 * QR AdditionalDocumentReference. Nothing the hash covers changes: the signed document hashes to the same value.
 */
import { createSign } from 'node:crypto';
import type { Document, Element } from '@xmldom/xmldom';
import { escapeXml } from './build.ts';
import { certificateInfo, privateKeyFrom, type CertificateInfo } from './cert.ts';
import { hexDigestBase64, invoiceHash } from './hash.ts';
import { encodeTlv } from './tlv.ts';
import {
  childElements,
  documentReference,
  exclusiveCanonical,
  firstChild,
  ns,
  parseXml,
  pathElement,
  serializeXml,
  text,
  XmlError,
} from './xml.ts';

export type SignedInvoice = { xml: string; hash: string; signature: string; qr: string };

/** ECDSA over the invoice hash's bytes, DER, base64 (what ds:SignatureValue and QR tag 7 carry). */
export function signHash(hash: string, privateKey: Parameters<typeof privateKeyFrom>[0]): string {
  return createSign('sha256')
    .update(Buffer.from(hash, 'base64'))
    .sign(privateKeyFrom(privateKey))
    .toString('base64');
}

/** 'YYYY-MM-DDTHH:mm:ssZ'. */
const isoSeconds = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

const signedPropertiesXml = (signingTime: string, cert: CertificateInfo) =>
  `<xades:SignedProperties Id="xadesSignedProperties">
                                    <xades:SignedSignatureProperties>
                                        <xades:SigningTime>${signingTime}</xades:SigningTime>
                                        <xades:SigningCertificate>
                                            <xades:Cert>
                                                <xades:CertDigest>
                                                    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                                    <ds:DigestValue>${cert.digest}</ds:DigestValue>
                                                </xades:CertDigest>
                                                <xades:IssuerSerial>
                                                    <ds:X509IssuerName>${escapeXml(cert.issuer)}</ds:X509IssuerName>
                                                    <ds:X509SerialNumber>${cert.serialNumber}</ds:X509SerialNumber>
                                                </xades:IssuerSerial>
                                            </xades:Cert>
                                        </xades:SigningCertificate>
                                    </xades:SignedSignatureProperties>
                                </xades:SignedProperties>`;

/** The signature extension, indented as in ZATCA's SDK samples (SignedProperties 32 spaces in). */
const extensionXml = (hash: string, signature: string, cert: CertificateInfo, signingTime: string) =>
  `<ext:UBLExtensions>
    <ext:UBLExtension>
        <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>
        <ext:ExtensionContent>
            <sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">
                <sac:SignatureInformation>
                    <cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>
                    <sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>
                    <ds:Signature xmlns:ds="${ns.ds}" Id="signature">
                        <ds:SignedInfo>
                            <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                            <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>
                            <ds:Reference Id="invoiceSignedData" URI="">
                                <ds:Transforms>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::ext:UBLExtensions)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:Signature)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                                </ds:Transforms>
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${hash}</ds:DigestValue>
                            </ds:Reference>
                            <ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue></ds:DigestValue>
                            </ds:Reference>
                        </ds:SignedInfo>
                        <ds:SignatureValue>${signature}</ds:SignatureValue>
                        <ds:KeyInfo>
                            <ds:X509Data>
                                <ds:X509Certificate>${cert.body}</ds:X509Certificate>
                            </ds:X509Data>
                        </ds:KeyInfo>
                        <ds:Object>
                            <xades:QualifyingProperties xmlns:xades="${ns.xades}" Target="signature">
                                ${signedPropertiesXml(signingTime, cert)}
                            </xades:QualifyingProperties>
                        </ds:Object>
                    </ds:Signature>
                </sac:SignatureInformation>
            </sig:UBLDocumentSignatures>
        </ext:ExtensionContent>
    </ext:UBLExtension>
</ext:UBLExtensions>`;

const qrReferenceXml = (qr: string) => `<cac:AdditionalDocumentReference>
        <cbc:ID>QR</cbc:ID>
        <cac:Attachment>
            <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject>
        </cac:Attachment>
</cac:AdditionalDocumentReference>`;

const signatureRefXml = `<cac:Signature>
      <cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>
      <cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod>
</cac:Signature>`;

/** Parses fragments in the invoice's namespaces and returns their top elements, ready to import. */
function fragment(xml: string): Element[] {
  const holder = parseXml(
    `<Invoice xmlns="${ns.invoice}" xmlns:cac="${ns.cac}" xmlns:cbc="${ns.cbc}" xmlns:ext="${ns.ext}">${xml}</Invoice>`,
  ).documentElement!;
  const out: Element[] = [];
  for (let n = holder.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
}

/**
 * QR tag 3: the issue date and time joined, with `Z` appended as ZATCA's SDK does (its sample writes the local
 * 17:41:08 as '2022-08-17T17:41:08Z'); a time already in UTC ('…Z') keeps its one Z.
 */
export const qrTimestamp = (date: string, time: string): string =>
  `${date}T${time}${time.endsWith('Z') ? '' : 'Z'}`;

/** The QR's values as the document states them (tags 1–5). */
export function qrFacts(root: Element): {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
} {
  const party = pathElement(root, [ns.cac, 'AccountingSupplierParty'], [ns.cac, 'Party']);
  const taxTotal = childElements(root, ns.cac, 'TaxTotal')[0];
  return {
    sellerName:
      text(party && pathElement(party, [ns.cac, 'PartyLegalEntity'], [ns.cbc, 'RegistrationName'])) ?? '',
    vatNumber: text(party && pathElement(party, [ns.cac, 'PartyTaxScheme'], [ns.cbc, 'CompanyID'])) ?? '',
    timestamp: qrTimestamp(
      text(firstChild(root, ns.cbc, 'IssueDate')) ?? '',
      text(firstChild(root, ns.cbc, 'IssueTime')) ?? '',
    ),
    totalWithVat:
      text(pathElement(root, [ns.cac, 'LegalMonetaryTotal'], [ns.cbc, 'TaxInclusiveAmount'])) ?? '',
    vatTotal: text(taxTotal && firstChild(taxTotal, ns.cbc, 'TaxAmount')) ?? '',
  };
}

export function qrPayload(root: Element, hash: string, signature: string, cert: CertificateInfo): string {
  const f = qrFacts(root);
  return encodeTlv([
    { tag: 1, value: f.sellerName },
    { tag: 2, value: f.vatNumber },
    { tag: 3, value: f.timestamp },
    { tag: 4, value: f.totalWithVat },
    { tag: 5, value: f.vatTotal },
    { tag: 6, value: hash },
    { tag: 7, value: signature },
    { tag: 8, value: cert.publicKeyDer },
    { tag: 9, value: cert.signature },
  ]).toString('base64');
}

function removeStamp(root: Element): void {
  for (const el of [
    ...childElements(root, ns.ext, 'UBLExtensions'),
    ...childElements(root, ns.cac, 'Signature'),
    ...[documentReference(root, 'QR')].filter((x): x is Element => !!x),
  ])
    root.removeChild(el);
}

/**
 * Signs an unsigned (or re-signs a signed) document. `signingTime` defaults to now. The private key: PEM (SEC1 or
 * PKCS#8) or the bare base64 SEC1 body ZATCA's SDK keeps; the certificate: PEM or bare base64 (a CSID's answer).
 */
export function signInvoice(
  xml: string,
  options: { privateKeyPem: string; certificatePem: string; signingTime?: Date },
): SignedInvoice {
  const doc: Document = parseXml(xml);
  const root = doc.documentElement!;
  if (root.localName !== 'Invoice' || root.namespaceURI !== ns.invoice)
    throw new XmlError('not a UBL Invoice');
  const pih = documentReference(root, 'PIH');
  if (!pih) throw new XmlError('no PIH reference: the document cannot be chained');
  removeStamp(root);

  const cert = certificateInfo(options.certificatePem);
  const hash = invoiceHash(doc);
  const signature = signHash(hash, options.privateKeyPem);
  const signingTime = isoSeconds(options.signingTime ?? new Date());

  const [extensions] = fragment(extensionXml(hash, signature, cert, signingTime));
  const qr = qrPayload(root, hash, signature, cert);
  const [qrRef, signatureRef] = fragment(qrReferenceXml(qr) + signatureRefXml);
  root.insertBefore(doc.importNode(extensions!, true), root.firstChild);
  const after = pih.nextSibling;
  root.insertBefore(doc.importNode(qrRef!, true), after);
  root.insertBefore(doc.importNode(signatureRef!, true), after);

  // The signed properties' digest: their exclusive canonical form where they now stand.
  const props = root.getElementsByTagNameNS(ns.xades, 'SignedProperties')[0]!;
  const propsRef = Array.from(root.getElementsByTagNameNS(ns.ds, 'Reference')).find(
    (r) => r.getAttribute('URI') === '#xadesSignedProperties',
  )!;
  firstChild(propsRef, ns.ds, 'DigestValue')!.textContent = hexDigestBase64(exclusiveCanonical(props));

  let out = serializeXml(doc);
  if (!out.startsWith('<?xml')) out = `<?xml version="1.0" encoding="UTF-8"?>\n${out}`;
  return { xml: out, hash, signature, qr };
}
