/**
 * Test helper (not a test file): an EGS unit onboarded with ZATCA's SDK test certificate and key
 * (packages/zatca/test-data, public test material), and document drafts. The key is "sealed" by a reversible test
 * wrapping here: the real sealing (AES-256-GCM) is integrations/fatoora's, and the chain only stores and hands back
 * what it is given.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBusinessRules, halalas, verifySignedInvoice } from '@hajz/zatca';
import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eInvoiceDocuments, egsUnits } from '../db/schema.ts';
import {
  createEgsUnit,
  storeCsid,
  type DocumentDraft,
  type IssueOptions,
} from '../modules/e-invoicing/index.ts';
import { repoRoot } from '../paths.ts';
import type { Json } from './call.ts';
import type { TestApp } from './test-app.ts';

const testData = (name: string) =>
  readFileSync(join(repoRoot, 'packages/zatca/test-data', name), 'utf8').trim();

/** The SDK's certificate and secp256k1 key, as bare base64 bodies (what @hajz/zatca accepts, as Fatoora issues). */
export const sdkCertificate = testData('cert.pem');
const sdkPrivateKey = testData('ec-secp256k1-priv-key.pem');

const prefix = 'test-sealed.';
export const testSeal = (pem: string) => prefix + Buffer.from(pem).toString('base64');
/** Issues without reporting: the chain's own tests publish nothing (reporting.test.ts publishes through the outbox). */
export const issueOptions: IssueOptions = {
  openPrivateKey: (sealed) => {
    if (!sealed.startsWith(prefix)) throw new Error('not sealed by the test seal');
    return Buffer.from(sealed.slice(prefix.length), 'base64').toString('utf8');
  },
  publish: async () => 0,
};

/** A unit with a production CSID (the SDK's certificate), its chain empty. */
export async function productionUnit(db: Db, serial = 'unit-1'): Promise<number> {
  const unit = await createEgsUnit(db, {
    environment: 'simulation',
    serialNumber: `1-Hajz|2-api|3-${serial}`,
  });
  await storeCsid(db, unit.id, {
    state: 'production',
    certificate: sdkCertificate,
    privateKeySealed: testSeal(sdkPrivateKey),
    secretSealed: testSeal('test-secret'),
    expiresAt: new Date('2031-01-01T00:00:00Z'),
  });
  return unit.id;
}

export const testSeller: DocumentDraft['document']['seller'] = {
  name: 'صالون الورد للتجميل',
  vatNumber: '399999999900003',
  crNumber: '1010010000',
  address: {
    street: 'طريق الملك فهد',
    buildingNumber: '1234',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12345',
  },
};

/** A simplified invoice of `unitPrice` halalas (VAT included), numbered `number`. */
export function invoiceDraft(
  number: string,
  unitPrice = 11_500,
  orderId: number | null = null,
): DocumentDraft {
  return {
    orderId,
    document: {
      kind: 'invoice',
      number,
      issuedAt: new Date('2026-11-27T10:15:30Z'),
      seller: testSeller,
      lines: [{ name: 'Haircut and blow-dry', quantity: 1, unitPrice }],
      paymentMeans: 'card',
    },
  };
}

/** A credit note refunding `amount` halalas of invoice `invoiceNumber`. */
export function creditNoteDraft(number: string, invoiceNumber: string, amount: number): DocumentDraft {
  return {
    orderId: null,
    document: {
      kind: 'credit_note',
      number,
      issuedAt: new Date('2026-11-27T12:00:00Z'),
      seller: testSeller,
      lines: [{ name: 'Haircut and blow-dry', quantity: 1, unitPrice: amount }],
      paymentMeans: 'card',
      billingReference: invoiceNumber,
      reason: 'Booking cancelled by the customer',
    },
  };
}

/**
 * The unit's key can no longer be opened (a wrong seal key, a corrupted row): every signature fails, and the outbox
 * keeps retrying the unit's sales (ADR 0050). `mendKey` puts the sealed key back.
 */
export const breakKey = (db: Db, unitId: number) =>
  db.update(egsUnits).set({ privateKeySealed: 'v1.not-a-sealed-key' }).where(eq(egsUnits.id, unitId));
export const mendKey = (db: Db, unitId: number, sealedKey: string) =>
  db.update(egsUnits).set({ privateKeySealed: sealedKey }).where(eq(egsUnits.id, unitId));

/** A SAR amount a signed document states (its first `cbc:<element>`), in halalas; 0 when it has none. */
export const xmlAmount = (xml: string, element: string) => {
  const match = new RegExp(`<cbc:${element} currencyID="SAR">([^<]+)<`).exec(xml);
  return match ? halalas(match[1]!) : 0;
};

/** The order's documents, once the outbox has issued what its sale, cancellation and refunds recorded (ADR 0050). */
export async function documentsOf(t: TestApp, orderId: number) {
  await t.app.context.outbox.drain();
  return t.database.db
    .select()
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.orderId, orderId))
    .orderBy(asc(eInvoiceDocuments.icv));
}

/** The order's one document, an invoice under the order's number, signed and within the rules: its XML. */
export async function onlyInvoiceOf(t: TestApp, order: Json) {
  const [invoice, ...more] = await documentsOf(t, order.id);
  expect(more).toEqual([]);
  expect(invoice).toMatchObject({ kind: 'invoice', number: order.order_number });
  const xml = invoice!.signedXml;
  expect(verifySignedInvoice(xml)).toEqual([]);
  expect(checkBusinessRules(xml)).toEqual([]);
  return xml;
}
