import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentLanguage } from '../interface.ts';
import { createSandboxGateway } from './gateway.ts';
import { texts } from './texts.ts';

const secret = 'pages-secret';
const now = () => new Date('2026-05-15T10:00:00Z');
const returnUrl = '/api/v1/payments/return?attempt=42';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const unescape = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function setup() {
  const notified: Record<string, string>[] = [];
  const gateway = createSandboxGateway({ secret, now, notify: async (params) => void notified.push(params) });
  // Typed like the real app (zod type provider), so registering the plugin there type-checks too.
  const instance = Fastify().withTypeProvider<ZodTypeProvider>();
  await instance.register(gateway.routes, { prefix: '/sandbox-gateway' });
  app = instance;
  return { gateway, notified, app: instance };
}

/** The card page's signed query, as `tokenizationPage` hands it out. */
function pageQuery(gateway: ReturnType<typeof createSandboxGateway>, language: PaymentLanguage = 'en') {
  const page = gateway.provider.tokenizationPage({
    reference: 'setup-7',
    language,
    returnUrl,
    rememberCard: true,
  });
  if (page.kind !== 'redirect') throw new Error('expected a redirect');
  return { url: page.url, fields: queryOf(page.url) };
}

const inputTag = (html: string, id: string) => html.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0] ?? '';

describe('sandbox card page', () => {
  it('renders a standalone English page with labelled card fields and the test cards', async () => {
    const { gateway, app } = await setup();
    const response = await app.inject({ url: pageQuery(gateway).url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<h1>Secure card payment</h1>');
    expect(html).toContain('Sandbox');
    for (const [id, autocomplete] of [
      ['number', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvc', 'cc-csc'],
      ['holder', 'cc-name'],
    ] as const) {
      expect(html).toContain(`<label for="${id}">`);
      expect(inputTag(html, id)).toContain(`autocomplete="${autocomplete}"`);
    }
    expect(inputTag(html, 'number')).toContain('inputmode="numeric"');
    expect(html).toContain('4000 0000 0000 3220');
    expect(html).toContain(texts.en.behaviours.insufficient_funds);
    expect(html.slice(html.indexOf('</style>'))).not.toMatch(/SAR|\d+\.\d\d/); // no amount known yet
    // One script only: the scheme mark's (ADR 0052), the one the page's CSP allows by its hash.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<p class="scheme" id="card-scheme" data-scheme=""');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+';/);
    expect(html).not.toMatch(/(?:margin|padding)-(?:left|right)|text-align:\s*(?:left|right)|float:/);
  });

  it('renders in Arabic, right to left', async () => {
    const { gateway, app } = await setup();
    const html = (await app.inject({ url: pageQuery(gateway, 'ar').url })).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1>${texts.ar.cardTitle}</h1>`);
    expect(html).toContain(texts.ar.continue);
    expect(html).toContain(texts.ar.rememberNote);
    expect(html).not.toContain(texts.en.cardTitle);
  });

  it('refuses a changed or unsigned request with a translated 400 page', async () => {
    const { gateway, app } = await setup();
    const { fields } = pageQuery(gateway, 'ar');
    const changed = await app.inject({
      url: `/sandbox-gateway/pay?${form({ ...fields, return_url: 'https://evil.example/steal' })}`,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.body).toContain('dir="rtl"');
    expect(changed.body).toContain(texts.ar.badRequestTitle);
    const { signature: _signature, ...unsigned } = pageQuery(gateway).fields;
    const missing = await app.inject({ url: `/sandbox-gateway/pay?${form(unsigned)}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(texts.en.badRequestTitle);
    const script = gateway.provider.tokenizationPage({
      reference: 'setup-7',
      language: 'en',
      returnUrl: 'javascript:alert(1)',
      rememberCard: false,
    });
    if (script.kind !== 'redirect') throw new Error('expected a redirect');
    expect((await app.inject({ url: script.url })).statusCode).toBe(400);
    const posted = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay',
      headers: formHeaders,
      payload: form({ ...fields, reference: 'setup-8', number: '4111111111111111' }),
    });
    expect(posted.statusCode).toBe(400);
  });

  it.each(['en', 'ar'] as const)(
    'shows each field error in %s without echoing the card',
    async (language) => {
      const { gateway, app } = await setup();
      const t = texts[language];
      const post = (card: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/sandbox-gateway/pay',
          headers: formHeaders,
          payload: form({ ...pageQuery(gateway, language).fields, ...card }),
        });

      const first = await post({ number: '4111 1111 1111 1112', expiry: '13/30', cvc: '987', holder: '' });
      expect(first.statusCode).toBe(422);
      const html = first.body;
      expect(html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(html).toMatch(/<div class="summary" role="alert"/);
      for (const [id, message] of [
        ['number', t.errors.number_luhn],
        ['expiry', t.errors.expiry_format],
        ['holder', t.errors.holder_required],
      ] as const) {
        expect(html).toContain(`<p class="error" id="${id}-error">${message}</p>`);
        expect(inputTag(html, id)).toContain('aria-invalid="true"');
        expect(inputTag(html, id)).toMatch(new RegExp(`aria-describedby="[^"]*${id}-error`));
      }
      expect(inputTag(html, 'cvc')).not.toContain('aria-invalid');
      expect(html).not.toMatch(/4111\s?1111\s?1111\s?1112/);
      expect(inputTag(html, 'number')).not.toContain('value=');
      expect(inputTag(html, 'cvc')).not.toContain('value=');
      expect(inputTag(html, 'expiry')).toContain('value="13/30"');

      const second = await post({ number: '3782 822463 10006', expiry: '04/26', cvc: '123', holder: 'A&B' });
      expect(second.body).toContain(t.errors.number_luhn);
      expect(second.body).toContain(t.errors.expiry_past);
      expect(second.body).toContain(t.errors.cvc_4);
      expect(second.body).toContain(t.errors.holder_chars);
      expect(second.body).toContain('value="A&amp;B"');

      const third = await post({ number: '', expiry: '', cvc: '', holder: 'Sara' });
      for (const code of ['number_required', 'expiry_required', 'cvc_required'] as const)
        expect(third.body).toContain(t.errors[code]);
    },
  );

  it('sends a valid card back to the return URL with a signed token parseReturn accepts', async () => {
    const { gateway, app } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay',
      headers: formHeaders,
      payload: form({
        ...pageQuery(gateway).fields,
        number: '4111 1111 1111 1111',
        expiry: '12 / 30',
        cvc: '123',
        holder: '  Sara   Al-Qahtani ',
      }),
    });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location.startsWith('/api/v1/payments/return?attempt=42&')).toBe(true);
    expect(location).not.toContain('4111111111111111');
    const params = queryOf(location);
    expect(params).toMatchObject({ kind: 'tokenization', status: 'success', remember: '1' });
    const result = gateway.provider.parseReturn(params);
    expect(result).toEqual({
      kind: 'tokenized',
      reference: 'setup-7',
      rememberCard: true,
      card: {
        token: expect.stringMatching(/^sbxtok_/),
        brand: 'VISA',
        last4: '1111',
        expiry: '1230',
        holderName: 'Sara Al-Qahtani',
      },
    });
    expect(gateway.provider.parseReturn({ ...params, last4: '9999' })).toBeNull();
  });

  it('cancels back to the return URL with a signed cancellation', async () => {
    const { gateway, app } = await setup();
    const html = (await app.inject({ url: pageQuery(gateway).url })).body;
    const href = unescape(html.match(/<a class="cancel" href="([^"]+)"/)?.[1] ?? '');
    expect(href.startsWith('/api/v1/payments/return?')).toBe(true);
    expect(gateway.provider.parseReturn(queryOf(href))).toEqual({
      kind: 'tokenization_failed',
      reference: 'setup-7',
      reason: 'cancelled',
      providerCode: 'cancelled',
    });
  });
});

describe('sandbox 3-D Secure page', () => {
  async function challenge(language: PaymentLanguage = 'ar') {
    const context = await setup();
    const tokenized = await context.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay',
      headers: formHeaders,
      payload: form({
        ...pageQuery(context.gateway).fields,
        number: '4000000000003220',
        expiry: '12/30',
        cvc: '123',
        holder: 'Sara',
      }),
    });
    const card = context.gateway.provider.parseReturn(queryOf(tokenized.headers.location as string));
    if (card?.kind !== 'tokenized') throw new Error('expected a token');
    const result = await context.gateway.provider.purchase({
      reference: 'pay-9',
      amount: 15000,
      currency: 'SAR',
      token: card.card.token,
      customerEmail: null,
      customerName: null,
      customerIp: '127.0.0.1',
      language,
      returnUrl,
      savedCard: false,
    });
    if (result.status !== 'redirect') throw new Error('expected a 3-D Secure redirect');
    const [path] = result.url.split('?') as [string];
    const signature = queryOf(result.url).signature!;
    const answer = (fields: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: path,
        headers: formHeaders,
        payload: form({ signature, ...fields }),
      });
    return { ...context, url: result.url, path, answer, transactionId: result.transactionId };
  }

  it('asks in the purchase language, and the right code pays', async () => {
    const { app, url, answer, gateway, notified, transactionId } = await challenge('ar');
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain(texts.ar.challengeTitle);
    expect(page.body).toContain('150.00\u00a0ر.س');
    expect(page.body).toContain(texts.ar.codeHint);
    expect(inputTag(page.body, 'code')).toContain('autocomplete="one-time-code"');

    const done = await answer({ code: '1234', action: 'submit' });
    expect(done.statusCode).toBe(303);
    const params = queryOf(done.headers.location as string);
    expect(params).toMatchObject({ attempt: '42', kind: 'payment', status: 'paid', amount: '15000' });
    expect(gateway.provider.parseReturn(params)).toEqual({
      kind: 'payment',
      reference: 'pay-9',
      status: 'paid',
      transactionId,
      amount: 15000,
      card: null,
    });
    await expect(gateway.provider.checkStatus('pay-9')).resolves.toMatchObject({
      status: 'paid',
      transactionId,
    });
    await vi.waitFor(() => expect(notified).toHaveLength(1));
    expect(gateway.provider.parseNotification(notified[0]!)).toMatchObject({
      reference: 'pay-9',
      status: 'paid',
    });
    // Coming back to the page afterwards goes to the same result instead of asking again.
    const again = await app.inject({ url });
    expect(again.statusCode).toBe(303);
    expect(queryOf(again.headers.location as string)).toEqual(params);
  });

  it('allows three tries, then fails with authentication_failed', async () => {
    const { answer, gateway, notified } = await challenge('en');
    const empty = await answer({ code: ' ', action: 'submit' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(texts.en.errors.code_required);
    const first = await answer({ code: '0000', action: 'submit' });
    expect(first.statusCode).toBe(422);
    expect(first.body).toContain(texts.en.codeWrong(2));
    expect(first.body).toMatch(/role="alert"/);
    expect(first.body).toMatch(/aria-describedby="code-hint code-error"/);
    expect((await answer({ code: '1111', action: 'submit' })).body).toContain(texts.en.codeWrong(1));
    const last = await answer({ code: '9999', action: 'submit' });
    expect(last.statusCode).toBe(303);
    const result = gateway.provider.parseReturn(queryOf(last.headers.location as string));
    expect(result).toMatchObject({ kind: 'payment', status: 'failed', reason: 'authentication_failed' });
    await vi.waitFor(() => expect(notified).toHaveLength(1));
    expect(gateway.provider.parseNotification(notified[0]!)).toMatchObject({
      status: 'failed',
      reason: 'authentication_failed',
    });
  });

  it('cancels as a failed payment', async () => {
    const { answer, gateway } = await challenge();
    const response = await answer({ code: '', action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(gateway.provider.parseReturn(queryOf(response.headers.location as string))).toMatchObject({
      kind: 'payment',
      reference: 'pay-9',
      status: 'failed',
      reason: 'cancelled',
    });
    await expect(gateway.provider.checkStatus('pay-9')).resolves.toMatchObject({ reason: 'cancelled' });
  });

  it('refuses a forged signature (400) and an unknown transaction (404)', async () => {
    const { app, path, answer } = await challenge();
    expect((await app.inject({ url: `${path}?signature=${'0'.repeat(64)}` })).statusCode).toBe(400);
    expect((await answer({ signature: 'bad', code: '1234' })).statusCode).toBe(400);
    const unknown = await app.inject({ url: '/sandbox-gateway/3ds/sbx_missing?signature=x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(texts.en.notFoundTitle);
  });
});
