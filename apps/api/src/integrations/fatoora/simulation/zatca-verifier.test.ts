/**
 * The simulation as the app starts it (with zatcaVerifier) checks the totals of what is reported, not only the stamp:
 * a document whose TaxInclusiveAmount was changed and then signed again carries a valid hash, signature and QR, and is
 * NOT_REPORTED under the code of the business rule it breaks, in Fatoora's answer shape (ADR 0044).
 */
import { randomUUID } from 'node:crypto';
import { buildInvoice, signInvoice, type DocumentInput } from '@hajz/zatca';
import { beforeAll, describe, expect, it } from 'vitest';
import { onboard } from '../../../test/fatoora.ts';
import { testSeller } from '../../../test/e-invoicing.ts';
import { certificateFromToken } from '../certificates.ts';
import { createFatooraHttpClient } from '../http-client.ts';
import type { FatooraClient, IssuedCsid, SubmittedDocument } from '../interface.ts';
import { createFatooraSimulation, FIRST_PIH, SIMULATION_BASE_URL } from './simulation.ts';
import { zatcaVerifier } from './zatca-verifier.ts';

// Onboarding's compliance documents (test/fatoora.ts's, unsigned) are not what is checked here: the verifier starts
// once the unit holds its production CSID.
let verifying = false;
let client: FatooraClient;
let unit: Awaited<ReturnType<typeof onboard>>;
let production: IssuedCsid;

beforeAll(async () => {
  const simulation = createFatooraSimulation({
    verifyInvoice: (xml, hash) => (verifying ? zatcaVerifier(xml, hash) : []),
  });
  client = createFatooraHttpClient({ baseUrl: SIMULATION_BASE_URL, fetchImpl: simulation.fetch });
  unit = await onboard(client);
  production = unit.production;
  verifying = true;
});

/** A simplified invoice of 115.00 SAR (100.00 + 15.00 VAT), signed with the unit's production certificate. */
function signed(icv: number, pih: string, tamper: (xml: string) => string = (xml) => xml): SubmittedDocument {
  const document: DocumentInput = {
    kind: 'invoice',
    number: `INV-${icv}`,
    uuid: randomUUID(),
    icv,
    pih,
    issuedAt: new Date('2026-11-27T10:15:30Z'),
    seller: { ...testSeller, vatNumber: unit.identity.vatNumber },
    lines: [{ name: 'Haircut and blow-dry', quantity: 1, unitPrice: 11_500 }],
    paymentMeans: 'card',
  };
  const stamp = signInvoice(tamper(buildInvoice(document)), {
    privateKeyPem: unit.privateKeyPem,
    certificatePem: certificateFromToken(production.binarySecurityToken),
  });
  return { uuid: document.uuid, invoiceHash: stamp.hash, invoice: Buffer.from(stamp.xml).toString('base64') };
}

describe('the simulation checks the totals', () => {
  it('reports a sound signed invoice; one whose amount with VAT was changed and signed again is NOT_REPORTED with the rule', async () => {
    const sound = signed(1, FIRST_PIH);
    expect(await client.reportSingle(production, sound)).toMatchObject({
      httpStatus: 200,
      reportingStatus: 'REPORTED',
      validationResults: { status: 'PASS', errorMessages: [], warningMessages: [] },
    });

    const tampered = signed(2, sound.invoiceHash, (xml) => {
      const changed = xml.replace(
        '<cbc:TaxInclusiveAmount currencyID="SAR">115.00</cbc:TaxInclusiveAmount>',
        '<cbc:TaxInclusiveAmount currencyID="SAR">105.00</cbc:TaxInclusiveAmount>',
      );
      expect(changed).not.toBe(xml);
      return changed;
    });
    const answer = await client.reportSingle(production, tampered);
    expect(answer).toMatchObject({
      httpStatus: 400,
      reportingStatus: 'NOT_REPORTED',
      validationResults: { status: 'ERROR' },
    });
    // The stamp is sound (nothing under invalid-invoice): what is refused is the arithmetic, by its rules' codes.
    expect(answer.validationResults.errorMessages).toEqual([
      {
        type: 'ERROR',
        code: 'BR-CO-15',
        category: 'EN_16931',
        message: expect.stringMatching(/^\[BR-CO-15\] .*amount with VAT: 105 ≠ 115$/),
        status: 'ERROR',
      },
      {
        type: 'ERROR',
        code: 'BR-CO-16',
        category: 'EN_16931',
        message: expect.stringMatching(/^\[BR-CO-16\] /),
        status: 'ERROR',
      },
    ]);
  });
});
