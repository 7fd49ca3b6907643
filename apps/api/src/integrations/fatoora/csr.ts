/**
 * An EGS unit's key pair and its certificate signing request, with the fields ZATCA requires (developer portal
 * manual §4.3; the SDK's csr-config-example-EN.properties): subject C=SA, OU branch, O taxpayer, CN; a
 * subjectAltName dirName with SN `1-solution|2-model|3-serial`, UID (the VAT number), title (the invoice types,
 * e.g. 0100), registeredAddress and businessCategory; and the certificate template extension
 * (1.3.6.1.4.1.311.20.2) naming the environment. Node's WebCrypto has no secp256k1, so the ASN.1 is built with
 * @peculiar/asn1-* and signed with node:crypto (ECDSA, SHA-256, DER signature). `readCsr` is the other side (the
 * simulation's CA): it parses a CSR, checks its signature and returns its fields.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';
import { z } from 'zod';
import { certificateTemplates, type FatooraEnvironment } from './environments.ts';

export const oid = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  /** "SN" in OpenSSL's and ZATCA's configs is the surname attribute. */
  surname: '2.5.4.4',
  uid: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  extensionRequest: '1.2.840.113549.1.9.14',
  subjectAltName: '2.5.29.17',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** What identifies an EGS unit in its CSR (and so in its certificate). */
export const egsIdentitySchema = z.object({
  /** The solution's name, model or version, and the unit's serial: SN `1-<solution>|2-<model>|3-<serial>`. */
  solutionName: text(60).regex(/^[^|]+$/),
  model: text(60).regex(/^[^|]+$/),
  serialNumber: text(100).regex(/^[^|]+$/),
  /** The taxpayer's VAT registration number: 15 digits, first and last 3 (UID). */
  vatNumber: z.string().regex(/^3\d{13}3$/),
  /** The taxpayer's name (O). */
  taxpayerName: text(200),
  /** The branch (OU); for a VAT group member, its 10-digit TIN. */
  branchName: text(200),
  /** The unit's common name (CN), free text. */
  commonName: text(200),
  /** Invoice types (title), four flags TSCZ: standard, simplified, two for future use. B2C only is 0100. */
  invoiceTypes: z.string().regex(/^[01]{4}$/),
  /** The branch's address, e.g. its Saudi short address (registeredAddress). */
  registeredAddress: text(200),
  /** The industry (businessCategory). */
  businessCategory: text(200),
});
export type EgsIdentity = z.infer<typeof egsIdentitySchema>;

/** A new secp256k1 key pair, both as PEM (PKCS#8 private, SPKI public). */
export function generateEgsKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const utf8 = (type: string, value: string) =>
  new RelativeDistinguishedName([
    new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) }),
  ]);

/** The certificate template name: an extension whose value is a PrintableString. */
export function templateExtension(environment: FatooraEnvironment): Extension {
  const name = AsnConvert.serialize(
    new AttributeValue({ printableString: certificateTemplates[environment] }),
  );
  return new Extension({ extnID: oid.certificateTemplateName, extnValue: new OctetString(name) });
}

/** subjectAltName with the unit's directory name (SN, UID, title, registeredAddress, businessCategory). */
export function egsAltNameExtension(identity: EgsIdentity): Extension {
  const directoryName = new Name([
    utf8(oid.surname, `1-${identity.solutionName}|2-${identity.model}|3-${identity.serialNumber}`),
    utf8(oid.uid, identity.vatNumber),
    utf8(oid.title, identity.invoiceTypes),
    utf8(oid.registeredAddress, identity.registeredAddress),
    utf8(oid.businessCategory, identity.businessCategory),
  ]);
  const san = new SubjectAlternativeName([new GeneralName({ directoryName })]);
  return new Extension({ extnID: oid.subjectAltName, extnValue: new OctetString(AsnConvert.serialize(san)) });
}

export function egsSubject(identity: EgsIdentity): Name {
  return new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({ type: oid.country, value: new AttributeValue({ printableString: 'SA' }) }),
    ]),
    utf8(oid.organizationalUnit, identity.branchName),
    utf8(oid.organization, identity.taxpayerName),
    utf8(oid.commonName, identity.commonName),
  ]);
}

export const ecdsaSha256 = () => new AlgorithmIdentifier({ algorithm: oid.ecdsaWithSha256 });

export function toPem(label: string, der: ArrayBuffer | Uint8Array): string {
  const lines =
    Buffer.from(der as ArrayBuffer)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

export function fromPem(pem: string, label: string): Buffer {
  const match = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`).exec(pem);
  if (!match) throw new Error(`not a PEM ${label}`);
  return Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
}

/** The CSR (PEM) for an EGS unit, signed with its private key. */
export function buildCsr(
  privateKeyPem: string,
  identity: EgsIdentity,
  environment: FatooraEnvironment,
): string {
  const unit = egsIdentitySchema.parse(identity);
  const privateKey = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const extensions = new Extensions([templateExtension(environment), egsAltNameExtension(unit)]);
  const info = new CertificationRequestInfo({
    version: 0,
    subject: egsSubject(unit),
    subjectPKInfo: AsnConvert.parse(spki, SubjectPublicKeyInfo),
    attributes: new Attributes([
      new Attribute({ type: oid.extensionRequest, values: [AsnConvert.serialize(extensions)] }),
    ]),
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(info)), privateKey);
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: ecdsaSha256(),
    signature: new Uint8Array(signature).buffer,
  });
  return toPem('CERTIFICATE REQUEST', AsnConvert.serialize(request));
}

/** The fields a CSR carries, as the CA reads them. */
export type CsrFacts = {
  publicKey: KeyObject;
  /** The public key's curve ('secp256k1' for a ZATCA CSR). */
  curve: string | undefined;
  signatureValid: boolean;
  subject: Name;
  subjectFields: Record<string, string>;
  /** The subjectAltName directory name's fields, by OID (see `oid`). */
  altNameFields: Record<string, string>;
  altName: Extension | undefined;
  template: string | undefined;
};

function fieldsOf(name: Name): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const rdn of name) for (const attribute of rdn) fields[attribute.type] = attribute.value.toString();
  return fields;
}

/** Parses a CSR (PEM) and checks its signature with its own public key; throws when it is not a CSR at all. */
export function readCsr(pem: string): CsrFacts {
  const request = AsnConvert.parse(fromPem(pem, 'CERTIFICATE REQUEST'), CertificationRequest);
  const info = request.certificationRequestInfo;
  const publicKey = createPublicKey({
    key: Buffer.from(AsnConvert.serialize(info.subjectPKInfo)),
    format: 'der',
    type: 'spki',
  });
  const signed = request.certificationRequestInfoRaw ?? AsnConvert.serialize(info);
  const signatureValid =
    request.signatureAlgorithm.algorithm === oid.ecdsaWithSha256 &&
    verify('sha256', Buffer.from(signed), publicKey, Buffer.from(request.signature));
  const requested = (info.attributes ?? []).find((a) => a.type === oid.extensionRequest);
  const extensions = requested?.values[0] ? AsnConvert.parse(requested.values[0], Extensions) : [];
  const altName = extensions.find((e) => e.extnID === oid.subjectAltName);
  const templateExt = extensions.find((e) => e.extnID === oid.certificateTemplateName);
  const directory = altName
    ? AsnConvert.parse(altName.extnValue.buffer, SubjectAlternativeName).find((g) => g.directoryName)
        ?.directoryName
    : undefined;
  return {
    publicKey,
    curve: publicKey.asymmetricKeyDetails?.namedCurve,
    signatureValid,
    subject: info.subject,
    subjectFields: fieldsOf(info.subject),
    altNameFields: directory ? fieldsOf(directory) : {},
    altName,
    template: templateExt
      ? AsnConvert.parse(templateExt.extnValue.buffer, AttributeValue).toString()
      : undefined,
  };
}
