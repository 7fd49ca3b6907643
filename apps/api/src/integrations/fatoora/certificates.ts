/**
 * X.509 certificates as Fatoora hands them out, and a small certificate authority for the simulation: it signs a
 * CSR's public key, subject and EGS fields into a certificate with its own secp256k1 key (`openssl verify` accepts
 * the result against its root, csr.test.ts). Fatoora's `binarySecurityToken` is the base64 of the certificate's
 * base64 DER (the PEM body without its lines); `certificateFromToken` and `tokenFromCertificate` convert.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AttributeTypeAndValue,
  AttributeValue,
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  Extension,
  Extensions,
  KeyIdentifier,
  KeyUsage,
  KeyUsageFlags,
  Name,
  RelativeDistinguishedName,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { ecdsaSha256, fromPem, generateEgsKeyPair, toPem, type CsrFacts } from './csr.ts';

export const certificateOid = {
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
} as const;

/** The PEM certificate inside a `binarySecurityToken`. */
export function certificateFromToken(binarySecurityToken: string): string {
  const body = Buffer.from(binarySecurityToken, 'base64').toString('utf8').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw new Error('not a binarySecurityToken');
  return toPem('CERTIFICATE', Buffer.from(body, 'base64'));
}

export function tokenFromCertificate(certificatePem: string): string {
  return Buffer.from(fromPem(certificatePem, 'CERTIFICATE').toString('base64')).toString('base64');
}

/** The parsed certificate: its validity and the DER of its subject public key. */
export function readCertificate(certificatePem: string): {
  notBefore: Date;
  notAfter: Date;
  serialNumber: string;
  publicKey: KeyObject;
} {
  const cert = AsnConvert.parse(fromPem(certificatePem, 'CERTIFICATE'), Certificate);
  const tbs = cert.tbsCertificate;
  return {
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
    serialNumber: Buffer.from(tbs.serialNumber).toString('hex'),
    publicKey: createPublicKey({
      key: Buffer.from(AsnConvert.serialize(tbs.subjectPublicKeyInfo)),
      format: 'der',
      type: 'spki',
    }),
  };
}

export type CertificateAuthority = {
  certificatePem: string;
  /** Issues a certificate for a CSR that readCsr accepted (subject, key and EGS extensions copied). */
  issue(csr: CsrFacts, validity: { notBefore: Date; notAfter: Date }): string;
};

/** SHA-1 of the subjectPublicKey bits (RFC 5280 §4.2.1.2, method 1). */
function keyIdentifier(spki: SubjectPublicKeyInfo): ArrayBuffer {
  return new Uint8Array(createHash('sha1').update(Buffer.from(spki.subjectPublicKey)).digest()).buffer;
}

function serialNumber(): ArrayBuffer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x40; // positive, and no leading zero byte to strip
  return new Uint8Array(bytes).buffer;
}

function spkiOf(key: KeyObject): SubjectPublicKeyInfo {
  return AsnConvert.parse(key.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo);
}

const extension = (extnID: string, value: object, critical = false) =>
  new Extension({ extnID, critical, extnValue: new OctetString(AsnConvert.serialize(value)) });

function signCertificate(tbs: TBSCertificate, key: KeyObject): string {
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbs)), key);
  const cert = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: ecdsaSha256(),
    signatureValue: new Uint8Array(signature).buffer,
  });
  return toPem('CERTIFICATE', AsnConvert.serialize(cert));
}

/** A new CA: a secp256k1 key and a self-signed root valid for `years` (the simulation makes one per start). */
export function createCertificateAuthority(
  commonName = 'Hajz Fatoora Simulation CA',
  years = 10,
): CertificateAuthority {
  const key = createPrivateKey(generateEgsKeyPair().privateKeyPem);
  const spki = spkiOf(createPublicKey(key));
  const name = new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({ type: '2.5.4.6', value: new AttributeValue({ printableString: 'SA' }) }),
    ]),
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({ type: '2.5.4.3', value: new AttributeValue({ utf8String: commonName }) }),
    ]),
  ]);
  const caKeyId = keyIdentifier(spki);
  const now = new Date();
  const root = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialNumber(),
    signature: ecdsaSha256(),
    issuer: name,
    validity: new Validity({
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + years * 365 * 86_400_000),
    }),
    subject: name,
    subjectPublicKeyInfo: spki,
    extensions: new Extensions([
      extension(certificateOid.basicConstraints, new BasicConstraints({ cA: true }), true),
      extension(
        certificateOid.keyUsage,
        new KeyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign),
        true,
      ),
      extension(certificateOid.subjectKeyIdentifier, new SubjectKeyIdentifier(caKeyId)),
    ]),
  });
  const certificatePem = signCertificate(root, key);

  return {
    certificatePem,
    issue(csr, validity) {
      const subjectSpki = spkiOf(csr.publicKey);
      const copied = [csr.altName].filter((e): e is Extension => e !== undefined);
      const tbs = new TBSCertificate({
        version: Version.v3,
        serialNumber: serialNumber(),
        signature: ecdsaSha256(),
        issuer: name,
        validity: new Validity(validity),
        subject: csr.subject,
        subjectPublicKeyInfo: subjectSpki,
        extensions: new Extensions([
          extension(certificateOid.keyUsage, new KeyUsage(KeyUsageFlags.digitalSignature), true),
          extension(
            certificateOid.subjectKeyIdentifier,
            new SubjectKeyIdentifier(keyIdentifier(subjectSpki)),
          ),
          extension(
            certificateOid.authorityKeyIdentifier,
            new AuthorityKeyIdentifier({ keyIdentifier: new KeyIdentifier(caKeyId) }),
          ),
          ...copied,
        ]),
      });
      return signCertificate(tbs, key);
    },
  };
}
