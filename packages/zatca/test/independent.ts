/**
 * A second, independent implementation of ZATCA's stamp, for the tests only (ADR 0043): it shares nothing with
 * src/ but the XML parser. Canonical form: xmldsigjs's XmlCanonicalizer (not xml-crypto); the three removals: the
 * signature's XPath transforms run by the xpath library (not a walk over children); SHA-256: @noble/hashes; ECDSA
 * secp256k1: @noble/curves (not OpenSSL through node:crypto); the certificate: @peculiar/x509 (not node's
 * X509Certificate); the signed document: string insertion at the SDK's places (not DOM insertion); the signed
 * properties: the literal form ZATCA's integrators hash (xmlns:ds on each ds element, SDK indentation).
 */
import { DOMParser } from '@xmldom/xmldom';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { X509Certificate } from '@peculiar/x509';
import * as xpath from 'xpath';
import { XmlCanonicalizer } from 'xmldsigjs';

const select = xpath.useNamespaces({
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const hexB64 = (data: string) =>
  Buffer.from(Buffer.from(sha256(new TextEncoder().encode(data))).toString('hex')).toString('base64');
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyNode = any;
const one = (expr: string, node: AnyNode): AnyNode => (select(expr, node) as AnyNode[])[0];
const str = (expr: string, node: AnyNode): string => String(select(`string(${expr})`, node)).trim();

export function hashOf(xml: string): string {
  const doc = parse(xml);
  const strip = select(
    "/inv:Invoice/ext:UBLExtensions | /inv:Invoice/cac:Signature | /inv:Invoice/cac:AdditionalDocumentReference[cbc:ID='QR']",
    doc as AnyNode,
  ) as AnyNode[];
  for (const node of strip) node.parentNode.removeChild(node);
  const canonical = new XmlCanonicalizer(false, false).Canonicalize(doc.documentElement as never);
  return b64(sha256(new TextEncoder().encode(canonical)));
}

function certFacts(certBase64: string) {
  const cert = new X509Certificate(Buffer.from(certBase64, 'base64'));
  const spki = new Uint8Array(cert.publicKey.rawData);
  return {
    digest: hexB64(certBase64),
    // @peculiar/x509 writes the issuer as in the certificate (DC=local first): ZATCA writes it most specific first.
    issuer: cert.issuer.split(', ').reverse().join(', '),
    serial: BigInt(`0x${cert.serialNumber}`).toString(10),
    spki,
    point: spki.slice(spki.length - 65),
    signature: new Uint8Array(cert.signature),
  };
}

function tlv(fields: [number, Uint8Array][]): string {
  const out: number[] = [];
  for (const [tag, value] of fields) out.push(tag, value.length, ...value);
  return b64(Uint8Array.from(out));
}

function readTlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const m = new Map<number, Buffer>();
  for (let i = 0; i < bytes.length; i += 2 + bytes[i + 1]!)
    m.set(bytes[i]!, bytes.subarray(i + 2, i + 2 + bytes[i + 1]!));
  return m;
}

/** The SEC1 private key's 32 bytes (the OCTET STRING after the version INTEGER). */
function secretFromSec1(keyBase64: string): Uint8Array {
  const der = Buffer.from(keyBase64.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const at = der.indexOf(Buffer.from([0x02, 0x01, 0x01, 0x04, 0x20]));
  if (at < 0) throw new Error('not a SEC1 secp256k1 key');
  return new Uint8Array(der.subarray(at + 5, at + 37));
}

const u = (s: string) => new TextEncoder().encode(s);
/** Tag 3 as ZATCA's SDK writes it: date T time, with a Z unless the time has one. */
const timestamp = (doc: AnyNode) =>
  `${str('/inv:Invoice/cbc:IssueDate', doc)}T${str('/inv:Invoice/cbc:IssueTime', doc).replace(/Z?$/, 'Z')}`;

export function verifyIndependently(xml: string): string[] {
  const problems: string[] = [];
  const doc = parse(xml);
  const hash = hashOf(xml);
  const stated = str("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", doc);
  if (hash !== stated) problems.push('hash');
  const certB64 = str('//ds:X509Certificate', doc).replace(/\s+/g, '');
  const cert = certFacts(certB64);
  const signature = str('//ds:SignatureValue', doc);
  const ok = secp256k1.verify(Buffer.from(signature, 'base64'), Buffer.from(stated, 'base64'), cert.point, {
    prehash: true,
    format: 'der',
    lowS: false,
  });
  if (!ok) problems.push('signature');
  if (str('//xades:CertDigest/ds:DigestValue', doc) !== cert.digest) problems.push('cert digest');
  if (str('//ds:X509IssuerName', doc) !== cert.issuer || str('//ds:X509SerialNumber', doc) !== cert.serial)
    problems.push('issuer serial');
  const props = one('//xades:SignedProperties', doc);
  const propsC14n = new XmlCanonicalizer(false, true).Canonicalize(props);
  if (str("//ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue", doc) !== hexB64(propsC14n))
    problems.push('signed properties');
  const qr = readTlv(
    str("/inv:Invoice/cac:AdditionalDocumentReference[cbc:ID='QR']//cbc:EmbeddedDocumentBinaryObject", doc),
  );
  const want: [number, Uint8Array][] = [
    [1, u(str('//cac:AccountingSupplierParty//cac:PartyLegalEntity/cbc:RegistrationName', doc))],
    [2, u(str('//cac:AccountingSupplierParty//cac:PartyTaxScheme/cbc:CompanyID', doc))],
    [3, u(timestamp(doc))],
    [6, u(hash)],
    [7, u(signature)],
    [8, cert.spki],
    [9, cert.signature],
  ];
  for (const [tag, value] of want)
    if (!qr.get(tag)?.equals(Buffer.from(value))) problems.push(`qr tag ${tag}`);
  const amountTag = (tag: number, expr: string) => {
    if (Number(qr.get(tag)?.toString()) !== Number(str(expr, doc))) problems.push(`qr tag ${tag}`);
  };
  amountTag(4, '/inv:Invoice/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount');
  amountTag(5, '/inv:Invoice/cac:TaxTotal[1]/cbc:TaxAmount');
  return problems;
}

/** Signs an unsigned document (as buildInvoice makes it) by string insertion at the SDK's places. */
export function signIndependently(
  xml: string,
  opts: { privateKey: string; certificate: string; signingTime: string },
): string {
  const certB64 = opts.certificate.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const cert = certFacts(certB64);
  const hash = hashOf(xml);
  const signature = b64(
    secp256k1.sign(Buffer.from(hash, 'base64'), secretFromSec1(opts.privateKey), {
      prehash: true,
      format: 'der',
    }),
  );
  const pad = (n: number) => ' '.repeat(n);
  const ds = 'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';
  const propsLines = (dsDecl: string) => [
    `<xades:SignedProperties${dsDecl ? ' xmlns:xades="http://uri.etsi.org/01903/v1.3.2#"' : ''} Id="xadesSignedProperties">`,
    `${pad(36)}<xades:SignedSignatureProperties>`,
    `${pad(40)}<xades:SigningTime>${opts.signingTime}</xades:SigningTime>`,
    `${pad(40)}<xades:SigningCertificate>`,
    `${pad(44)}<xades:Cert>`,
    `${pad(48)}<xades:CertDigest>`,
    `${pad(52)}<ds:DigestMethod${dsDecl} Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"></ds:DigestMethod>`,
    `${pad(52)}<ds:DigestValue${dsDecl}>${cert.digest}</ds:DigestValue>`,
    `${pad(48)}</xades:CertDigest>`,
    `${pad(48)}<xades:IssuerSerial>`,
    `${pad(52)}<ds:X509IssuerName${dsDecl}>${cert.issuer}</ds:X509IssuerName>`,
    `${pad(52)}<ds:X509SerialNumber${dsDecl}>${cert.serial}</ds:X509SerialNumber>`,
    `${pad(48)}</xades:IssuerSerial>`,
    `${pad(44)}</xades:Cert>`,
    `${pad(40)}</xades:SigningCertificate>`,
    `${pad(36)}</xades:SignedSignatureProperties>`,
    `${pad(32)}</xades:SignedProperties>`,
  ];
  const propsDigest = hexB64(propsLines(` ${ds}`).join('\n'));
  const extension = `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI><ext:ExtensionContent><sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2"><sac:SignatureInformation><cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID><sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID><ds:Signature ${ds} Id="signature"><ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/><ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/><ds:Reference Id="invoiceSignedData" URI=""><ds:Transforms><ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"><ds:XPath>not(//ancestor-or-self::ext:UBLExtensions)</ds:XPath></ds:Transform><ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"><ds:XPath>not(//ancestor-or-self::cac:Signature)</ds:XPath></ds:Transform><ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116"><ds:XPath>not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])</ds:XPath></ds:Transform><ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/></ds:Transforms><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${hash}</ds:DigestValue></ds:Reference><ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties"><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${propsDigest}</ds:DigestValue></ds:Reference></ds:SignedInfo><ds:SignatureValue>${signature}</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certB64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo><ds:Object><xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Target="signature">${propsLines('').join('\n')}</xades:QualifyingProperties></ds:Object></ds:Signature></sac:SignatureInformation></sig:UBLDocumentSignatures></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`;
  const doc = parse(xml);
  const amount = (expr: string) => u(str(expr, doc));
  const qr = tlv([
    [1, u(str('//cac:AccountingSupplierParty//cac:PartyLegalEntity/cbc:RegistrationName', doc))],
    [2, u(str('//cac:AccountingSupplierParty//cac:PartyTaxScheme/cbc:CompanyID', doc))],
    [3, u(timestamp(doc))],
    [4, amount('/inv:Invoice/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')],
    [5, amount('/inv:Invoice/cac:TaxTotal[1]/cbc:TaxAmount')],
    [6, u(hash)],
    [7, u(signature)],
    [8, cert.spki],
    [9, cert.signature],
  ]);
  const qrAndSignature = `<cac:AdditionalDocumentReference><cbc:ID>QR</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${qr}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference><cac:Signature><cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID><cbc:SignatureMethod>urn:oasis:names:specification:ubl:dsig:enveloped:xades</cbc:SignatureMethod></cac:Signature>`;
  const rootOpen = xml.indexOf('>', xml.indexOf('<Invoice')) + 1;
  const pihStart = xml.indexOf('<cbc:ID>PIH</cbc:ID>');
  const pihEnd =
    xml.indexOf('</cac:AdditionalDocumentReference>', pihStart) + '</cac:AdditionalDocumentReference>'.length;
  return (
    xml.slice(0, rootOpen) + extension + xml.slice(rootOpen, pihEnd) + qrAndSignature + xml.slice(pihEnd)
  );
}
