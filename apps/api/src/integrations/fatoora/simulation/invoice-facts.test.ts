/** The simulation reads ZATCA's own sample document, and a certificate ZATCA's test CA issued, as Fatoora would. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testInvoiceXml } from '../../../test/fatoora.ts';
import { certificateUnit } from '../certificates.ts';
import { toPem } from '../csr.ts';
import { readInvoiceFacts } from './invoice-facts.ts';
import { FIRST_PIH } from './simulation.ts';

const sample = readFileSync(new URL('../fixtures/zatca-sdk-simplified-invoice.xml', import.meta.url), 'utf8');

describe('readInvoiceFacts', () => {
  it('reads the SDK’s simplified invoice: UUID, type, ICV, PIH, address and signing certificate', () => {
    const facts = readInvoiceFacts(sample);
    expect(facts).toMatchObject({
      uuid: '8e6000cf-1a98-4174-b3e7-b5d5954bc10d',
      typeCode: '388',
      kind: 'invoice',
      transactionCode: '0200000',
      simplified: true,
      icv: '10',
      pih: FIRST_PIH,
      missingSellerAddress: [],
    });
    expect(facts.signingCertificate).toMatch(/^MIID6TCCA5CgAwIBAgITbwAAf8tem6jngr16DwABAAB/);
  });

  it('reads the unit from a certificate ZATCA issued', () => {
    const certificate = toPem(
      'CERTIFICATE',
      Buffer.from(readInvoiceFacts(sample).signingCertificate!, 'base64'),
    );
    expect(certificateUnit(certificate)).toEqual({
      vatNumber: '311111111101113',
      egsSerial: '1-TST|2-TST|3-a866b142-ac9c-4241-bf8e-7f787a262ce2',
      invoiceTypes: '1100',
    });
  });

  it('tells a credit note, a standard invoice and a missing address part', () => {
    const { xml } = testInvoiceXml({
      typeCode: '381',
      transactionCode: '0100000',
      withoutBuildingNumber: true,
    });
    expect(readInvoiceFacts(xml)).toMatchObject({
      kind: 'credit-note',
      simplified: false,
      missingSellerAddress: ['BuildingNumber'],
      signingCertificate: null,
    });
  });

  it('refuses what is not a well-formed UBL Invoice', () => {
    expect(() => readInvoiceFacts('<Invoice')).toThrow();
    expect(() => readInvoiceFacts('<Invoice xmlns="urn:other"/>')).toThrow('not a UBL 2.1 Invoice document');
    expect(() => readInvoiceFacts('')).toThrow();
  });
});
