/** Issue 18 item 6: demo mode is explicit; a production start names what it lacks; the code outbox is demo-only. */
import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from './config.ts';
import { demoAppSecret, demoVerifyToken } from './config/whatsapp.ts';
import { selectWhatsAppChannel } from './integrations/whatsapp/select-channel.ts';
import { createTestApp } from './test/test-app.ts';
import { injectOutsideContract } from './test/openapi-contract.ts';

describe('production start', () => {
  it('refuses without an SMS provider, a token secret or a public origin, naming each', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(productionProblems(config)).toEqual([
      'SMS_PROVIDER (unifonic or taqnyat, with its credentials)',
      'JWT_SECRET (at least 32 characters)',
      'PUBLIC_URL (the https origin customers use)',
    ]);
    const ready = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://book.hajz.example',
    };
    expect(productionProblems(loadConfig({ ...ready, SMS_PROVIDER: 'console' }))).toHaveLength(1);
    const unifonic = { SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'sid', UNIFONIC_SENDER_ID: 'Hajz' };
    expect(productionProblems(loadConfig({ ...ready, ...unifonic }))).toEqual([]);
    // The console WhatsApp channel verifies taps with the demo's public secret: not on a real install.
    expect(productionProblems(loadConfig({ ...ready, ...unifonic, WHATSAPP_PROVIDER: 'console' }))).toEqual([
      'WHATSAPP_PROVIDER (off, or cloud with its credentials)',
    ]);
  });

  it("the demo's WhatsApp webhook takes the demo's signed taps; with WhatsApp off it has no secret", () => {
    const demo = selectWhatsAppChannel(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }), () => {});
    expect([demo.channel?.name, demo.appSecret, demo.verifyToken]).toEqual([
      'console',
      demoAppSecret,
      demoVerifyToken,
    ]);
    const off = selectWhatsAppChannel(loadConfig({ NODE_ENV: 'production' }));
    expect([off.channel, off.appSecret, off.verifyToken]).toEqual([null, '', '']);
    // Set but unused (WhatsApp off): still no webhook.
    const unused = selectWhatsAppChannel(
      loadConfig({ WHATSAPP_APP_SECRET: 'set', WHATSAPP_VERIFY_TOKEN: 'set' }),
    );
    expect([unused.appSecret, unused.verifyToken]).toEqual(['', '']);
  });

  it('the demo (npm start sets DEMO=true) and tests start as they are', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});

describe('the demo outbox of sign-in codes', () => {
  it('does not exist in production, even when no SMS provider is set', async () => {
    const t = await createTestApp({
      seed: false,
      config: { NODE_ENV: 'production', DEMO: false, JWT_SECRET: 'x'.repeat(40) },
    });
    try {
      const res = await injectOutsideContract(t.app, 'proving the route is not there in production', {
        url: '/api/v1/dev/outbox?mobile_number=966501112233',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('exists in the demo, and the pages are told it is a demo', async () => {
    const t = await createTestApp({
      config: { NODE_ENV: 'production', DEMO: true, JWT_SECRET: 'x'.repeat(40) },
    });
    try {
      const res = await t.app.inject({ url: '/api/v1/dev/outbox?mobile_number=966501112233' });
      expect(res.statusCode).toBe(200);
      const settings = await t.app.inject({ url: '/api/v1/settings/business' });
      expect(settings.json().data.settings.demo).toBe(true);
    } finally {
      await t.close();
    }
  });
});
