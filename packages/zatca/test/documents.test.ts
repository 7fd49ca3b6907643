/**
 * buildInvoice's documents hold to the BR-CO total rules and the BR-KSA rules to the halala, checked on the XML
 * (checkBusinessRules parses it; it does not reuse the numbers that built it).
 */
import { describe, expect, it } from 'vitest';
import {
  buildInvoice,
  checkBusinessRules,
  computeDocument,
  DocumentInputError,
  halalas,
  type DocumentInput,
} from '../src/index.ts';
import { invoice } from './fixtures.ts';

/** A LegalMonetaryTotal amount of the document, in halalas. */
function total(xml: string, name: string): number | null {
  const m = new RegExp(`<cac:LegalMonetaryTotal>[\\s\\S]*?<cbc:${name} currencyID="SAR">([^<]+)<`).exec(xml);
  return m ? halalas(m[1]!) : null;
}

/** What the customer owes after stored value: the app's arithmetic (VAT-inclusive halalas). */
const due = (doc: DocumentInput) =>
  doc.lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0) +
  (doc.fees ?? []).reduce((n, f) => n + f.amount, 0) -
  (doc.allowances ?? []).reduce((n, a) => n + a.amount, 0) -
  (doc.prepaid ?? []).reduce((n, p) => n + p.amount, 0);

function expectValid(doc: DocumentInput): string {
  const xml = buildInvoice(doc);
  expect(checkBusinessRules(xml)).toEqual([]);
  expect(total(xml, 'PayableAmount')).toBe(due(doc));
  return xml;
}

describe('simplified tax invoice (388)', () => {
  it('one line: 115.00 with VAT is 100.00 + 15.00, header as ZATCA requires', () => {
    const xml = expectValid(invoice());
    expect(xml).toContain('<cbc:ProfileID>reporting:1.0</cbc:ProfileID>');
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(xml).toMatch(/<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>1<\/cbc:UUID>/);
    expect(xml).toContain(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
    expect(xml).toContain('<cbc:ID schemeID="CRN">1010010000</cbc:ID>');
    expect(xml).toContain('<cbc:CompanyID>399999999900003</cbc:CompanyID>');
    expect(xml).toContain('<cbc:BuildingNumber>1234</cbc:BuildingNumber>');
    expect(xml).toContain('<cbc:CitySubdivisionName>العليا</cbc:CitySubdivisionName>');
    expect(xml).toContain('<cbc:PostalZone>12345</cbc:PostalZone>');
    expect(xml).toContain('<cbc:IdentificationCode>SA</cbc:IdentificationCode>');
    expect(xml).toContain('<cbc:IssueDate>2026-11-27</cbc:IssueDate>');
    // 10:15:30 UTC is 13:15:30 in the Kingdom (BR-KSA-70: a time without zone is AST).
    expect(xml).toContain('<cbc:IssueTime>13:15:30</cbc:IssueTime>');
    expect(total(xml, 'TaxExclusiveAmount')).toBe(10_000);
    expect(total(xml, 'TaxInclusiveAmount')).toBe(11_500);
    expect(xml).toContain('<cbc:Percent>15.00</cbc:Percent>');
  });

  it('is dated in the Kingdom: a sale at 22:30 UTC is issued the next day at 01:30', () => {
    const xml = buildInvoice(invoice({ issuedAt: new Date('2026-11-27T22:30:00Z') }));
    expect(xml).toContain('<cbc:IssueDate>2026-11-28</cbc:IssueDate>');
    expect(xml).toContain('<cbc:IssueTime>01:30:00</cbc:IssueTime>');
  });

  it('several lines, quantities, a service fee as a line, promo and points as document allowances', () => {
    const doc = invoice({
      lines: [
        { name: 'Haircut', quantity: 1, unitPrice: 11_500 },
        { name: 'Manicure', quantity: 3, unitPrice: 4_999 },
        { name: 'Hair mask', quantity: 2, unitPrice: 1_733 },
      ],
      fees: [{ name: 'Home visit fee', amount: 2_500 }],
      allowances: [
        { reason: 'promo', label: 'Promo code AUTUMN', amount: 2_000 },
        { reason: 'points', label: 'Loyalty points', amount: 333 },
      ],
    });
    const xml = expectValid(doc);
    expect(xml.match(/<cac:InvoiceLine>/g)).toHaveLength(4);
    expect(xml).toContain('<cbc:Name>Home visit fee</cbc:Name>');
    expect(xml.match(/<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>/g)).toHaveLength(2);
    expect(xml).toContain('<cbc:AllowanceChargeReason>Loyalty points</cbc:AllowanceChargeReason>');
    expect(total(xml, 'AllowanceTotalAmount')).toBeGreaterThan(0);
  });

  it('a gift-card redemption is a payment (PrepaidAmount), not a discount: the taxable amount stays', () => {
    const base = invoice({ lines: [{ name: 'Massage 60 min', quantity: 1, unitPrice: 34_500 }] });
    const paidByCard = buildInvoice(base);
    const withGiftCard = expectValid({ ...base, prepaid: [{ means: 'gift_card', amount: 20_000 }] });
    expect(total(withGiftCard, 'TaxExclusiveAmount')).toBe(total(paidByCard, 'TaxExclusiveAmount'));
    expect(total(withGiftCard, 'TaxInclusiveAmount')).toBe(34_500);
    expect(total(withGiftCard, 'PrepaidAmount')).toBe(20_000);
    expect(total(withGiftCard, 'PayableAmount')).toBe(14_500);
    expect(total(withGiftCard, 'AllowanceTotalAmount')).toBe(0);
    expect(withGiftCard).toContain('<cbc:PaymentMeansCode>1</cbc:PaymentMeansCode>');
    // Wholly paid by gift card: nothing left to pay.
    const whole = expectValid({ ...base, prepaid: [{ means: 'gift_card', amount: 34_500 }] });
    expect(total(whole, 'PayableAmount')).toBe(0);
  });

  it('a gift card sold is out of scope (category O, VATEX-SA-OOS), beside a taxed service', () => {
    const xml = expectValid(
      invoice({
        lines: [
          { name: 'Gift card SAR 200', quantity: 1, unitPrice: 20_000, vat: 'out_of_scope' },
          { name: 'Haircut', quantity: 1, unitPrice: 11_500 },
        ],
      }),
    );
    // As ZATCA's out-of-scope sample: the O breakdown states no rate, the O line 0.00 %.
    expect(xml).toMatch(
      />O<\/cbc:ID>\s*<cbc:TaxExemptionReasonCode>VATEX-SA-OOS<\/cbc:TaxExemptionReasonCode>/,
    );
    expect(xml).toMatch(/>O<\/cbc:ID>\s*<cbc:Percent>0.00<\/cbc:Percent>/);
    expect(total(xml, 'TaxInclusiveAmount')).toBe(31_500);
    expect(xml.match(/<cac:TaxSubtotal>/g)).toHaveLength(2);
  });

  it('escapes what a name may hold', () => {
    const xml = expectValid(
      invoice({
        lines: [{ name: 'Cut & <colour> "special"', quantity: 1, unitPrice: 5_750 }],
        buyer: { name: "O'Neil" },
      }),
    );
    expect(xml).toContain('<cbc:Name>Cut &amp; &lt;colour&gt; &quot;special&quot;</cbc:Name>');
    expect(xml).toContain('<cbc:RegistrationName>O&apos;Neil</cbc:RegistrationName>');
  });

  // 6,000 documents: about a second alone, more beside the whole suite on two cores.
  it('every price from 0.01 to 30.00 SAR, with and without a discount, meets every rule to the halala', () => {
    const failures: string[] = [];
    for (let price = 1; price <= 3_000; price += 1) {
      for (const doc of [
        invoice({
          lines: [
            { name: 'A', quantity: 1, unitPrice: price },
            { name: 'B', quantity: 2, unitPrice: 1_999 },
          ],
        }),
        invoice({
          lines: [{ name: 'A', quantity: 3, unitPrice: price }],
          fees: [{ name: 'Fee', amount: 299 }],
          allowances: [{ reason: 'promo', label: 'Promo', amount: Math.floor(price / 3) }],
          prepaid: [{ means: 'wallet', amount: Math.floor(price / 7) }],
        }),
      ]) {
        const c = computeDocument(doc);
        const ok =
          c.payable === due(doc) &&
          c.rounding >= 0 &&
          c.rounding <= 1 &&
          c.lines.every((l) => l.quantity * l.price === l.net * (l.baseQuantity ?? 1));
        if (!ok)
          failures.push(`price ${price}: payable ${c.payable}, due ${due(doc)}, rounding ${c.rounding}`);
      }
    }
    expect(failures).toEqual([]);
    // And on the XML for a sample of them (parsing 6,000 documents would be slow, not more telling).
    for (const price of [1, 7, 13, 99, 101, 1_001, 1_733, 2_999])
      expectValid(
        invoice({
          lines: [{ name: 'A', quantity: 3, unitPrice: price }],
          fees: [{ name: 'F', amount: 299 }],
        }),
      );
  }, 30_000);
});

describe('credit note (381)', () => {
  const original = invoice({
    lines: [
      { name: 'Haircut', quantity: 1, unitPrice: 11_500 },
      { name: 'Manicure', quantity: 1, unitPrice: 6_900 },
    ],
    allowances: [{ reason: 'promo', label: 'Promo code AUTUMN', amount: 1_000 }],
  });

  it('full refund: the same amounts, a BillingReference to the invoice and the reason', () => {
    const note: DocumentInput = {
      ...original,
      kind: 'credit_note',
      number: 'HJZ-CN-000001',
      uuid: '9b0b7c2e-58a4-4f63-8b8e-7f3c5d2a1b10',
      icv: 2,
      billingReference: 'HJZ-2026-000001',
      reason: 'Booking cancelled by the customer',
    };
    const xml = expectValid(note);
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(xml).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>HJZ-2026-000001<\/cbc:ID>/,
    );
    expect(xml).toContain('<cbc:InstructionNote>Booking cancelled by the customer</cbc:InstructionNote>');
    expect(total(xml, 'TaxInclusiveAmount')).toBe(total(buildInvoice(original), 'TaxInclusiveAmount'));
  });

  it('partial refund: one line of two', () => {
    const xml = expectValid({
      ...original,
      kind: 'credit_note',
      number: 'HJZ-CN-000002',
      icv: 3,
      lines: [{ name: 'Manicure', quantity: 1, unitPrice: 6_900 }],
      allowances: [],
      billingReference: 'HJZ-2026-000001',
      reason: 'Manicure not given',
    });
    expect(total(xml, 'TaxInclusiveAmount')).toBe(6_900);
    expect(total(xml, 'TaxExclusiveAmount')).toBe(6_000);
  });

  it('is refused without the invoice it corrects or a reason', () => {
    expect(() => buildInvoice({ ...original, kind: 'credit_note' })).toThrow(DocumentInputError);
    try {
      buildInvoice({ ...original, kind: 'credit_note', billingReference: 'X' });
      expect.unreachable('accepted');
    } catch (error) {
      expect((error as DocumentInputError).issues.map((i) => i.path)).toEqual(['reason']);
    }
  });
});

describe('debit note (383, for the compliance checks)', () => {
  it('has the type code, the BillingReference and the reason', () => {
    const xml = expectValid(
      invoice({
        kind: 'debit_note',
        number: 'HJZ-DN-000001',
        lines: [{ name: 'Extra 15 minutes', quantity: 1, unitPrice: 2_300 }],
        billingReference: 'HJZ-2026-000001',
        reason: 'Session extended',
      }),
    );
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">383</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:InstructionNote>Session extended</cbc:InstructionNote>');
  });
});

describe('input that would break a rule is refused before a document exists', () => {
  it.each<[string, Partial<DocumentInput>, string]>([
    ['fractional halalas', { lines: [{ name: 'A', quantity: 1, unitPrice: 10.5 }] }, 'lines.0.unitPrice'],
    ['no line', { lines: [] }, 'lines'],
    ['a zero quantity', { lines: [{ name: 'A', quantity: 0, unitPrice: 100 }] }, 'lines.0.quantity'],
    [
      'a VAT number not of 15 digits',
      { seller: { ...invoice().seller, vatNumber: '123' } },
      'seller.vatNumber',
    ],
    [
      'a building number not of 4 digits',
      { seller: { ...invoice().seller, address: { ...invoice().seller.address, buildingNumber: '12' } } },
      'seller.address.buildingNumber',
    ],
    [
      'an additional number not of 4 digits',
      { seller: { ...invoice().seller, address: { ...invoice().seller.address, additionalNumber: '56' } } },
      'seller.address.additionalNumber',
    ],
    ['ICV 0', { icv: 0 }, 'icv'],
    [
      'more discount than the lines',
      { allowances: [{ reason: 'promo', label: 'P', amount: 20_000 }] },
      'allowances',
    ],
    ['more stored value than the total', { prepaid: [{ means: 'gift_card', amount: 11_501 }] }, 'prepaid'],
  ])('%s', (_name, overrides, path) => {
    try {
      buildInvoice(invoice(overrides));
      expect.unreachable('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(DocumentInputError);
      expect((error as DocumentInputError).issues.map((i) => i.path)).toContain(path);
    }
  });
});

describe('checkBusinessRules fails a broken document', () => {
  const xml = buildInvoice(invoice({ lines: [{ name: 'A', quantity: 2, unitPrice: 11_500 }] }));

  it('a line total that does not add up (BR-KSA-51, price × quantity, BR-CO-10, BR-S-08)', () => {
    const broken = xml.replace(
      /(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="SAR">)200.00/,
      '$1200.01',
    );
    // 200.01 × 15 % still rounds to the 30.00 stated, so BR-KSA-50 holds; the rest does not.
    expect(checkBusinessRules(broken).map((p) => p.rule)).toEqual([
      'BR-KSA-51',
      'BR-KSA-EN16931-11',
      'BR-CO-10',
      'BR-S-08',
    ]);
  });

  it('a VAT total that is not 15 % of the taxable amount (BR-CO-17), three decimals (BR-DEC)', () => {
    expect(
      checkBusinessRules(
        xml.replace(
          /<cbc:TaxAmount currencyID="SAR">30.00<\/cbc:TaxAmount>\s*<cac:TaxCategory>/,
          '<cbc:TaxAmount currencyID="SAR">30.01</cbc:TaxAmount><cac:TaxCategory>',
        ),
      ).map((p) => p.rule),
    ).toContain('BR-CO-17');
    expect(
      checkBusinessRules(
        xml.replace('<cbc:PrepaidAmount currencyID="SAR">0.00', '<cbc:PrepaidAmount currencyID="SAR">0.001'),
      ).map((p) => p.rule),
    ).toContain('BR-DEC');
  });

  it('an empty element, a negative amount (BR-KSA-F-03, BR-KSA-F-04)', () => {
    expect(checkBusinessRules(xml.replace('<cbc:ID>VAT</cbc:ID>', '<cbc:ID/>')).map((p) => p.rule)).toEqual([
      'BR-KSA-F-03',
    ]);
    const negative = xml.replace(
      '<cbc:PrepaidAmount currencyID="SAR">0.00',
      '<cbc:PrepaidAmount currencyID="SAR">-1.00',
    );
    expect(checkBusinessRules(negative).map((p) => p.rule)).toEqual(['BR-KSA-F-04', 'BR-CO-16']);
  });

  it('a credit note without BillingReference or reason (BR-KSA-56, BR-KSA-17)', () => {
    const note = xml.replace('>388<', '>381<');
    expect(checkBusinessRules(note).map((p) => p.rule)).toEqual(['BR-KSA-56', 'BR-KSA-17']);
  });
});
