/**
 * ZATCA's published SDK samples (test-data/README.md): our hash equals the hash they state, and the published
 * signature, certificate digest, issuer/serial and QR verify with our verifier and with the independent one.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  buildInvoice,
  certificateInfo,
  decodeTlv,
  documentFacts,
  invoiceHash,
  signInvoice,
  verifySignedInvoice,
} from '../src/index.ts';
import { invoice, keys, sdk, statedDigest } from './fixtures.ts';
import { hashOf, verifyIndependently } from './independent.ts';

// Each test signs and verifies with two implementations: seconds, not milliseconds, on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

describe("ZATCA's SDK samples", () => {
  it.each([
    ['Simplified_Invoice.xml', sdk.invoice, 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk='],
    ['Simplified_Credit_Note.xml', sdk.creditNote, 'nB55RlCPj1aF1dp/sRG+U26hg8P06M9BtTMxseocyrE='],
  ])('%s hashes to the digest it states', (_name, xml, published) => {
    expect(statedDigest(xml, 'invoiceSignedData')).toBe(published);
    expect(invoiceHash(xml)).toBe(published);
    expect(hashOf(xml)).toBe(published);
  });

  it("the sample invoice's signature, certificate digest, issuer, serial and QR verify", () => {
    const problems = verifySignedInvoice(sdk.invoice);
    // The SDK marks its signature values "sample values only": the signed-properties digest is one (no canonical
    // form of its SignedProperties gives it; ADR 0043). Everything else in the stamp holds.
    expect(problems.map((p) => p.code)).toEqual(['bad_signed_properties_digest']);
    expect(verifyIndependently(sdk.invoice)).toEqual(['signed properties']);
  });

  it("the sample's QR carries tags 1–9 as our reader decodes them", () => {
    const qr = /<cbc:ID>QR<\/cbc:ID>[\s\S]*?mimeCode="text\/plain">([^<]+)</.exec(sdk.invoice)![1]!;
    const tags = new Map(decodeTlv(Buffer.from(qr, 'base64')).map((f) => [f.tag, f.value]));
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tags.get(1)!.toString()).toBe('Acme Widget’s LTD');
    expect(tags.get(3)!.toString()).toBe('2022-08-17T17:41:08Z');
    expect(tags.get(4)!.toString()).toBe('231.15');
    expect(tags.get(6)!.toString()).toBe(statedDigest(sdk.invoice, 'invoiceSignedData'));
    const cert = certificateInfo(/<ds:X509Certificate>([^<]+)</.exec(sdk.invoice)![1]!);
    expect(tags.get(8)!.equals(cert.publicKeyDer)).toBe(true);
    expect(tags.get(9)!.equals(cert.signature)).toBe(true);
  });

  it("reads the SDK certificate's issuer, serial and digest as the sample states them", () => {
    const cert = certificateInfo(/<ds:X509Certificate>([^<]+)</.exec(sdk.invoice)![1]!);
    expect(cert.issuer).toBe('CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local');
    expect(cert.serialNumber).toBe('2475382886904809774818644480820936050208702411');
    expect(cert.digest).toBe(
      'YTJkM2JhYTcwZTBhZTAxOGYwODMyNzY3NTdkZDM3YzhjY2IxOTIyZDZhM2RlZGJiMGY0NDUzZWJhYWI4MDhmYg==',
    );
  });

  it('our signature extension, QR reference and cac:Signature are laid out as in the sample, byte for byte but the values', () => {
    const signed = signInvoice(buildInvoice(invoice()), {
      ...keys,
      signingTime: new Date('2026-11-27T10:15:31Z'),
    }).xml;
    const stamp = (xml: string) =>
      [
        xml.slice(xml.indexOf('<ext:UBLExtensions>'), xml.indexOf('</ext:UBLExtensions>')),
        xml.slice(
          xml.indexOf('<cac:AdditionalDocumentReference>\n        <cbc:ID>QR'),
          xml.indexOf('</cac:Signature>'),
        ),
      ]
        .join('\n')
        .replace(/\s*<!--[^>]*-->/g, '')
        .replace(
          /<(ds:DigestValue|ds:SignatureValue|ds:X509Certificate|xades:SigningTime|ds:X509SerialNumber|cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain")>[^<]*</g,
          '<$1>…<',
        );
    expect(stamp(signed)).toBe(stamp(sdk.invoice));
  });

  it('reads the facts a receiver chains with from the sample "credit note"', () => {
    // The SDK's Simplified_Credit_Note.xml carries type code 383, a debit note in UNTDID 1001 and in ZATCA's data
    // dictionary (its Simplified_Debit_Note.xml carries 381): the file names are swapped, the codes are what count.
    expect(documentFacts(sdk.creditNote)).toMatchObject({
      kind: 'debit_note',
      icv: 70,
      uuid: '005b5801-9729-4067-a2d0-3cf79cddf16f',
      subtype: '0211010',
      hash: 'nB55RlCPj1aF1dp/sRG+U26hg8P06M9BtTMxseocyrE=',
      pih: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    });
    expect(documentFacts(sdk.creditNote).billingReference).toMatch(/^Invoice Number: 354/);
  });
});
