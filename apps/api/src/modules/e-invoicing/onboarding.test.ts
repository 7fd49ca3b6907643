/**
 * Onboarding and renewal at service level (issue 26 item 4, ADR 0048) against a Fatoora simulation of the test's own
 * (its clock, a log of what it was asked, a request that fails on cue), checking what it receives with @hajz/zatca's
 * verifier: a wrong, expired or malformed code, an outage and an incomplete registration leave nothing behind; the
 * right code gives a production CSID whose key and secret are sealed; renewal keeps the chain.
 */
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { businessSettings, egsUnits } from '../../db/schema.ts';
import { readCertificate } from '../../integrations/fatoora/certificates.ts';
import { readCsr } from '../../integrations/fatoora/csr.ts';
import { createFatooraHttpClient } from '../../integrations/fatoora/http-client.ts';
import { openPrivateKey } from '../../integrations/fatoora/seal.ts';
import {
  createFatooraSimulation,
  SIMULATION_BASE_URL,
  type FatooraSimulation,
} from '../../integrations/fatoora/simulation/simulation.ts';
import { zatcaVerifier } from '../../integrations/fatoora/simulation/zatca-verifier.ts';
import { translate } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eInvoicingStatus, onboard, onboardDemo, renew, type EInvoicingDeps } from './index.ts';

let t: TestApp;
let db: Db;
let clock = new Date('2026-11-27T10:00:00Z');
let simulation: FatooraSimulation;
let deps: EInvoicingDeps;
/** Every request the simulation got: method, path and body. */
const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
/** Answer this path 503 (Fatoora down) the next time it is asked. */
let failPath: string | null = null;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  simulation = createFatooraSimulation({ now: () => clock, verifyInvoice: zatcaVerifier });
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname;
    requests.push({ method: init?.method ?? 'GET', path, body: JSON.parse(String(init?.body ?? '{}')) });
    if (failPath === path) {
      failPath = null;
      return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
    }
    return simulation.fetch(input, init);
  };
  deps = {
    db,
    fatoora: createFatooraHttpClient({ baseUrl: SIMULATION_BASE_URL, fetchImpl }),
    environment: 'developer-portal',
    keys: t.app.context.eInvoicing.keys,
    now: () => clock,
  };
});
afterAll(() => t.close());
beforeEach(() => {
  requests.length = 0;
  failPath = null;
  clock = new Date('2026-11-27T10:00:00Z');
});

const units = () => db.select().from(egsUnits);

async function refused(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('onboarding refusals leave nothing behind', () => {
  it('starts with no unit: state none', async () => {
    expect(await eInvoicingStatus(deps)).toEqual({
      environment: 'developer-portal',
      unit: null,
      state: 'none',
      expiresAt: null,
      expired: false,
    });
  });

  it('a malformed code is refused before Fatoora is asked, translated', async () => {
    const error = await refused(onboard(deps, '12ab'));
    expect(error).toMatchObject({ statusCode: 422, messageKey: 'e_invoicing.otp_format' });
    expect(error.fieldErrors).toEqual({ otp: ['e_invoicing.otp_format'] });
    expect(requests).toEqual([]);
    expect(await units()).toEqual([]);
  });

  it('a wrong code: 422 with the field error in both languages, no unit, no CSID', async () => {
    const error = await refused(onboard(deps, '000000'));
    expect(error).toMatchObject({ statusCode: 422, messageKey: 'e_invoicing.invalid_otp' });
    expect(error.fieldErrors).toEqual({ otp: ['e_invoicing.invalid_otp'] });
    expect(translate('en', 'e_invoicing.invalid_otp')).toMatch(/wrong or has expired/);
    expect(translate('ar', 'e_invoicing.invalid_otp')).toMatch(/[\u0600-\u06FF]/);
    expect(requests.map((r) => r.path)).toEqual(['/compliance']);
    expect(await units()).toEqual([]);
    expect((await eInvoicingStatus(deps)).state).toBe('none');
  });

  it('an expired code (a portal code past its hour) is the same refusal', async () => {
    const code = simulation.issueOtp();
    clock = new Date(clock.getTime() + 61 * 60_000);
    const error = await refused(onboard(deps, code));
    expect(error).toMatchObject({ statusCode: 422, messageKey: 'e_invoicing.invalid_otp' });
    expect(await units()).toEqual([]);
  });

  it('Fatoora down at the production CSID, after the compliance steps: 503, nothing saved', async () => {
    failPath = '/production/csids';
    const error = await refused(onboard(deps, '123345'));
    expect(error).toMatchObject({ statusCode: 503, messageKey: 'e_invoicing.fatoora_unavailable' });
    expect(requests.map((r) => r.path)).toEqual([
      '/compliance',
      '/compliance/invoices',
      '/compliance/invoices',
      '/compliance/invoices',
      '/production/csids',
    ]);
    expect(await units()).toEqual([]);
  });

  it('a registration without CR number or national address: 409, Fatoora not asked', async () => {
    const [before] = await db.select().from(businessSettings);
    await db.update(businessSettings).set({ crNumber: null });
    try {
      const error = await refused(onboard(deps, '123345'));
      expect(error).toMatchObject({ statusCode: 409, messageKey: 'e_invoicing.seller_incomplete' });
      await db.update(businessSettings).set({ crNumber: before!.crNumber, addressBuildingNumber: '12' });
      expect(await refused(onboard(deps, '123345'))).toMatchObject({
        messageKey: 'e_invoicing.seller_incomplete',
      });
    } finally {
      await db
        .update(businessSettings)
        .set({ crNumber: before!.crNumber, addressBuildingNumber: before!.addressBuildingNumber });
    }
    expect(requests).toEqual([]);
    expect(await units()).toEqual([]);
  });
});

describe('onboarding with the right code, then renewal', () => {
  it('makes the key and CSR from the business settings, passes the three checks, stores the production CSID sealed', async () => {
    const status = await onboard(deps, '123345');
    expect(status).toMatchObject({ environment: 'developer-portal', state: 'production', expired: false });
    expect(status.expiresAt!.getTime()).toBeGreaterThan(clock.getTime());

    // The CSR carries the business's registration (csr.ts fields).
    const csr = readCsr(Buffer.from(requests[0]!.body.csr as string, 'base64').toString('utf8'));
    expect(csr.signatureValid).toBe(true);
    expect(csr.curve).toBe('secp256k1');
    expect(csr.template).toBe('TSTZATCA-Code-Signing');
    const [business] = await db.select().from(businessSettings);
    expect(Object.values(csr.subjectFields)).toEqual(
      expect.arrayContaining(['SA', business!.nameAr, business!.nameEn]),
    );
    expect(Object.values(csr.altNameFields)).toEqual(
      expect.arrayContaining([business!.vatNumber, '0100', business!.businessType]),
    );
    // The compliance checks: an invoice, a credit note and a debit note, each signed and verified by the simulation.
    const checks = requests.filter((r) => r.path === '/compliance/invoices');
    const types = checks.map(
      (r) =>
        /<cbc:InvoiceTypeCode name="0200000">(\d+)</.exec(
          Buffer.from(r.body.invoice as string, 'base64').toString('utf8'),
        )?.[1],
    );
    expect(types).toEqual(['388', '381', '383']);

    const [unit] = await units();
    expect(unit).toMatchObject({ csidState: 'production', lastIcv: 0, lastHash: null });
    expect(unit!.serialNumber).toMatch(/^1-Hajz\|2-1\.0\|3-[0-9a-f-]{36}$/);
    expect(status.unit).toEqual({ id: unit!.id, serialNumber: unit!.serialNumber });
    // Sealed at rest: no key or secret in clear; they open with the app's keys.
    expect(unit!.privateKeySealed).toMatch(/^v1\./);
    expect(unit!.privateKeySealed).not.toContain('PRIVATE KEY');
    expect(openPrivateKey(unit!.privateKeySealed!, deps.keys.privateKey)).toContain('BEGIN PRIVATE KEY');
    expect(() => openPrivateKey(unit!.privateKeySealed!, deps.keys.secret)).toThrow();
    expect(unit!.secretSealed).toMatch(/^v1\./);
    const certificate = new X509Certificate(unit!.certificate!);
    expect(certificate.verify(new X509Certificate(simulation.certificateAuthorityPem).publicKey)).toBe(true);
    expect(unit!.csidExpiresAt).toEqual(readCertificate(unit!.certificate!).notAfter);

    expect(await refused(onboard(deps, '123345'))).toMatchObject({
      statusCode: 409,
      messageKey: 'e_invoicing.already_onboarded',
    });
  });

  it('two onboardings at once give one unit: the other is told it is already on', async () => {
    const empty = await createTestApp();
    try {
      const both = await Promise.allSettled([
        onboard({ ...deps, db: empty.database.db }, '123345'),
        onboard({ ...deps, db: empty.database.db }, '123345'),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const failed = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ statusCode: 409, messageKey: 'e_invoicing.already_onboarded' });
      expect(await empty.database.db.select().from(egsUnits)).toHaveLength(1);
    } finally {
      await empty.close();
    }
  });

  it('says when the CSID has expired', async () => {
    const [unit] = await units();
    clock = new Date(unit!.csidExpiresAt!.getTime() + 1000);
    expect(await eInvoicingStatus(deps)).toMatchObject({ state: 'production', expired: true });
  });

  it('renews with a new code and a new key: a new certificate on the same unit, its chain untouched', async () => {
    const [before] = await units();
    const wrong = await refused(renew(deps, '999999'));
    expect(wrong).toMatchObject({ statusCode: 422, messageKey: 'e_invoicing.invalid_otp' });
    expect((await units())[0]).toEqual(before);

    const status = await renew(deps, simulation.issueOtp());
    expect(status).toMatchObject({ state: 'production', unit: { id: before!.id } });
    const [after] = await units();
    expect(after!.certificate).not.toBe(before!.certificate);
    expect(after!.privateKeySealed).not.toBe(before!.privateKeySealed);
    expect(after).toMatchObject({
      id: before!.id,
      serialNumber: before!.serialNumber,
      lastIcv: before!.lastIcv,
      lastHash: before!.lastHash,
    });
    expect(requests.find((r) => r.method === 'PATCH')?.path).toBe('/production/csids');
  });

  it('renewal needs an onboarded unit; the demo onboarding does nothing once a unit exists', async () => {
    expect(await onboardDemo(deps, '123345')).toBe(false);
    const empty = await createTestApp();
    try {
      await expect(renew({ ...deps, db: empty.database.db }, '123345')).rejects.toMatchObject({
        statusCode: 409,
        messageKey: 'e_invoicing.not_onboarded',
      });
    } finally {
      await empty.close();
    }
  });
});

describe("the app's own Fatoora (the simulation by default)", () => {
  it('onboards the demo with its configured code at first start (reporting.test.ts reports against it)', async () => {
    const app = await createTestApp();
    try {
      const context = app.app.context;
      expect(context.fatoora.client.name).toBe('simulation');
      expect(await onboardDemo(context.eInvoicing, app.app.config.fatoora.simulationOtp)).toBe(true);
      expect(await eInvoicingStatus(context.eInvoicing)).toMatchObject({ state: 'production' });
    } finally {
      await app.close();
    }
  });
});
