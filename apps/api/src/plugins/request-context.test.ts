import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMethods, deviceTypes, serviceTypes } from '@hajz/contracts/app-settings';
import { messages } from '../i18n/messages.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { injectOutsideContract } from '../test/openapi-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('request-context headers', () => {
  it.each([
    ['Service-Type', 'spaceship'],
    ['Delivery-Method', 'teleport'],
    ['Device-Type', 'toaster'],
    ['Device-Type', 'web '],
  ])('answers 422 naming %s for unknown value %j', async (header, value) => {
    for (const locale of ['en', 'ar'] as const) {
      const res = await get('/api/v1/branches', { [header]: value, 'accept-language': locale });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: false,
        message: messages[locale]['errors.validation'],
        errors: { [header]: [messages[locale]['validation.header']] },
      });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('checks headers on unknown API routes too, without a 500', async () => {
    const res = await injectOutsideContract(t.app, 'a path no route has', {
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'Service-Type': 'spaceship' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('Service-Type');
  });

  it('accepts every known value, in any case', async () => {
    for (const value of serviceTypes)
      expect((await get('/api/v1/branches', { 'Service-Type': value })).statusCode).toBe(200);
    for (const value of deliveryMethods) {
      expect((await get('/api/v1/branches', { 'Delivery-Method': value })).statusCode).toBe(200);
    }
    for (const value of deviceTypes)
      expect((await get('/api/v1/branches', { 'Device-Type': value })).statusCode).toBe(200);
    const res = await get('/api/v1/branches', {
      'Service-Type': 'Reservation',
      'Delivery-Method': 'PICKUP',
      'Device-Type': 'iOS',
    });
    expect(res.statusCode).toBe(200);
  });

  it('uses the defaults when the headers are absent or empty', async () => {
    expect((await get('/api/v1/branches', {})).statusCode).toBe(200);
    expect((await get('/api/v1/branches', { 'Service-Type': '', 'Device-Type': '' })).statusCode).toBe(200);
  });
});
