import { readFileSync } from 'node:fs';
import { firstPih, type DocumentInput } from '../src/index.ts';

const read = (name: string) => readFileSync(new URL(`../test-data/${name}`, import.meta.url), 'utf8');

/** ZATCA's SDK samples (test-data/README.md says where they come from). */
export const sdk = {
  invoice: read('Simplified_Invoice.xml'),
  creditNote: read('Simplified_Credit_Note.xml'),
  /** Bare base64, as the SDK keeps them. */
  certificate: read('cert.pem'),
  privateKey: read('ec-secp256k1-priv-key.pem'),
};

export const pem = {
  certificate: `-----BEGIN CERTIFICATE-----\n${sdk.certificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`,
  privateKey: `-----BEGIN EC PRIVATE KEY-----\n${sdk.privateKey.match(/.{1,64}/g)!.join('\n')}\n-----END EC PRIVATE KEY-----\n`,
};

export const keys = { privateKeyPem: pem.privateKey, certificatePem: pem.certificate };

/** The value a DigestValue of the published sample states for a reference. */
export function statedDigest(xml: string, reference: 'invoiceSignedData' | '#xadesSignedProperties'): string {
  const at = xml.indexOf(
    reference === 'invoiceSignedData' ? 'Id="invoiceSignedData"' : 'URI="#xadesSignedProperties"',
  );
  return /<ds:DigestValue>([^<]+)<\/ds:DigestValue>/.exec(xml.slice(at))![1]!;
}

export const seller: DocumentInput['seller'] = {
  name: 'صالون الورد للتجميل & Co.',
  vatNumber: '399999999900003',
  crNumber: '1010010000',
  address: {
    street: 'طريق الملك فهد',
    buildingNumber: '1234',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12345',
    additionalNumber: '5678',
  },
};

export function invoice(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    kind: 'invoice',
    number: 'HJZ-2026-000001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    icv: 1,
    pih: firstPih,
    issuedAt: new Date('2026-11-27T10:15:30Z'),
    seller,
    lines: [{ name: 'Haircut and blow-dry', quantity: 1, unitPrice: 11_500 }],
    paymentMeans: 'card',
    ...overrides,
  };
}
