import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseShaType,
  signatureBase,
  signRequest,
  TOKENIZATION_UNSIGNED_FIELDS,
  verifyResponse,
} from './signature.ts';

/** The request of the API reference's "Signature" example (SHA request phrase "PASS", SHA-256). */
const DOC_PURCHASE = {
  command: 'PURCHASE',
  merchant_reference: 'Test010',
  amount: '1000',
  access_code: 'SILgpo7pWbmzuURp2qri',
  merchant_identifier: 'MxvOupuG',
  currency: 'USD',
  language: 'en',
  customer_email: 'test@gmail.com',
};

describe('APS signature', () => {
  it("reproduces the docs' PURCHASE example, string to hash and all", () => {
    expect(signatureBase(DOC_PURCHASE, 'PASS')).toBe(
      'PASSaccess_code=SILgpo7pWbmzuURp2qriamount=1000command=PURCHASEcurrency=USD' +
        'customer_email=test@gmail.comlanguage=enmerchant_identifier=MxvOupuGmerchant_reference=Test010PASS',
    );
    // The docs print it in upper case: 94C38AFC7BDAE0114FC8C740EDF12416F22998241CE4B4EA70D5521233A2C882.
    expect(signRequest(DOC_PURCHASE, 'PASS', 'sha256')).toBe(
      '94c38afc7bdae0114fc8c740edf12416f22998241ce4b4ea70d5521233a2c882',
    );
  });

  it("reproduces the docs' Merchant Page 2.0 example, where the card fields stay out of the signature", () => {
    const request = {
      service_command: 'TOKENIZATION',
      language: 'en',
      merchant_identifier: 'MxvOupuG',
      access_code: 'SILgpo7pWbmzuURp2qri',
      merchant_reference: 'MyReference0001',
      card_security_code: '123',
      card_number: '4005550000000001',
      expiry_date: '2105',
      remember_me: 'YES',
      card_holder_name: 'John Smith',
    };
    const signed = Object.fromEntries(
      Object.entries(request).filter(([key]) => !TOKENIZATION_UNSIGNED_FIELDS.includes(key)),
    );
    expect(Object.keys(signed).sort()).toEqual([
      'access_code',
      'language',
      'merchant_identifier',
      'merchant_reference',
      'service_command',
    ]);
    expect(signRequest(signed, 'PASS')).toBe(
      '7ee560ccd621da61bfc772f2f1b5849babda768f5ee36d4de67efa88403e4b99',
    );
  });

  it('matches a hand-made sort, concatenation, wrap and hash, in UTF-8, for each SHA type', () => {
    const params = {
      signature: 'ignored-by-the-algorithm',
      merchant_reference: 'hajz-42',
      Zeta: 'capital letters sort first',
      amount: 15000,
      customer_name: 'سارة',
      empty: '',
    };
    const byHand =
      'phrase!' +
      'Zeta=capital letters sort first' +
      'amount=15000' +
      'customer_name=سارة' +
      'empty=' +
      'merchant_reference=hajz-42' +
      'phrase!';
    expect(signatureBase(params, 'phrase!')).toBe(byHand);
    for (const [type, algorithm] of [
      ['sha256', 'sha256'],
      ['sha512', 'sha512'],
      ['sha1', 'sha1'],
    ] as const) {
      const expected = createHash(algorithm).update(Buffer.from(byHand, 'utf8')).digest('hex');
      expect(signRequest(params, 'phrase!', type)).toBe(expected);
    }
    expect(signRequest(params, 'phrase!', 'sha512')).toHaveLength(128);
  });

  it('verifies an answer signed with the phrase, in either case of hex', () => {
    const answer = { ...DOC_PURCHASE, response_code: '14000', status: '14', fort_id: '149295435400084008' };
    const signature = signRequest(answer, 'RESPONSE-PHRASE');
    expect(verifyResponse({ ...answer, signature }, 'RESPONSE-PHRASE')).toBe(true);
    expect(verifyResponse({ ...answer, signature: signature.toUpperCase() }, 'RESPONSE-PHRASE')).toBe(true);
  });

  it('refuses a tampered, extended, shortened, unsigned or wrongly keyed answer', () => {
    const answer = { ...DOC_PURCHASE, response_code: '14000', status: '14' };
    const signature = signRequest(answer, 'RESPONSE-PHRASE');
    const { status: _status, ...shorter } = answer;
    expect(verifyResponse({ ...answer, amount: '100000', signature }, 'RESPONSE-PHRASE')).toBe(false);
    expect(verifyResponse({ ...answer, fort_id: '1', signature }, 'RESPONSE-PHRASE')).toBe(false);
    expect(verifyResponse({ ...shorter, signature }, 'RESPONSE-PHRASE')).toBe(false);
    expect(verifyResponse(answer, 'RESPONSE-PHRASE')).toBe(false);
    expect(verifyResponse({ ...answer, signature }, 'REQUEST-PHRASE')).toBe(false);
    expect(verifyResponse({ ...answer, signature }, 'RESPONSE-PHRASE', 'sha512')).toBe(false);
    expect(verifyResponse({ ...answer, signature: signature.slice(0, -2) }, 'RESPONSE-PHRASE')).toBe(false);
    expect(verifyResponse({ ...answer, signature: `${signature.slice(0, -1)}z` }, 'RESPONSE-PHRASE')).toBe(
      false,
    );
  });

  it("reads the back office's SHA type names", () => {
    expect(parseShaType('SHA-256')).toBe('sha256');
    expect(parseShaType('sha512')).toBe('sha512');
    expect(parseShaType('SHA-128')).toBe('sha1');
    expect(parseShaType('MD5')).toBeNull();
  });
});
