/** Test helper (not a test file): a test app whose sandbox gateway has a known secret and records its webhooks. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSandboxGateway } from '../integrations/payments/sandbox/gateway.ts';
import { encodeToken, signed, type TokenPayload } from '../integrations/payments/sandbox/signing.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const sandboxSecret = 'test-sandbox-secret-0123456789abcdef';

export type SandboxTestApp = TestApp & {
  gateway: ReturnType<typeof createSandboxGateway>;
  /** Every notification the gateway sent, in order. */
  notifications: Record<string, string>[];
  /** When false, notifications are recorded but not delivered (a lost webhook). */
  deliver: { on: boolean };
  postWebhook: (params: Record<string, string>) => Promise<LightMyRequestResponse>;
  sign: (params: Record<string, string>) => Record<string, string>;
  token: (behaviour: TokenPayload['behaviour']) => string;
  /** Charges an order's attempt at the gateway directly, as if the customer paid and the browser got lost. */
  chargeAtGateway: (
    reference: string,
    amount: number,
    behaviour?: 'success' | 'insufficient_funds',
  ) => ReturnType<ReturnType<typeof createSandboxGateway>['provider']['purchase']>;
};

export async function createSandboxTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<SandboxTestApp> {
  const notifications: Record<string, string>[] = [];
  const deliver = { on: true };
  const holder: { app?: FastifyInstance } = {};
  const postWebhook = (params: Record<string, string>) =>
    holder.app!.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const gateway = createSandboxGateway({
    secret: sandboxSecret,
    notify: async (params) => {
      notifications.push(params);
      if (deliver.on) await postWebhook(params);
    },
  });
  const t = await createTestApp({
    ...options,
    payments: { provider: gateway.provider, sandboxRoutes: gateway.routes },
  });
  holder.app = t.app;
  const token = (behaviour: TokenPayload['behaviour']) =>
    encodeToken({ brand: 'VISA', last4: '1111', expiry: '1230', behaviour, holder: 'Test' }, sandboxSecret);
  return {
    ...t,
    gateway,
    notifications,
    deliver,
    postWebhook,
    sign: (params) => signed(params, sandboxSecret),
    token,
    chargeAtGateway: (reference, amount, behaviour = 'success') =>
      gateway.provider.purchase({
        reference,
        amount,
        currency: 'SAR',
        token: token(behaviour),
        customerEmail: null,
        customerName: null,
        customerIp: '127.0.0.1',
        language: 'en',
        returnUrl: 'http://localhost/api/v1/payments/return/sandbox',
        savedCard: false,
      }),
  };
}
