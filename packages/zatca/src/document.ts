/**
 * The typed input of an e-invoicing document and the totals it comes to (ADR 0043). Amounts are integer halalas
 * and VAT-inclusive, as the app prices everything (ADR 0007); the document carries them VAT-exclusive with the VAT
 * per category, so that every BR-CO / BR-KSA total rule holds to the halala (rules.ts checks them on the XML).
 */
import { standardRatePercent, vatIn, vatOn } from './money.ts';

/** The seller's Saudi national address (BR-KSA-09: street, building number, district, city, postal code). */
export type NationalAddress = {
  street: string;
  /** Four digits (BR-KSA-37). */
  buildingNumber: string;
  district: string;
  city: string;
  /** Five digits (BR-KSA-66). */
  postalCode: string;
  /** The address's additional number (four digits), when known. */
  additionalNumber?: string;
};

export type Seller = {
  /** The registered name (tag 1 of the QR). */
  name: string;
  /** 15 digits, first and last 3 (BR-KSA-39/40). */
  vatNumber: string;
  /** Commercial registration number (PartyIdentification schemeID CRN, BR-KSA-08). */
  crNumber: string;
  address: NationalAddress;
};

/**
 * A line sold. `standard`: VAT category S at 15 %. `out_of_scope`: category O (VATEX-SA-OOS), for a gift card sold:
 * a multi-purpose voucher is not a taxable supply when it is sold; VAT is due when it is redeemed (ADR 0043).
 */
export type DocumentLine = {
  name: string;
  /** A positive whole number. */
  quantity: number;
  /** VAT-inclusive price of one unit, halalas. */
  unitPrice: number;
  vat?: 'standard' | 'out_of_scope';
};

/** A document-level discount on the standard-rated lines (a promo code, points), VAT-inclusive halalas. */
export type DocumentAllowance = { reason: 'promo' | 'points' | 'discount'; label: string; amount: number };

/**
 * Stored value the customer paid with (a gift card redeemed, the wallet): a means of payment, not a discount — it
 * lowers what is left to pay (PrepaidAmount), never the taxable amount (ADR 0043).
 */
export type DocumentPrepayment = { means: 'gift_card' | 'wallet'; amount: number };

export type PaymentMeans = 'cash' | 'card' | 'bank_transfer';

export type DocumentInput = {
  /**
   * 388 simplified tax invoice, 381 credit note (a refund), 383 debit note (the product issues none: ZATCA's
   * compliance checks ask for one when a unit is onboarded).
   */
  kind: 'invoice' | 'credit_note' | 'debit_note';
  /** The document's own number (cbc:ID). */
  number: string;
  uuid: string;
  /** Invoice counter value of the EGS unit (KSA-16). */
  icv: number;
  /** Previous invoice hash, base64 (KSA-13). */
  pih: string;
  issuedAt: Date;
  seller: Seller;
  buyer?: { name?: string };
  lines: DocumentLine[];
  /** Service fees: lines of their own (VAT category S). */
  fees?: { name: string; amount: number }[];
  allowances?: DocumentAllowance[];
  prepaid?: DocumentPrepayment[];
  /** How what is left after stored value is paid (or refunded, for a credit note). */
  paymentMeans: PaymentMeans;
  /** A credit or debit note: the number of the invoice it corrects (BR-KSA-56), and why (KSA-10, BR-KSA-17). */
  billingReference?: string;
  reason?: string;
  note?: string;
};

export type ComputedLine = {
  name: string;
  quantity: number;
  category: 'S' | 'O';
  percent: number;
  /** VAT-exclusive line amount (BT-131). */
  net: number;
  /** Net price and its base quantity: net = quantity × price / baseQuantity exactly. */
  price: number;
  baseQuantity: number | null;
  /** Line VAT (BR-KSA-50) and line amount with VAT (BR-KSA-51). */
  vat: number;
  withVat: number;
};

export type ComputedDocument = {
  lines: ComputedLine[];
  allowances: { reason: DocumentAllowance['reason']; label: string; net: number }[];
  subtotals: { category: 'S' | 'O'; percent: number; taxable: number; vat: number }[];
  lineExtension: number;
  allowanceTotal: number;
  taxExclusive: number;
  vat: number;
  taxInclusive: number;
  prepaid: number;
  rounding: number;
  payable: number;
};

export class DocumentInputError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(`invalid e-invoicing document: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'DocumentInputError';
  }
}

const isHalalas = (n: number) => Number.isSafeInteger(n) && n >= 0;

function validate(doc: DocumentInput): void {
  const issues: { path: string; message: string }[] = [];
  const bad = (path: string, message: string) => issues.push({ path, message });
  if (!Number.isSafeInteger(doc.icv) || doc.icv < 1) bad('icv', 'a whole number from 1');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(doc.uuid))
    bad('uuid', 'not a UUID');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(doc.pih)) bad('pih', 'not base64');
  if (!doc.number.trim()) bad('number', 'empty');
  if (Number.isNaN(doc.issuedAt.getTime())) bad('issuedAt', 'not a date');
  if (!/^3\d{13}3$/.test(doc.seller.vatNumber)) bad('seller.vatNumber', '15 digits, first and last 3');
  if (!/^\d{10}$/.test(doc.seller.crNumber)) bad('seller.crNumber', '10 digits');
  const a = doc.seller.address;
  if (!/^\d{4}$/.test(a.buildingNumber)) bad('seller.address.buildingNumber', '4 digits');
  if (!/^\d{5}$/.test(a.postalCode)) bad('seller.address.postalCode', '5 digits');
  if (a.additionalNumber !== undefined && !/^\d{4}$/.test(a.additionalNumber))
    bad('seller.address.additionalNumber', '4 digits');
  for (const key of ['street', 'district', 'city'] as const)
    if (!a[key].trim()) bad(`seller.address.${key}`, 'empty');
  if (doc.lines.length + (doc.fees?.length ?? 0) === 0) bad('lines', 'no line');
  doc.lines.forEach((l, i) => {
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1)
      bad(`lines.${i}.quantity`, 'a whole number from 1');
    if (!isHalalas(l.unitPrice)) bad(`lines.${i}.unitPrice`, 'whole halalas, not negative');
    if (!l.name.trim()) bad(`lines.${i}.name`, 'empty');
  });
  doc.fees?.forEach((f, i) => {
    if (!isHalalas(f.amount)) bad(`fees.${i}.amount`, 'whole halalas, not negative');
  });
  doc.allowances?.forEach((x, i) => {
    if (!isHalalas(x.amount)) bad(`allowances.${i}.amount`, 'whole halalas, not negative');
  });
  doc.prepaid?.forEach((x, i) => {
    if (!isHalalas(x.amount)) bad(`prepaid.${i}.amount`, 'whole halalas, not negative');
  });
  if (doc.kind !== 'invoice') {
    if (!doc.billingReference?.trim())
      bad('billingReference', 'a credit or debit note names the invoice it corrects');
    if (!doc.reason?.trim()) bad('reason', 'a credit or debit note says why it is issued');
  }
  if (issues.length === 0) {
    const standardGross =
      doc.lines.reduce((n, l) => n + (l.vat === 'out_of_scope' ? 0 : l.unitPrice * l.quantity), 0) +
      (doc.fees ?? []).reduce((n, f) => n + f.amount, 0);
    const allowed = (doc.allowances ?? []).reduce((n, x) => n + x.amount, 0);
    if (allowed > standardGross) bad('allowances', 'more than the standard-rated lines cost');
    const outOfScope = doc.lines.reduce(
      (n, l) => n + (l.vat === 'out_of_scope' ? l.unitPrice * l.quantity : 0),
      0,
    );
    const prepaid = (doc.prepaid ?? []).reduce((n, x) => n + x.amount, 0);
    if (prepaid > standardGross - allowed + outOfScope) bad('prepaid', 'more than the document comes to');
  }
  if (issues.length) throw new DocumentInputError(issues);
}

/** The VAT-exclusive amount T whose T + VAT(T) is `gross`, or one halala less when no T reaches it exactly. */
function taxableFor(gross: number, percent: number): number {
  const guess = Math.floor((gross * 100) / (100 + percent));
  let best = guess;
  for (let t = Math.max(0, guess - 2); t <= guess + 2; t++) {
    const total = t + vatOn(t, percent);
    if (total === gross) return t;
    if (total < gross) best = t;
  }
  return best;
}

export function computeDocument(doc: DocumentInput): ComputedDocument {
  validate(doc);
  const rate = standardRatePercent;
  const raw = [
    ...doc.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      gross: l.unitPrice * l.quantity,
      category: (l.vat === 'out_of_scope' ? 'O' : 'S') as 'S' | 'O',
    })),
    ...(doc.fees ?? []).map((f) => ({ name: f.name, quantity: 1, gross: f.amount, category: 'S' as const })),
  ];
  const nets = raw.map((l) => (l.category === 'S' ? l.gross - vatIn(l.gross, rate) : l.gross));
  const allowances = (doc.allowances ?? []).map((x) => ({
    reason: x.reason,
    label: x.label,
    net: x.amount - vatIn(x.amount, rate),
  }));
  const allowanceTotal = allowances.reduce((n, x) => n + x.net, 0);

  // The standard-rated part: what the customer pays for it (VAT-inclusive) decides the taxable amount; the halala
  // that rounding each line left over goes to the largest line, so the lines and allowances add up to it exactly.
  const standardGross =
    raw.reduce((n, l) => n + (l.category === 'S' ? l.gross : 0), 0) -
    (doc.allowances ?? []).reduce((n, x) => n + x.amount, 0);
  const taxable = taxableFor(standardGross, rate);
  const standardIdx = raw.map((l, i) => (l.category === 'S' ? i : -1)).filter((i) => i >= 0);
  const naive = standardIdx.reduce((n, i) => n + nets[i]!, 0) - allowanceTotal;
  if (standardIdx.length && naive !== taxable) {
    const largest = standardIdx.reduce((a, b) => (nets[b]! > nets[a]! ? b : a));
    nets[largest]! += taxable - naive;
  }

  const lines: ComputedLine[] = raw.map((l, i) => {
    const net = nets[i]!;
    const percent = l.category === 'S' ? rate : 0;
    const vat = vatOn(net, percent);
    const exact = net % l.quantity === 0;
    return {
      name: l.name,
      quantity: l.quantity,
      category: l.category,
      percent,
      net,
      price: exact ? net / l.quantity : net,
      baseQuantity: exact ? null : l.quantity,
      vat,
      withVat: net + vat,
    };
  });
  const outOfScope = lines.filter((l) => l.category === 'O').reduce((n, l) => n + l.net, 0);
  const subtotals: ComputedDocument['subtotals'] = [];
  if (standardIdx.length)
    subtotals.push({ category: 'S', percent: rate, taxable, vat: vatOn(taxable, rate) });
  if (lines.some((l) => l.category === 'O'))
    subtotals.push({ category: 'O', percent: 0, taxable: outOfScope, vat: 0 });

  const lineExtension = lines.reduce((n, l) => n + l.net, 0);
  const taxExclusive = lineExtension - allowanceTotal;
  const vat = subtotals.reduce((n, s) => n + s.vat, 0);
  const taxInclusive = taxExclusive + vat;
  const prepaid = (doc.prepaid ?? []).reduce((n, x) => n + x.amount, 0);
  const rounding = standardGross + outOfScope - taxInclusive;
  return {
    lines,
    allowances,
    subtotals,
    lineExtension,
    allowanceTotal,
    taxExclusive,
    vat,
    taxInclusive,
    prepaid,
    rounding,
    payable: taxInclusive - prepaid + rounding,
  };
}
