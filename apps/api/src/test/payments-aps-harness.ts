/**
 * Shared set-up of the APS adapter tests: a fresh fake APS and fresh merchant endpoints per test, and the
 * customer's steps (type a card on the merchant page, answer the 3-D Secure page) played with fetch.
 * Call `useApsHarness()` inside a describe block; it registers the hooks.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import type { PaymentProvider, PurchaseRequest } from '../integrations/payments/interface.ts';
import {
  parseForm,
  postForm,
  startMerchantEndpoints,
  type MerchantEndpoints,
} from '../integrations/payments/aps/fake-browser.ts';
import { startFakeApsServer, type FakeAps } from '../integrations/payments/aps/fake-aps-server.ts';
import { createApsProvider, type ApsOptions } from '../integrations/payments/aps/provider.ts';

export const SECRETS = {
  merchantIdentifier: 'MxvOupuG',
  accessCode: 'SILgpo7pWbmzuURp2qri',
  // Different phrases, so a mix-up between them cannot pass unnoticed.
  shaRequestPhrase: 'req-PHRASE-1',
  shaResponsePhrase: 'res-PHRASE-2',
};

export const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

export type ApsHarness = {
  merchant: MerchantEndpoints;
  /** Replaceable by a test (it is closed after each test, whichever it is then). */
  fake: FakeAps;
  provider: PaymentProvider;
  makeProvider(overrides?: Partial<ApsOptions>): PaymentProvider;
  /** The browser opens the tokenization form, types the card and lands on our return URL. */
  typeCard(
    number: string,
    options?: { expiry?: string; rememberCard?: boolean },
  ): Promise<{ reference: string; params: Record<string, string> }>;
  /** typeCard, then parseReturn, which must say "tokenized". */
  tokenize(number: string): Promise<{ reference: string; card: { token: string; brand: string } }>;
  purchaseFor(token: string, overrides?: Partial<PurchaseRequest>): PurchaseRequest;
  /** After a 3-D Secure redirect: the browser answers the ACS and is posted back to our return URL. */
  authenticate(url: string, outcome: 'authenticated' | 'failed'): Promise<Record<string, string>>;
};

let serial = 0;
const ref = (prefix: string) => `${prefix}-${++serial}`;

export function useApsHarness(): ApsHarness {
  const h = {} as ApsHarness;

  h.makeProvider = (overrides = {}) =>
    createApsProvider({
      ...SECRETS,
      checkoutUrl: h.fake.checkoutUrl,
      apiUrl: h.fake.apiUrl,
      fallbackEmail: 'payments@hajz.test',
      timeoutMs: 2000,
      ...overrides,
    });

  h.typeCard = async (number, options = {}) => {
    const reference = ref('card');
    const page = h.provider.tokenizationPage({
      reference,
      language: 'en',
      returnUrl: h.merchant.returnUrl,
      rememberCard: options.rememberCard ?? true,
    });
    if (page.kind !== 'form') throw new Error('APS serves a form');
    const cardPage = await postForm(page.action, page.fields);
    expect(cardPage.status).toBe(200);
    const form = parseForm(await cardPage.text(), page.action);
    const landed = await postForm(form.action, {
      ...form.fields,
      card_number: number,
      expiry: options.expiry ?? `05/${NEXT_YEAR}`,
      card_security_code: '123',
      card_holder_name: 'Sara Alharbi',
    });
    expect(landed.url.startsWith(h.merchant.returnUrl)).toBe(true);
    return { reference, params: h.merchant.returns.at(-1)! };
  };

  h.tokenize = async (number) => {
    const { params } = await h.typeCard(number);
    const result = h.provider.parseReturn(params);
    if (result?.kind !== 'tokenized') throw new Error(`not tokenized: ${JSON.stringify(result)}`);
    return result;
  };

  h.purchaseFor = (token, overrides = {}) => ({
    reference: ref('pay'),
    amount: 15000,
    currency: 'SAR',
    token,
    customerEmail: null,
    customerName: 'Sara Alharbi',
    customerIp: '203.0.113.9',
    language: 'en',
    returnUrl: h.merchant.returnUrl,
    savedCard: false,
    ...overrides,
  });

  h.authenticate = async (url, outcome) => {
    const acs = await fetch(url);
    const form = parseForm(await acs.text(), url);
    const next = await postForm(form.action, { ...form.fields, outcome });
    const autoPost = parseForm(await next.text(), form.action);
    expect(autoPost.action).toBe(h.merchant.returnUrl);
    await postForm(autoPost.action, autoPost.fields);
    return h.merchant.returns.at(-1)!;
  };

  beforeEach(async () => {
    h.merchant = await startMerchantEndpoints();
    h.fake = await startFakeApsServer({ ...SECRETS, notificationUrl: h.merchant.notificationUrl });
    h.provider = h.makeProvider();
  });
  afterEach(async () => {
    await h.fake.settled();
    await h.fake.close();
    await h.merchant.close();
  });

  return h;
}
