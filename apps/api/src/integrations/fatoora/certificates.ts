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
  SubjectAlternativeName,
  SubjectKeyIdentifier,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { ecdsaSha256, fromPem, generateEgsKeyPair, oid, toPem, type CsrFacts } from './csr.ts';

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

/** The EGS unit a certificate was issued to: its VAT number (UID) and serial (SN) from the subjectAltName. */
export function certificateUnit(certificatePem: string): {
  vatNumber: string;
  egsSerial: string;
  invoiceTypes: string;
} {
  const cert = AsnConvert.parse(fromPem(certificatePem, 'CERTIFICATE'), Certificate);
  const altName = cert.tbsCertificate.extensions?.find((e) => e.extnID === oid.subjectAltName);
  const directory = altName
    ? AsnConvert.parse(altName.extnValue.buffer, SubjectAlternativeName).find((g) => g.directoryName)
        ?.directoryName
    : undefined;
  const fields: Record<string, string> = {};
  for (const rdn of directory ?? [])
    for (const attribute of rdn) fields[attribute.type] = attribute.value.toString();
  return {
    vatNumber: fields[oid.uid] ?? '',
    egsSerial: fields[oid.surname] ?? '',
    invoiceTypes: fields[oid.title] ?? '',
  };
}

/**
 * A secp256k1 private key from 32 secret bytes (SEC1 ECPrivateKey without the public key; OpenSSL derives it), so
 * a simulation given the same seed signs with the same CA key after a restart.
 */
export function secp256k1KeyFromBytes(bytes: Uint8Array): KeyObject {
  if (bytes.length !== 32) throw new Error('a secp256k1 private key is 32 bytes');
  const der = Buffer.concat([
    Buffer.from('302e0201010420', 'hex'),
    Buffer.from(bytes),
    Buffer.from('a00706052b8104000a', 'hex'),
  ]);
  return createPrivateKey({ key: der, format: 'der', type: 'sec1' });
}

export type CertificateAuthority = {
  certificatePem: string;
  publicKey: KeyObject;
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

/** A CA: a secp256k1 key (new unless given) and a self-signed root valid for `years`. */
export function createCertificateAuthority({
  commonName = 'Hajz Fatoora Simulation CA',
  years = 10,
  key = createPrivateKey(generateEgsKeyPair().privateKeyPem),
}: { commonName?: string; years?: number; key?: KeyObject } = {}): CertificateAuthority {
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
    publicKey: createPublicKey(key),
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
