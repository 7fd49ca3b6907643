/**
 * Test helpers for the Fatoora integration: an EGS identity, minimal UBL documents with the fields the simulation
 * reads (UUID, type, ICV, PIH, seller address; unsigned — signing is @hajz/zatca's), and onboarding in one call.
 */
import { createHash, randomUUID } from 'node:crypto';
import { buildCsr, generateEgsKeyPair, type EgsIdentity } from '../integrations/fatoora/csr.ts';
import type { FatooraEnvironment } from '../integrations/fatoora/environments.ts';
import { FIRST_PIH } from '../integrations/fatoora/simulation/simulation.ts';
import type { FatooraClient, IssuedCsid, SubmittedDocument } from '../integrations/fatoora/interface.ts';

export const egsIdentity = (overrides: Partial<EgsIdentity> = {}): EgsIdentity => ({
  solutionName: 'Hajz',
  model: '1.0',
  serialNumber: 'ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  vatNumber: '311111111101113',
  taxpayerName: 'Rose Salon LLC',
  branchName: 'Riyadh Branch',
  commonName: 'TST-886431145-311111111101113',
  invoiceTypes: '0100',
  registeredAddress: 'RRRD2929',
  businessCategory: 'Beauty salons',
  ...overrides,
});

export type TestDocument = {
  uuid?: string;
  icv?: number | string | null;
  pih?: string | null;
  /** 388 invoice, 381 credit note, 383 debit note. */
  typeCode?: '388' | '381' | '383';
  /** KSA-2: 0200000 simplified, 0100000 standard. */
  transactionCode?: string;
  /** Leave the seller's building number out (a BR-KSA-09 warning). */
  withoutBuildingNumber?: boolean;
  /** A signing certificate (PEM) to name in a ds:X509Certificate, as a signed document does. */
  signedWith?: string;
};

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A minimal UBL 2.1 Invoice with the given header fields. */
export function testInvoiceXml(doc: TestDocument = {}): { xml: string; uuid: string } {
  const uuid = doc.uuid ?? randomUUID();
  const icv = doc.icv === null ? '' : String(doc.icv ?? 1);
  const pih = doc.pih === null ? '' : (doc.pih ?? FIRST_PIH);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
${
  doc.signedWith
    ? `  <ds:X509Certificate xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${doc.signedWith.replace(/-----[A-Z ]+-----|\s/g, '')}</ds:X509Certificate>\n`
    : ''
}  <cbc:ProfileID>reporting:1.0</cbc:ProfileID>
  <cbc:ID>INV-${escape(icv)}</cbc:ID>
  <cbc:UUID>${escape(uuid)}</cbc:UUID>
  <cbc:IssueDate>2026-11-27</cbc:IssueDate>
  <cbc:IssueTime>12:00:00</cbc:IssueTime>
  <cbc:InvoiceTypeCode name="${doc.transactionCode ?? '0200000'}">${doc.typeCode ?? '388'}</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>SAR</cbc:DocumentCurrencyCode>
  <cbc:TaxCurrencyCode>SAR</cbc:TaxCurrencyCode>
  <cac:AdditionalDocumentReference>
    <cbc:ID>ICV</cbc:ID>
    <cbc:UUID>${escape(icv)}</cbc:UUID>
  </cac:AdditionalDocumentReference>
  <cac:AdditionalDocumentReference>
    <cbc:ID>PIH</cbc:ID>
    <cac:Attachment>
      <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${escape(pih)}</cbc:EmbeddedDocumentBinaryObject>
    </cac:Attachment>
  </cac:AdditionalDocumentReference>
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cac:PostalAddress>
        <cbc:StreetName>Prince Sultan</cbc:StreetName>
        ${doc.withoutBuildingNumber ? '' : '<cbc:BuildingNumber>2322</cbc:BuildingNumber>'}
        <cbc:CitySubdivisionName>Al-Murabba</cbc:CitySubdivisionName>
        <cbc:CityName>Riyadh</cbc:CityName>
        <cbc:PostalZone>23333</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>SA</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>
    </cac:Party>
  </cac:AccountingSupplierParty>
</Invoice>
`;
  return { xml, uuid };
}

/** The document as Fatoora takes it. The hash stands in for @hajz/zatca's (SHA-256 of the whole XML, base64). */
export function submitted(doc: TestDocument = {}): SubmittedDocument {
  const { xml, uuid } = testInvoiceXml(doc);
  return {
    uuid,
    invoiceHash: createHash('sha256').update(xml).digest('base64'),
    invoice: Buffer.from(xml).toString('base64'),
  };
}

/**
 * Onboards a simplified-only unit (a new serial each time: a unit's chain outlives its CSIDs): compliance CSID, the
 * three checks, production CSID.
 */
export async function onboard(
  client: FatooraClient,
  { otp = '123345', environment = 'developer-portal' as FatooraEnvironment, identity = egsIdentity() } = {},
): Promise<{
  privateKeyPem: string;
  identity: EgsIdentity;
  compliance: IssuedCsid;
  production: IssuedCsid;
}> {
  const { privateKeyPem } = generateEgsKeyPair();
  const unit = { ...identity, serialNumber: randomUUID() };
  const compliance = await client.complianceCsid(buildCsr(privateKeyPem, unit, environment), otp);
  for (const typeCode of ['388', '381', '383'] as const) {
    await client.complianceInvoice(compliance, submitted({ typeCode }));
  }
  const production = await client.productionCsid(compliance, compliance.requestID);
  return { privateKeyPem, identity: unit, compliance, production };
}
