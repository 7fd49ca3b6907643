/**
 * verifySignedInvoice(xml): what is wrong with a signed document's stamp, as a list (empty: the stamp holds). The
 * Fatoora simulation calls it on every document it receives; the checks follow ZATCA's security standard.
 */
import { createVerify } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { certificateInfo, type CertificateInfo } from './cert.ts';
import { hexDigestBase64, invoiceHash } from './hash.ts';
import { halalas } from './money.ts';
import { qrFacts } from './sign.ts';
import { decodeTlv } from './tlv.ts';
import {
  documentReference,
  exclusiveCanonical,
  firstChild,
  ns,
  parseXml,
  pathElement,
  text,
  XmlError,
} from './xml.ts';

export type StampProblem = {
  code:
    | 'malformed'
    | 'no_signature'
    | 'hash_mismatch'
    | 'bad_certificate'
    | 'bad_signature'
    | 'bad_cert_digest'
    | 'bad_issuer_serial'
    | 'bad_signed_properties_digest'
    | 'no_qr'
    | 'qr_mismatch';
  detail: string;
};

const findReference = (root: Element, predicate: (r: Element) => boolean) =>
  Array.from(root.getElementsByTagNameNS(ns.ds, 'Reference')).find(predicate);

/** Amount texts compare as amounts ('144.9' = '144.90'); everything else as text. */
function sameAmount(a: string, b: string): boolean {
  try {
    return halalas(a) === halalas(b);
  } catch {
    return false;
  }
}

function checkQr(
  root: Element,
  hash: string,
  signature: string,
  cert: CertificateInfo | null,
): StampProblem[] {
  const payload = text(
    pathElement(
      documentReference(root, 'QR') ?? root,
      [ns.cac, 'Attachment'],
      [ns.cbc, 'EmbeddedDocumentBinaryObject'],
    ),
  );
  if (!documentReference(root, 'QR') || !payload)
    return [{ code: 'no_qr', detail: 'no QR AdditionalDocumentReference' }];
  let tags: Map<number, Buffer>;
  try {
    tags = new Map(decodeTlv(Buffer.from(payload, 'base64')).map((f) => [f.tag, f.value]));
  } catch (error) {
    return [{ code: 'qr_mismatch', detail: `QR is not TLV: ${(error as Error).message}` }];
  }
  const facts = qrFacts(root);
  const problems: StampProblem[] = [];
  const expectText = (tag: number, want: string, amount = false) => {
    const got = tags.get(tag)?.toString('utf8');
    const ok = got !== undefined && (amount ? sameAmount(got, want) : got === want);
    if (!ok)
      problems.push({
        code: 'qr_mismatch',
        detail: `QR tag ${tag} is '${got ?? '(missing)'}', the document says '${want}'`,
      });
  };
  const expectBytes = (tag: number, want: Buffer | undefined, what: string) => {
    const got = tags.get(tag);
    if (!got || !want || !got.equals(want))
      problems.push({
        code: 'qr_mismatch',
        detail: `QR tag ${tag} (${what}) does not match the certificate`,
      });
  };
  expectText(1, facts.sellerName);
  expectText(2, facts.vatNumber);
  expectText(3, facts.timestamp);
  expectText(4, facts.totalWithVat, true);
  expectText(5, facts.vatTotal, true);
  expectText(6, hash);
  expectText(7, signature);
  expectBytes(8, cert?.publicKeyDer, 'public key');
  expectBytes(9, cert?.signature, "certificate's signature");
  return problems;
}

export function verifySignedInvoice(xml: string): StampProblem[] {
  let root: Element;
  try {
    root = parseXml(xml).documentElement!;
  } catch (error) {
    return [{ code: 'malformed', detail: error instanceof XmlError ? error.message : String(error) }];
  }
  const signatureEl = root.getElementsByTagNameNS(ns.ds, 'Signature')[0];
  if (!signatureEl) return [{ code: 'no_signature', detail: 'no ds:Signature in UBLExtensions' }];
  const problems: StampProblem[] = [];

  const hash = invoiceHash(root.ownerDocument!);
  const invoiceRef = findReference(root, (r) => r.getAttribute('Id') === 'invoiceSignedData');
  const statedHash = text(invoiceRef && firstChild(invoiceRef, ns.ds, 'DigestValue')) ?? '';
  if (statedHash !== hash)
    problems.push({
      code: 'hash_mismatch',
      detail: `the document hashes to ${hash}, the signature states ${statedHash || '(none)'}`,
    });

  let cert: CertificateInfo | null = null;
  const certText = text(root.getElementsByTagNameNS(ns.ds, 'X509Certificate')[0]);
  try {
    cert = certificateInfo(certText ?? '');
  } catch (error) {
    problems.push({ code: 'bad_certificate', detail: `ds:X509Certificate: ${(error as Error).message}` });
  }

  const signature = text(firstChild(signatureEl, ns.ds, 'SignatureValue')) ?? '';
  if (cert) {
    // The signature is over the invoice hash the signer stated; a changed document shows as hash_mismatch above.
    const ok = (() => {
      try {
        return createVerify('sha256')
          .update(Buffer.from(statedHash, 'base64'))
          .verify(cert.x509.publicKey, Buffer.from(signature, 'base64'));
      } catch {
        return false;
      }
    })();
    if (!ok)
      problems.push({
        code: 'bad_signature',
        detail: "the signature does not verify with the certificate's key",
      });

    const certDigest = text(
      root.getElementsByTagNameNS(ns.xades, 'CertDigest')[0]?.getElementsByTagNameNS(ns.ds, 'DigestValue')[0],
    );
    if (certDigest !== cert.digest)
      problems.push({
        code: 'bad_cert_digest',
        detail: `CertDigest is ${certDigest ?? '(none)'}, the certificate's is ${cert.digest}`,
      });
    const issuer = text(root.getElementsByTagNameNS(ns.ds, 'X509IssuerName')[0]);
    const serial = text(root.getElementsByTagNameNS(ns.ds, 'X509SerialNumber')[0]);
    if (issuer !== cert.issuer || serial !== cert.serialNumber)
      problems.push({
        code: 'bad_issuer_serial',
        detail: `IssuerSerial is '${issuer}' ${serial}, the certificate's is '${cert.issuer}' ${cert.serialNumber}`,
      });
  }

  const props = root.getElementsByTagNameNS(ns.xades, 'SignedProperties')[0];
  const propsRef = findReference(root, (r) => r.getAttribute('URI') === '#xadesSignedProperties');
  const statedProps = text(propsRef && firstChild(propsRef, ns.ds, 'DigestValue'));
  const propsDigest = props ? hexDigestBase64(exclusiveCanonical(props)) : undefined;
  if (!propsDigest || statedProps !== propsDigest)
    problems.push({
      code: 'bad_signed_properties_digest',
      detail: `SignedProperties digest is ${statedProps ?? '(none)'}, computed ${propsDigest ?? '(no SignedProperties)'}`,
    });

  problems.push(...checkQr(root, hash, signature, cert));
  return problems;
}
