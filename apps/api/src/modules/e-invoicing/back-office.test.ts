/**
 * What the owner edits and sees of e-invoicing beyond its own screen (issue 26 items 1 and 5): the seller's
 * registration (CR number and national address, validated by ZATCA's BR-KSA rules, audited) and the alerts every
 * back-office page shows (documents older than 12 hours not reported; a certificate ending within 30 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  businessSettings,
  egsUnits,
  eInvoiceDocuments,
  eInvoiceRequests,
  staffMembers,
  users,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { breakKey, invoiceDraft, issueOptions, mendKey, productionUnit } from '../../test/e-invoicing.ts';
import { createCustomers, createFixture } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { issueDocument } from './index.ts';

let t: TestApp;
let owner: { id: number; token: string };
let manager: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const [o, m] = await createCustomers(t, 2);
  owner = o!;
  manager = m!;
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
  await t.database.db.insert(staffMembers).values({ userId: manager.id, role: 'manager' });
});
afterAll(() => t.close());

const as =
  (person: { token: string } | null) =>
  (method: 'GET' | 'PUT', url: string, body?: Json, lang?: 'en' | 'ar') =>
    call(t, method, `/api/v1/admin${url}`, body, { token: person?.token, lang });
const byOwner = (method: 'GET' | 'PUT', url: string, body?: Json, lang?: 'en' | 'ar') =>
  as(owner)(method, url, body, lang);

const registration = {
  cr_number: '1010654321',
  street: 'Prince Sultan',
  building_number: '2322',
  district: 'Al-Murabba',
  city: 'Riyadh',
  postal_code: '23333',
};

describe("the seller's registration", () => {
  it('is the owner’s only: a guest 401, a manager 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/e-invoicing/seller'],
      ['PUT', '/e-invoicing/seller', registration],
      ['GET', '/e-invoicing/alerts'],
    ] as const) {
      expect((await as(null)(method, url, body)).status, url).toBe(401);
      expect((await as(manager)(method, url, body)).status, url).toBe(403);
    }
  });

  it('answers the registration with whether it is complete; a missing piece makes it incomplete', async () => {
    const res = await byOwner('GET', '/e-invoicing/seller');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.seller).toMatchObject({
      complete: true,
      vat_number: expect.stringMatching(/^3\d{13}3$/),
    });
    await t.database.db.update(businessSettings).set({ addressBuildingNumber: null });
    const missing = (await byOwner('GET', '/e-invoicing/seller')).body.data.seller;
    expect(missing).toMatchObject({ complete: false, building_number: null });
  });

  it('refuses a malformed CR number, building number and postal code with translated errors on each field', async () => {
    const [before] = await t.database.db.select().from(businessSettings);
    const res = await byOwner(
      'PUT',
      '/e-invoicing/seller',
      { ...registration, cr_number: '10106543', building_number: '23A2', postal_code: '2333', city: '  ' },
      'ar',
    );
    expect(res.status).toBe(422);
    const errors = res.body.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['building_number', 'city', 'cr_number', 'postal_code']);
    for (const [field, [message]] of Object.entries(errors)) expect(message, field).toMatch(arabicLetters);
    const english = await byOwner(
      'PUT',
      '/e-invoicing/seller',
      { ...registration, postal_code: '123456' },
      'en',
    );
    expect(english.body.errors.postal_code).toEqual(['Enter the 5-digit postal code']);
    const [after] = await t.database.db.select().from(businessSettings);
    expect(after).toEqual(before);
  });

  it('saves the registration (trimmed), complete again, audited with before and after', async () => {
    const res = await byOwner(
      'PUT',
      '/e-invoicing/seller',
      { ...registration, street: '  Prince Sultan ' },
      'en',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/saved/);
    expect(res.body.data.seller).toMatchObject({ ...registration, complete: true });
    const [row] = await t.database.db.select().from(businessSettings);
    expect(row).toMatchObject({
      crNumber: '1010654321',
      addressStreet: 'Prince Sultan',
      addressPostalCode: '23333',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.e_invoicing_seller'), eq(auditLog.actorId, owner.id)));
    expect(entry!.before).toMatchObject({ building_number: null });
    expect(entry!.after).toEqual({
      cr_number: '1010654321',
      street: 'Prince Sultan',
      building_number: '2322',
      district: 'Al-Murabba',
      city: 'Riyadh',
      postal_code: '23333',
    });
  });
});

describe('the back-office alerts', () => {
  const alerts = async () => {
    const res = await byOwner('GET', '/e-invoicing/alerts');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body.data as Json;
  };
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('says nothing before onboarding', async () => {
    expect(await alerts()).toEqual({ reporting: null, certificate: null });
  });

  it('warns of a certificate ending within 30 days, and of one that has ended', async () => {
    const unitId = await productionUnit(t.database.db);
    await t.database.db
      .update(egsUnits)
      .set({ csidExpiresAt: daysFromNow(31) })
      .where(eq(egsUnits.id, unitId));
    expect((await alerts()).certificate).toBeNull();
    const soon = daysFromNow(29);
    await t.database.db.update(egsUnits).set({ csidExpiresAt: soon }).where(eq(egsUnits.id, unitId));
    expect((await alerts()).certificate).toEqual({ expires_at: soon.toISOString(), expired: false });
    const ended = daysFromNow(-1);
    await t.database.db.update(egsUnits).set({ csidExpiresAt: ended }).where(eq(egsUnits.id, unitId));
    expect((await alerts()).certificate).toEqual({ expires_at: ended.toISOString(), expired: true });
    await t.database.db
      .update(egsUnits)
      .set({ csidExpiresAt: daysFromNow(365) })
      .where(eq(egsUnits.id, unitId));
  });

  it('alerts when a sale older than 12 hours still has no document (its signing keeps failing), with the count', async () => {
    const [unit] = await t.database.db.select().from(egsUnits);
    await breakKey(t.database.db, unit!.id);
    const fx = await createFixture(t, { price: 23_000 });
    const [buyer] = await createCustomers(t, 1);
    await holdService(t, fx, buyer!.token, '09:00');
    const sale = await checkout(t, buyer!.token, 'cash');
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    // The outbox tried and failed to sign it: the sale's request waits, no document exists (ADR 0050).
    await t.app.context.outbox.drain();
    const [request] = await t.database.db
      .select()
      .from(eInvoiceRequests)
      .where(eq(eInvoiceRequests.orderId, sale.body.data.order.id));
    expect(request).toMatchObject({ cause: 'sale', state: 'pending' });
    expect(await t.database.db.select().from(eInvoiceDocuments)).toEqual([]);
    expect((await alerts()).reporting).toBeNull();
    expect((await byOwner('GET', '/e-invoicing')).body.data).toMatchObject({ not_issued: 1, alert: false });

    // Thirteen hours on, the sale is still not documented: the alert says so, on every page and on the screen.
    const deps = t.app.context.eInvoicing;
    deps.now = () => new Date(Date.now() + 13 * 3_600_000);
    try {
      expect((await alerts()).reporting).toEqual({
        pending: 0,
        not_reported: 0,
        not_issued: 1,
        oldest_unreported_at: request!.occurredAt.toISOString(),
      });
      expect((await byOwner('GET', '/e-invoicing')).body.data).toMatchObject({
        pending: 0,
        not_reported: 0,
        not_issued: 1,
        oldest_unreported_at: request!.occurredAt.toISOString(),
        alert: true,
      });
    } finally {
      delete deps.now;
      // The unit's own (test-sealed) key back for the documents the next test signs; the app's worker cannot open
      // it, so the sale keeps waiting.
      await mendKey(t.database.db, unit!.id, unit!.privateKeySealed!);
    }
  });

  it('alerts when a document older than 12 hours is not reported, with the counts, until it is', async () => {
    const unitId = (await t.database.db.select().from(egsUnits))[0]!.id;
    const issue = (number: string, hoursAgo: number) => {
      const draft = invoiceDraft(number);
      const issuedAt = new Date(Date.now() - hoursAgo * 3_600_000);
      return issueDocument(
        t.database.db,
        unitId,
        () => ({ ...draft, document: { ...draft.document, issuedAt } }),
        issueOptions,
      );
    };
    const recent = await issue('INV-RECENT', 1);
    expect((await alerts()).reporting).toBeNull();
    const old = await issue('INV-OLD', 13);
    await t.database.db
      .update(eInvoiceDocuments)
      .set({ status: 'not_reported' })
      .where(eq(eInvoiceDocuments.id, recent.id));
    // The sale of the test before still waits for its document (its unit's key will not open), younger than 12 hours.
    expect((await alerts()).reporting).toEqual({
      pending: 1,
      not_reported: 1,
      not_issued: 1,
      oldest_unreported_at: old.issuedAt.toISOString(),
    });
    await t.database.db
      .update(eInvoiceDocuments)
      .set({ status: 'reported' })
      .where(eq(eInvoiceDocuments.id, old.id));
    expect((await alerts()).reporting).toBeNull();
  });
});
