/**
 * buildInvoice(doc): the unsigned UBL 2.1 document of a simplified tax invoice (388), credit note (381) or debit note
 * (383, for ZATCA's compliance checks), laid out
 * like ZATCA's SDK samples. signInvoice (sign.ts) adds the UBLExtensions, the QR reference and cac:Signature without
 * touching anything else, so the hash of the unsigned document is the hash of the signed one.
 */
import { computeDocument, type ComputedDocument, type DocumentInput } from './document.ts';
import { sar } from './money.ts';
import { ns } from './xml.ts';

/** Text and attribute values: the five XML specials, and no control characters XML 1.0 cannot carry. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** UNTDID 1001 document types. */
const typeCodes = { invoice: '388', credit_note: '381', debit_note: '383' } as const;

/** UNTDID 4461 codes. Stored value (gift card, wallet) is '1', instrument not defined. */
const meansCode = { cash: '10', card: '48', bank_transfer: '42', stored_value: '1' } as const;

/** ZATCA's invoice subtype for a simplified tax invoice: 02, then no third party, nominal, export, summary, self-billed. */
const simplifiedSubtype = '0200000';

/** Arabia Standard Time: UTC+3 all year (the Kingdom keeps no daylight saving). */
const astOffsetMs = 3 * 60 * 60 * 1000;

/**
 * Date and time of issue in the Kingdom's time, without a zone: BR-KSA-70 reads hh:mm:ss as AST, and the invoice
 * date is then the Saudi date the customer's receipt shows (a sale at 01:30 AST is not dated the day before).
 */
export function issueDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + astOffsetMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

const e = escapeXml;
const amount = (name: string, halalas: number) =>
  `<cbc:${name} currencyID="SAR">${sar(halalas)}</cbc:${name}>`;

function taxCategory(
  tag: 'TaxCategory' | 'ClassifiedTaxCategory',
  category: 'S' | 'O',
  indent: string,
): string {
  const i = indent;
  // As ZATCA's out-of-scope sample: an O line states 0.00 %, an O breakdown no rate but the exemption reason.
  const rate = category === 'S' ? '15.00' : tag === 'ClassifiedTaxCategory' ? '0.00' : null;
  const exemption =
    category === 'O' && tag === 'TaxCategory'
      ? `\n${i}    <cbc:TaxExemptionReasonCode>VATEX-SA-OOS</cbc:TaxExemptionReasonCode>\n${i}    <cbc:TaxExemptionReason>Multi-purpose voucher (gift card) sold: not a taxable supply until redeemed</cbc:TaxExemptionReason>`
      : '';
  return `<cac:${tag}>
${i}    <cbc:ID schemeID="UN/ECE 5305" schemeAgencyID="6">${category}</cbc:ID>${rate ? `\n${i}    <cbc:Percent>${rate}</cbc:Percent>` : ''}${exemption}
${i}    <cac:TaxScheme>
${i}        <cbc:ID schemeID="UN/ECE 5153" schemeAgencyID="6">VAT</cbc:ID>
${i}    </cac:TaxScheme>
${i}</cac:${tag}>`;
}

function renderSupplier(doc: DocumentInput): string {
  const s = doc.seller;
  const a = s.address;
  return `    <cac:AccountingSupplierParty>
        <cac:Party>
            <cac:PartyIdentification>
                <cbc:ID schemeID="CRN">${e(s.crNumber)}</cbc:ID>
            </cac:PartyIdentification>
            <cac:PostalAddress>
                <cbc:StreetName>${e(a.street)}</cbc:StreetName>
                <cbc:BuildingNumber>${e(a.buildingNumber)}</cbc:BuildingNumber>${a.additionalNumber ? `\n                <cbc:PlotIdentification>${e(a.additionalNumber)}</cbc:PlotIdentification>` : ''}
                <cbc:CitySubdivisionName>${e(a.district)}</cbc:CitySubdivisionName>
                <cbc:CityName>${e(a.city)}</cbc:CityName>
                <cbc:PostalZone>${e(a.postalCode)}</cbc:PostalZone>
                <cac:Country>
                    <cbc:IdentificationCode>SA</cbc:IdentificationCode>
                </cac:Country>
            </cac:PostalAddress>
            <cac:PartyTaxScheme>
                <cbc:CompanyID>${e(s.vatNumber)}</cbc:CompanyID>
                <cac:TaxScheme>
                    <cbc:ID>VAT</cbc:ID>
                </cac:TaxScheme>
            </cac:PartyTaxScheme>
            <cac:PartyLegalEntity>
                <cbc:RegistrationName>${e(s.name)}</cbc:RegistrationName>
            </cac:PartyLegalEntity>
        </cac:Party>
    </cac:AccountingSupplierParty>`;
}

function renderCustomer(doc: DocumentInput): string {
  const name = doc.buyer?.name?.trim();
  // A simplified invoice's buyer may be anonymous, but no element may be empty (BR-KSA-F-03): the party then
  // states only its tax scheme, as the customer in ZATCA's SDK sample does.
  if (!name)
    return `    <cac:AccountingCustomerParty>
        <cac:Party>
            <cac:PartyTaxScheme>
                <cac:TaxScheme>
                    <cbc:ID>VAT</cbc:ID>
                </cac:TaxScheme>
            </cac:PartyTaxScheme>
        </cac:Party>
    </cac:AccountingCustomerParty>`;
  return `    <cac:AccountingCustomerParty>
        <cac:Party>
            <cac:PartyLegalEntity>
                <cbc:RegistrationName>${e(name)}</cbc:RegistrationName>
            </cac:PartyLegalEntity>
        </cac:Party>
    </cac:AccountingCustomerParty>`;
}

function renderPaymentMeans(doc: DocumentInput, c: ComputedDocument): string {
  const note =
    doc.kind !== 'invoice'
      ? `\n        <cbc:InstructionNote>${e(doc.reason ?? '')}</cbc:InstructionNote>`
      : '';
  const codes: string[] = [];
  if (c.payable > 0 || c.prepaid === 0) codes.push(meansCode[doc.paymentMeans]);
  if (c.prepaid > 0) codes.push(meansCode.stored_value);
  return codes
    .map(
      (code) => `    <cac:PaymentMeans>
        <cbc:PaymentMeansCode>${code}</cbc:PaymentMeansCode>${note}
    </cac:PaymentMeans>`,
    )
    .join('\n');
}

function renderAllowances(c: ComputedDocument): string[] {
  return c.allowances.map(
    (x) => `    <cac:AllowanceCharge>
        <cbc:ChargeIndicator>false</cbc:ChargeIndicator>
        <cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>
        <cbc:AllowanceChargeReason>${e(x.label)}</cbc:AllowanceChargeReason>
        ${amount('Amount', x.net)}
        ${taxCategory('TaxCategory', 'S', '        ')}
    </cac:AllowanceCharge>`,
  );
}

function renderTaxTotals(c: ComputedDocument): string {
  const subtotals = c.subtotals.map(
    (s) => `        <cac:TaxSubtotal>
            ${amount('TaxableAmount', s.taxable)}
            ${amount('TaxAmount', s.vat)}
            ${taxCategory('TaxCategory', s.category, '            ')}
        </cac:TaxSubtotal>`,
  );
  return `    <cac:TaxTotal>
        ${amount('TaxAmount', c.vat)}
    </cac:TaxTotal>
    <cac:TaxTotal>
        ${amount('TaxAmount', c.vat)}
${subtotals.join('\n')}
    </cac:TaxTotal>`;
}

function renderMonetaryTotal(c: ComputedDocument): string {
  return `    <cac:LegalMonetaryTotal>
        ${amount('LineExtensionAmount', c.lineExtension)}
        ${amount('TaxExclusiveAmount', c.taxExclusive)}
        ${amount('TaxInclusiveAmount', c.taxInclusive)}
        ${amount('AllowanceTotalAmount', c.allowanceTotal)}
        ${amount('PrepaidAmount', c.prepaid)}${c.rounding ? `\n        ${amount('PayableRoundingAmount', c.rounding)}` : ''}
        ${amount('PayableAmount', c.payable)}
    </cac:LegalMonetaryTotal>`;
}

function renderLines(c: ComputedDocument): string[] {
  return c.lines.map(
    (l, i) => `    <cac:InvoiceLine>
        <cbc:ID>${i + 1}</cbc:ID>
        <cbc:InvoicedQuantity unitCode="PCE">${l.quantity}</cbc:InvoicedQuantity>
        ${amount('LineExtensionAmount', l.net)}
        <cac:TaxTotal>
            ${amount('TaxAmount', l.vat)}
            ${amount('RoundingAmount', l.withVat)}
        </cac:TaxTotal>
        <cac:Item>
            <cbc:Name>${e(l.name)}</cbc:Name>
            ${taxCategory('ClassifiedTaxCategory', l.category, '            ')}
        </cac:Item>
        <cac:Price>
            ${amount('PriceAmount', l.price)}${l.baseQuantity ? `\n            <cbc:BaseQuantity unitCode="PCE">${l.baseQuantity}</cbc:BaseQuantity>` : ''}
        </cac:Price>
    </cac:InvoiceLine>`,
  );
}

/** The unsigned document. Throws DocumentInputError on input that would break a rule. */
export function buildInvoice(doc: DocumentInput): string {
  const c = computeDocument(doc);
  const { date, time } = issueDateTime(doc.issuedAt);
  const typeCode = typeCodes[doc.kind];
  const billing =
    doc.kind !== 'invoice'
      ? `\n    <cac:BillingReference>
        <cac:InvoiceDocumentReference>
            <cbc:ID>${e(doc.billingReference ?? '')}</cbc:ID>
        </cac:InvoiceDocumentReference>
    </cac:BillingReference>`
      : '';
  const parts = [
    `    <cbc:ProfileID>reporting:1.0</cbc:ProfileID>`,
    `    <cbc:ID>${e(doc.number)}</cbc:ID>`,
    `    <cbc:UUID>${e(doc.uuid.toLowerCase())}</cbc:UUID>`,
    `    <cbc:IssueDate>${date}</cbc:IssueDate>`,
    `    <cbc:IssueTime>${time}</cbc:IssueTime>`,
    `    <cbc:InvoiceTypeCode name="${simplifiedSubtype}">${typeCode}</cbc:InvoiceTypeCode>`,
    ...(doc.note ? [`    <cbc:Note>${e(doc.note)}</cbc:Note>`] : []),
    `    <cbc:DocumentCurrencyCode>SAR</cbc:DocumentCurrencyCode>`,
    `    <cbc:TaxCurrencyCode>SAR</cbc:TaxCurrencyCode>${billing}`,
    `    <cac:AdditionalDocumentReference>
        <cbc:ID>ICV</cbc:ID>
        <cbc:UUID>${doc.icv}</cbc:UUID>
    </cac:AdditionalDocumentReference>`,
    `    <cac:AdditionalDocumentReference>
        <cbc:ID>PIH</cbc:ID>
        <cac:Attachment>
            <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${e(doc.pih)}</cbc:EmbeddedDocumentBinaryObject>
        </cac:Attachment>
    </cac:AdditionalDocumentReference>`,
    renderSupplier(doc),
    renderCustomer(doc),
    renderPaymentMeans(doc, c),
    ...renderAllowances(c),
    renderTaxTotals(c),
    renderMonetaryTotal(c),
    ...renderLines(c),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="${ns.invoice}" xmlns:cac="${ns.cac}" xmlns:cbc="${ns.cbc}" xmlns:ext="${ns.ext}">
${parts.join('\n')}
</Invoice>
`;
}
