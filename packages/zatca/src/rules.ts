/**
 * The BR-CO total rules and the BR-KSA rules a simplified document must meet, checked on the XML itself (not on
 * the numbers that built it): the tests hold every built document to them, and the Fatoora simulation checks what
 * it receives. Amounts compare in halalas, so "to the halala" is exact.
 */
import type { Element } from '@xmldom/xmldom';
import { halalas, vatOn } from './money.ts';
import { childElements, documentReference, firstChild, ns, parseXml, pathElement, text } from './xml.ts';

export type RuleProblem = { rule: string; detail: string };

const amountOf = (el: Element | undefined): number | null => {
  const t = text(el);
  if (t === undefined) return null;
  return /^-?\d+(\.\d{1,2})?$/.test(t) ? halalas(t) : NaN;
};

/** A tax category's rate; category O states none (BR-O-05/BR-O-09) and counts as 0. Missing elsewhere: NaN. */
function rateOf(category: Element | undefined): number {
  const percent = text(category && firstChild(category, ns.cbc, 'Percent'));
  if (percent === undefined) return text(category && firstChild(category, ns.cbc, 'ID')) === 'O' ? 0 : NaN;
  return Number(percent);
}

export function checkBusinessRules(xml: string): RuleProblem[] {
  const root = parseXml(xml).documentElement!;
  const problems: RuleProblem[] = [];
  const fail = (rule: string, detail: string) => problems.push({ rule, detail });
  const eq = (rule: string, what: string, got: number | null, want: number) => {
    if (got !== want) fail(rule, `${what}: ${got === null ? '(missing)' : got / 100} ≠ ${want / 100}`);
  };
  const sum = (els: (Element | undefined)[]) => els.reduce((n, el) => n + (amountOf(el) ?? 0), 0);

  // BR-DEC: every amount with at most two decimals.
  for (const el of Array.from(root.getElementsByTagNameNS(ns.cbc, '*'))) {
    if (
      el.getAttribute('currencyID') !== null &&
      el.getAttribute('currencyID') !== '' &&
      Number.isNaN(amountOf(el))
    )
      fail('BR-DEC', `${el.localName} '${text(el)}' has more than two decimals`);
  }

  // BR-KSA-F-03: no empty element (the signature's empty ds:*Method elements in ext:UBLExtensions aside, as in
  // ZATCA's samples). BR-KSA-F-04: no negative amount or quantity.
  const outsideExtensions = (el: Element) => {
    for (let n: Element | null = el; n; n = n.parentNode as Element | null)
      if (n.namespaceURI === ns.ext && n.localName === 'UBLExtensions') return false;
    return true;
  };
  for (const el of Array.from(root.getElementsByTagName('*'))) {
    if (!outsideExtensions(el)) continue;
    const hasElements = Array.from(el.childNodes).some((n) => n.nodeType === 1);
    if (!hasElements && !el.textContent?.trim()) fail('BR-KSA-F-03', `empty element ${el.tagName}`);
    if ((el.getAttribute('currencyID') || el.localName === 'InvoicedQuantity') && (amountOf(el) ?? 0) < 0)
      fail('BR-KSA-F-04', `negative ${el.localName}`);
  }

  const type = firstChild(root, ns.cbc, 'InvoiceTypeCode');
  const typeCode = text(type);
  if (typeCode !== '388' && typeCode !== '381' && typeCode !== '383')
    fail('BR-KSA-05', `InvoiceTypeCode ${typeCode}`);
  if (!/^02[01]{5}$/.test(type?.getAttribute('name') ?? ''))
    fail('BR-KSA-06', `InvoiceTypeCode name '${type?.getAttribute('name')}' is not a simplified subtype`);
  if (text(firstChild(root, ns.cbc, 'ProfileID')) !== 'reporting:1.0')
    fail('BR-KSA-EN16931-01', 'ProfileID is not reporting:1.0');
  if (!/^[0-9a-fA-F-]{36}$/.test(text(firstChild(root, ns.cbc, 'UUID')) ?? '')) fail('BR-KSA-03', 'UUID');
  const icv = text(pathElement(documentReference(root, 'ICV') ?? root, [ns.cbc, 'UUID']));
  if (!documentReference(root, 'ICV') || !/^\d+$/.test(icv ?? '')) fail('BR-KSA-33', `ICV '${icv}'`);
  const pih = text(
    pathElement(
      documentReference(root, 'PIH') ?? root,
      [ns.cac, 'Attachment'],
      [ns.cbc, 'EmbeddedDocumentBinaryObject'],
    ),
  );
  if (!documentReference(root, 'PIH') || !/^[A-Za-z0-9+/]+={0,2}$/.test(pih ?? '')) fail('BR-KSA-26', 'PIH');

  // The seller: VAT number, CR, national address.
  const party = pathElement(root, [ns.cac, 'AccountingSupplierParty'], [ns.cac, 'Party']);
  const vat = text(party && pathElement(party, [ns.cac, 'PartyTaxScheme'], [ns.cbc, 'CompanyID']));
  if (!/^3\d{13}3$/.test(vat ?? '')) fail('BR-KSA-39/40', `seller VAT number '${vat}'`);
  const crn = party && pathElement(party, [ns.cac, 'PartyIdentification'], [ns.cbc, 'ID']);
  if (crn?.getAttribute('schemeID') !== 'CRN' || !text(crn)) fail('BR-KSA-08', 'seller identification (CRN)');
  const address = party && firstChild(party, ns.cac, 'PostalAddress');
  const field = (name: string) => text(address && firstChild(address, ns.cbc, name));
  for (const name of ['StreetName', 'CityName', 'CitySubdivisionName'])
    if (!field(name)) fail('BR-KSA-09', `seller address has no ${name}`);
  if (!/^\d{4}$/.test(field('BuildingNumber') ?? ''))
    fail('BR-KSA-37', `building number '${field('BuildingNumber')}'`);
  if (!/^\d{5}$/.test(field('PostalZone') ?? '')) fail('BR-KSA-66', `postal code '${field('PostalZone')}'`);
  const additional = field('PlotIdentification');
  if (additional !== undefined && !/^\d{4}$/.test(additional))
    fail('BR-KSA-64', `additional number '${additional}'`);
  if (text(address && pathElement(address, [ns.cac, 'Country'], [ns.cbc, 'IdentificationCode'])) !== 'SA')
    fail('BR-KSA-09', 'seller country is not SA');

  if (typeCode === '381' || typeCode === '383') {
    const ref = text(
      pathElement(root, [ns.cac, 'BillingReference'], [ns.cac, 'InvoiceDocumentReference'], [ns.cbc, 'ID']),
    );
    if (!ref) fail('BR-KSA-56', 'a credit or debit note without BillingReference');
    const reasons = childElements(root, ns.cac, 'PaymentMeans').map((p) =>
      text(firstChild(p, ns.cbc, 'InstructionNote')),
    );
    if (!reasons.some(Boolean))
      fail('BR-KSA-17', 'a credit or debit note without its reason (InstructionNote)');
  }

  // Lines.
  const lines = childElements(root, ns.cac, 'InvoiceLine');
  if (!lines.length) fail('BR-16', 'no invoice line');
  const lineNets = lines.map((l) => amountOf(firstChild(l, ns.cbc, 'LineExtensionAmount')) ?? NaN);
  const netsByCategory = new Map<string, number>();
  lines.forEach((line, i) => {
    const id = text(firstChild(line, ns.cbc, 'ID'));
    const net = lineNets[i]!;
    const category = line.getElementsByTagNameNS(ns.cac, 'ClassifiedTaxCategory')[0];
    const code = text(category && firstChild(category, ns.cbc, 'ID')) ?? '?';
    const percent = rateOf(category);
    netsByCategory.set(`${code}/${percent}`, (netsByCategory.get(`${code}/${percent}`) ?? 0) + net);
    const lineTax = pathElement(line, [ns.cac, 'TaxTotal'], [ns.cbc, 'TaxAmount']);
    const lineRounding = pathElement(line, [ns.cac, 'TaxTotal'], [ns.cbc, 'RoundingAmount']);
    eq('BR-KSA-50', `line ${id} VAT`, amountOf(lineTax), vatOn(net, percent));
    eq('BR-KSA-51', `line ${id} amount with VAT`, amountOf(lineRounding), net + (amountOf(lineTax) ?? 0));
    const quantity = Number(text(firstChild(line, ns.cbc, 'InvoicedQuantity')));
    const price = amountOf(pathElement(line, [ns.cac, 'Price'], [ns.cbc, 'PriceAmount'])) ?? NaN;
    const base = Number(text(pathElement(line, [ns.cac, 'Price'], [ns.cbc, 'BaseQuantity'])) ?? 1);
    if (Math.abs((quantity * price) / base - net) > 1e-9)
      fail('BR-KSA-EN16931-11', `line ${id}: ${quantity} × ${price / 100} / ${base} ≠ ${net / 100}`);
  });

  // Document-level allowances and charges.
  const allowanceCharges = childElements(root, ns.cac, 'AllowanceCharge');
  const allowances = allowanceCharges.filter(
    (a) => text(firstChild(a, ns.cbc, 'ChargeIndicator')) === 'false',
  );
  const charges = allowanceCharges.filter((a) => text(firstChild(a, ns.cbc, 'ChargeIndicator')) === 'true');
  const byCategory = (els: Element[]) => {
    const m = new Map<string, number>();
    for (const el of els) {
      const c = firstChild(el, ns.cac, 'TaxCategory');
      const key = `${text(c && firstChild(c, ns.cbc, 'ID'))}/${rateOf(c)}`;
      m.set(key, (m.get(key) ?? 0) + (amountOf(firstChild(el, ns.cbc, 'Amount')) ?? 0));
    }
    return m;
  };
  const allowanceByCategory = byCategory(allowances);
  const chargeByCategory = byCategory(charges);

  const total = (name: string) => amountOf(pathElement(root, [ns.cac, 'LegalMonetaryTotal'], [ns.cbc, name]));
  const lineExtension = total('LineExtensionAmount');
  const allowanceTotal = total('AllowanceTotalAmount') ?? 0;
  const chargeTotal = total('ChargeTotalAmount') ?? 0;
  const taxExclusive = total('TaxExclusiveAmount');
  const taxInclusive = total('TaxInclusiveAmount');
  const prepaid = total('PrepaidAmount') ?? 0;
  const rounding = total('PayableRoundingAmount') ?? 0;
  const payable = total('PayableAmount');

  eq(
    'BR-CO-10',
    'Σ line net amounts',
    lineExtension,
    lineNets.reduce((a, b) => a + b, 0),
  );
  eq(
    'BR-CO-11',
    'Σ document allowances',
    allowanceTotal,
    sum(allowances.map((a) => firstChild(a, ns.cbc, 'Amount'))),
  );
  eq('BR-CO-12', 'Σ document charges', chargeTotal, sum(charges.map((a) => firstChild(a, ns.cbc, 'Amount'))));
  eq('BR-CO-13', 'amount without VAT', taxExclusive, (lineExtension ?? 0) - allowanceTotal + chargeTotal);

  const taxTotals = childElements(root, ns.cac, 'TaxTotal');
  const withSubtotals = taxTotals.find((t) => firstChild(t, ns.cac, 'TaxSubtotal'));
  const subtotals = withSubtotals ? childElements(withSubtotals, ns.cac, 'TaxSubtotal') : [];
  if (!withSubtotals) fail('BR-CO-18', 'no VAT breakdown');
  const vatTotal = amountOf(withSubtotals && firstChild(withSubtotals, ns.cbc, 'TaxAmount'));
  eq('BR-CO-14', 'VAT total', vatTotal, sum(subtotals.map((s) => firstChild(s, ns.cbc, 'TaxAmount'))));
  for (const t of taxTotals)
    eq(
      'BR-KSA-EN16931-08',
      'each TaxTotal TaxAmount',
      amountOf(firstChild(t, ns.cbc, 'TaxAmount')),
      vatTotal ?? 0,
    );
  eq('BR-CO-15', 'amount with VAT', taxInclusive, (taxExclusive ?? 0) + (vatTotal ?? 0));
  eq('BR-CO-16', 'amount due', payable, (taxInclusive ?? 0) - prepaid + rounding);
  if (Math.abs(rounding) > 100) fail('BR-CO-16', `payable rounding ${rounding / 100} is not a rounding`);
  if ((payable ?? 0) < 0) fail('BR-CO-25', 'negative amount due');

  const seen = new Set<string>();
  for (const s of subtotals) {
    const c = firstChild(s, ns.cac, 'TaxCategory');
    const code = text(c && firstChild(c, ns.cbc, 'ID')) ?? '?';
    const percent = rateOf(c);
    const key = `${code}/${percent}`;
    seen.add(key);
    const taxable = amountOf(firstChild(s, ns.cbc, 'TaxableAmount'));
    const tax = amountOf(firstChild(s, ns.cbc, 'TaxAmount'));
    eq('BR-CO-17', `VAT of category ${key}`, tax, vatOn(taxable ?? 0, percent));
    const expected =
      (netsByCategory.get(key) ?? 0) - (allowanceByCategory.get(key) ?? 0) + (chargeByCategory.get(key) ?? 0);
    eq(code === 'S' ? 'BR-S-08' : `BR-${code}-08`, `taxable amount of category ${key}`, taxable, expected);
    if (code === 'S' && percent !== 15) fail('BR-KSA-EN16931-06', `standard rate ${percent} %`);
    if (code === 'O') {
      if (!text(c && firstChild(c, ns.cbc, 'TaxExemptionReasonCode')))
        fail('BR-KSA-69', 'category O without exemption reason code');
      if (tax !== 0) fail('BR-O-11', 'VAT in category O');
    }
  }
  for (const key of netsByCategory.keys())
    if (!seen.has(key)) fail('BR-CO-18', `lines of category ${key} without a VAT breakdown`);
  return problems;
}
