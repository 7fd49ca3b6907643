/** The stamp: ours against the independent implementation both ways, and what a verifier must catch. */
import { describe, expect, it, vi } from 'vitest';
import {
  buildInvoice,
  decodeTlv,
  encodeTlv,
  invoiceHash,
  signInvoice,
  verifySignedInvoice,
  XmlError,
} from '../src/index.ts';
import { invoice, keys, sdk } from './fixtures.ts';
import { hashOf, signIndependently, verifyIndependently } from './independent.ts';

// Each test signs and verifies with two implementations: seconds, not milliseconds, on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const unsigned = buildInvoice(
  invoice({
    lines: [
      { name: 'Haircut', quantity: 1, unitPrice: 11_500 },
      { name: 'Manicure', quantity: 3, unitPrice: 4_999 },
    ],
    fees: [{ name: 'Booking fee', amount: 1_000 }],
    allowances: [{ reason: 'promo', label: 'Promo code AUTUMN', amount: 2_000 }],
    prepaid: [{ means: 'gift_card', amount: 5_000 }],
  }),
);
const signingTime = new Date('2026-11-27T10:15:31Z');
const codes = (xml: string) => verifySignedInvoice(xml).map((p) => p.code);

describe('signInvoice', () => {
  const signed = signInvoice(unsigned, { ...keys, signingTime });

  it('leaves the hash unchanged: the unsigned and the signed document hash alike, by both implementations', () => {
    expect(signed.hash).toBe(invoiceHash(unsigned));
    expect(invoiceHash(signed.xml)).toBe(signed.hash);
    expect(hashOf(signed.xml)).toBe(signed.hash);
  });

  it('is accepted by our verifier and by the independent one', () => {
    expect(verifySignedInvoice(signed.xml)).toEqual([]);
    expect(verifyIndependently(signed.xml)).toEqual([]);
  });

  it('embeds the QR it returns, with tags 1–9', () => {
    expect(signed.xml).toContain(`mimeCode="text/plain">${signed.qr}</cbc:EmbeddedDocumentBinaryObject>`);
    const tags = decodeTlv(Buffer.from(signed.qr, 'base64'));
    expect(tags.map((t) => t.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tags[0]!.value.toString()).toBe('صالون الورد للتجميل & Co.');
    // The issue date and time as the document states them (AST), with the SDK's Z.
    expect(tags[2]!.value.toString()).toBe('2026-11-27T13:15:30Z');
    expect(tags[5]!.value.toString()).toBe(signed.hash);
    expect(tags[6]!.value.toString()).toBe(signed.signature);
    // ZATCA's security standard, section 4.1: at most 700 characters.
    expect(signed.qr.length).toBeLessThanOrEqual(700);
  });

  it('keeps one Z in tag 3 when the document states its time in UTC (hh:mm:ssZ, BR-KSA-70)', () => {
    const utc = unsigned.replace(
      '<cbc:IssueTime>13:15:30</cbc:IssueTime>',
      '<cbc:IssueTime>10:15:30Z</cbc:IssueTime>',
    );
    expect(utc).not.toBe(unsigned);
    const signedUtc = signInvoice(utc, { ...keys, signingTime });
    expect(decodeTlv(Buffer.from(signedUtc.qr, 'base64'))[2]!.value.toString()).toBe('2026-11-27T10:15:30Z');
    expect(verifySignedInvoice(signedUtc.xml)).toEqual([]);
    expect(verifyIndependently(signedUtc.xml)).toEqual([]);
  });

  it('takes the SDK key and certificate as bare base64 too, and re-signs a signed document', () => {
    const bare = signInvoice(unsigned, {
      privateKeyPem: sdk.privateKey,
      certificatePem: sdk.certificate,
      signingTime,
    });
    expect(verifySignedInvoice(bare.xml)).toEqual([]);
    const again = signInvoice(bare.xml, { ...keys, signingTime: new Date('2026-11-27T11:00:00Z') });
    expect(again.hash).toBe(bare.hash);
    expect(verifySignedInvoice(again.xml)).toEqual([]);
    expect(again.xml.match(/<ext:UBLExtensions>/g)).toHaveLength(1);
    expect(again.xml.match(/<cbc:ID>QR<\/cbc:ID>/g)).toHaveLength(1);
  });

  it('refuses what is not a UBL invoice or has no PIH', () => {
    expect(() => signInvoice('<Invoice', keys)).toThrow(XmlError);
    expect(() => signInvoice('<Order xmlns="urn:x"/>', keys)).toThrow(XmlError);
    const noPih = unsigned.replace(
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>PIH[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    );
    expect(() => signInvoice(noPih, keys)).toThrow(/PIH/);
  });
});

describe('every kind of document', () => {
  it.each([
    [
      'a credit note',
      invoice({ kind: 'credit_note', billingReference: 'HJZ-2026-000001', reason: 'Cancelled' }),
    ],
    [
      'a debit note',
      invoice({ kind: 'debit_note', billingReference: 'HJZ-2026-000001', reason: 'Extended' }),
    ],
    [
      'a gift card sold (out of scope) and a service',
      invoice({
        lines: [
          { name: 'بطاقة هدية', quantity: 1, unitPrice: 20_000, vat: 'out_of_scope' },
          { name: 'Haircut', quantity: 1, unitPrice: 11_500 },
        ],
      }),
    ],
  ])('%s: signed by each implementation, verified by both', (_name, doc) => {
    const xml = buildInvoice(doc);
    const ours = signInvoice(xml, { ...keys, signingTime }).xml;
    const theirs = signIndependently(xml, {
      privateKey: sdk.privateKey,
      certificate: sdk.certificate,
      signingTime: '2026-11-27T10:15:31Z',
    });
    for (const signed of [ours, theirs]) {
      expect(verifySignedInvoice(signed)).toEqual([]);
      expect(verifyIndependently(signed)).toEqual([]);
    }
  });
});

describe('the independent implementation signs, ours verifies', () => {
  it('accepts its signature, signed properties and QR', () => {
    const theirs = signIndependently(unsigned, {
      privateKey: sdk.privateKey,
      certificate: sdk.certificate,
      signingTime: '2026-11-27T10:15:31Z',
    });
    expect(verifyIndependently(theirs)).toEqual([]);
    expect(verifySignedInvoice(theirs)).toEqual([]);
    expect(invoiceHash(theirs)).toBe(invoiceHash(unsigned));
  });
});

describe('verifySignedInvoice catches', () => {
  const signed = signInvoice(unsigned, { ...keys, signingTime }).xml;

  it('a tampered amount (hash mismatch), with the independent verifier agreeing', () => {
    const tampered = signed.replace(
      '<cbc:PayableAmount currencyID="SAR">',
      '<cbc:PayableAmount currencyID="SAR">1',
    );
    expect(tampered).not.toBe(signed);
    expect(codes(tampered)).toEqual(['hash_mismatch', 'qr_mismatch']);
    expect(verifyIndependently(tampered)).toContain('hash');
  });

  it('a tampered line amount with a re-stated hash (the signature no longer covers it)', () => {
    const tampered = signed.replace(/(<cac:InvoiceLine>[\s\S]*?<cbc:Name>)Haircut/, '$1Haircut (VIP)');
    const newHash = invoiceHash(tampered);
    const restated = tampered.replace(
      /(Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>)[^<]+/,
      `$1${newHash}`,
    );
    expect(codes(restated)).toEqual(['bad_signature', 'qr_mismatch']);
  });

  it('a signature from another key', () => {
    const other = signInvoice(unsigned.replace('HJZ-2026-000001', 'HJZ-2026-000002'), {
      ...keys,
      signingTime,
    });
    const sig = /<ds:SignatureValue>([^<]+)</.exec(other.xml)![1]!;
    const swapped = signed.replace(/<ds:SignatureValue>[^<]+</, `<ds:SignatureValue>${sig}<`);
    expect(codes(swapped)).toContain('bad_signature');
  });

  it('a wrong certificate digest, and a wrong issuer serial', () => {
    const digest = signed.replace(/(<xades:CertDigest>[\s\S]*?<ds:DigestValue>)[^<]+/, '$1AAAA');
    expect(codes(digest)).toEqual(['bad_cert_digest', 'bad_signed_properties_digest']);
    const serial = signed.replace(/<ds:X509SerialNumber>\d+/, '<ds:X509SerialNumber>1');
    expect(codes(serial)).toEqual(['bad_issuer_serial', 'bad_signed_properties_digest']);
  });

  it('a changed signing time (signed properties digest)', () => {
    const changed = signed.replace(/<xades:SigningTime>[^<]+/, '<xades:SigningTime>2020-01-01T00:00:00Z');
    expect(codes(changed)).toEqual(['bad_signed_properties_digest']);
  });

  it('a QR that does not match the document (tag 4 total) or is missing', () => {
    const qr = /<cbc:ID>QR<\/cbc:ID>[\s\S]*?mimeCode="text\/plain">([^<]+)</.exec(signed)![1]!;
    const fields = decodeTlv(Buffer.from(qr, 'base64')).map((f) => ({
      tag: f.tag,
      value: f.tag === 4 ? '999.99' : f.value,
    }));
    const forged = signed.replace(qr, encodeTlv(fields).toString('base64'));
    const problems = verifySignedInvoice(forged);
    expect(problems.map((p) => p.code)).toEqual(['qr_mismatch']);
    expect(problems[0]!.detail).toMatch(/tag 4/);
    const noQr = signed.replace(
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    );
    expect(codes(noQr)).toEqual(['no_qr']);
  });

  it('an unsigned or malformed document', () => {
    expect(codes(unsigned)).toEqual(['no_signature']);
    expect(codes('<Invoice><unclosed></Invoice>')).toEqual(['malformed']);
    const entities = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY a "aaaa">]>${unsigned.slice(unsigned.indexOf('<Invoice'))}`;
    expect(verifySignedInvoice(entities)).toEqual([
      { code: 'malformed', detail: 'a DOCTYPE is not allowed in an e-invoice' },
    ]);
  });
});
