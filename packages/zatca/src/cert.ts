/** The signing certificate's facts the stamp needs (node:crypto's X509Certificate and a few DER reads). */
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { hexDigestBase64 } from './hash.ts';

/** PEM or the bare base64 body ZATCA's SDK and its CSID answers use → base64 body on one line. */
export function certificateBody(certificate: string): string {
  return certificate
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
}

export function privateKeyFrom(pem: string): KeyObject {
  if (pem.includes('-----BEGIN')) return createPrivateKey(pem);
  const body = pem.replace(/\s+/g, '');
  return createPrivateKey({ key: Buffer.from(body, 'base64'), format: 'der', type: 'sec1' });
}

/** [tag, start of content, content length, end] of the DER element at `at`. */
function derElement(der: Buffer, at: number): { tag: number; start: number; length: number; end: number } {
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    start += bytes;
  }
  return { tag, start, length, end: start + length };
}

/** The certificate's own signature (the BIT STRING after tbsCertificate and the algorithm), without the pad byte. */
export function certificateSignature(der: Buffer): Buffer {
  const cert = derElement(der, 0);
  const tbs = derElement(der, cert.start);
  const algorithm = derElement(der, tbs.end);
  const signature = derElement(der, algorithm.end);
  if (signature.tag !== 0x03) throw new Error('certificate: no signature BIT STRING');
  return der.subarray(signature.start + 1, signature.end);
}

export type CertificateInfo = {
  /** The base64 body, as ds:X509Certificate carries it. */
  body: string;
  x509: X509Certificate;
  /** xades:CertDigest: base64 of the hex SHA-256 of the base64 body (ZATCA's convention, as in its samples). */
  digest: string;
  /** 'CN=…, DC=…' (most specific first, as ZATCA's samples write it). */
  issuer: string;
  /** Decimal. */
  serialNumber: string;
  /** SubjectPublicKeyInfo DER (QR tag 8). */
  publicKeyDer: Buffer;
  /** The CA's signature on the certificate (QR tag 9). */
  signature: Buffer;
};

export function certificateInfo(certificate: string): CertificateInfo {
  const body = certificateBody(certificate);
  const der = Buffer.from(body, 'base64');
  const x509 = new X509Certificate(der);
  return {
    body,
    x509,
    digest: hexDigestBase64(body),
    issuer: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signature: certificateSignature(der),
  };
}
