/**
 * E-invoicing in the back office (issue 26 item 6): the owner's state with the 12-hour alert's figures, onboarding and
 * renewal with a one-time code against the app's Fatoora simulation, the documents with their filters and a
 * document's signed XML; everyone but the owner is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { egsUnits, staffMembers, users } from '../../db/schema.ts';
import { openPrivateKey } from '../../integrations/fatoora/seal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import { invoiceDraft } from '../../test/e-invoicing.ts';
import { issueDocument, onboardedUnit, recordVerdict } from './index.ts';

let t: TestApp;
let owner: { id: number; token: string };
let manager: { id: number; token: string };
let customer: { id: number; token: string };
/** The app's Fatoora simulation's reusable demo code (config FATOORA_SIMULATION_OTP). */
let demoOtp: string;

beforeAll(async () => {
  t = await createTestApp();
  const [o, m, c] = await createCustomers(t, 3);
  owner = o!;
  manager = m!;
  customer = c!;
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
  await t.database.db.insert(staffMembers).values({ userId: manager.id, role: 'manager' });
  demoOtp = t.app.config.fatoora.simulationOtp;
});
afterAll(() => t.close());

const as =
  (person: { token: string } | null) =>
  (method: 'GET' | 'POST', url: string, body?: Json, lang?: 'en' | 'ar') =>
    call(t, method, `/api/v1/admin${url}`, body, { token: person?.token, lang });
const byOwner = (method: 'GET' | 'POST', url: string, body?: Json, lang?: 'en' | 'ar') =>
  as(owner)(method, url, body, lang);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Issues a document on the onboarded unit, dated `issuedAt`. */
async function issue(number: string, issuedAt: Date) {
  const unit = await onboardedUnit(t.database.db);
  const draft = invoiceDraft(number);
  return issueDocument(
    t.database.db,
    unit!.id,
    () => ({ ...draft, document: { ...draft.document, issuedAt } }),
    {
      openPrivateKey: (sealed) => openPrivateKey(sealed, t.app.context.eInvoicing.keys.privateKey),
      publish: async () => 0,
    },
  );
}

describe('e-invoicing in the back office', () => {
  it('is the owner’s only: a guest 401, a customer and a manager 403, on every route', async () => {
    const routes: ['GET' | 'POST', string, Json?][] = [
      ['GET', '/e-invoicing'],
      ['POST', '/e-invoicing/onboard', { otp: demoOtp }],
      ['POST', '/e-invoicing/renew', { otp: demoOtp }],
      ['GET', '/e-invoicing/alerts'],
      ['GET', '/e-invoicing/seller'],
      ['GET', '/e-invoices'],
      ['GET', '/e-invoices/1/xml'],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(null)(method, url, body)).status, url).toBe(401);
      expect((await as(customer)(method, url, body)).status, url).toBe(403);
      expect((await as(manager)(method, url, body)).status, url).toBe(403);
    }
    expect(await t.database.db.select().from(egsUnits)).toEqual([]);
  });

  it('before onboarding: no unit, no CSID, nothing waiting; renewing is refused (409)', async () => {
    const res = await byOwner('GET', '/e-invoicing');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toMatchObject({
      unit: null,
      csid_state: 'none',
      csid_expires_at: null,
      pending: 0,
      not_reported: 0,
      oldest_unreported_at: null,
      oldest_unreported_age_seconds: null,
      alert: false,
    });
    expect((await byOwner('POST', '/e-invoicing/renew', { otp: demoOtp })).status).toBe(409);
  });

  it('a malformed, wrong or missing code: a translated 422 on the field, nothing saved', async () => {
    const malformed = await byOwner('POST', '/e-invoicing/onboard', { otp: '12ab' }, 'ar');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.otp[0]).toMatch(arabicLetters);
    const missing = await byOwner('POST', '/e-invoicing/onboard', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['otp']);
    const wrongCode = demoOtp === '000000' ? '111111' : '000000';
    const wrong = await byOwner('POST', '/e-invoicing/onboard', { otp: wrongCode }, 'en');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.otp[0]).toMatch(/did not accept this one-time code/);
    expect(await t.database.db.select().from(egsUnits)).toEqual([]);
  });

  it('onboards with the portal’s code (production CSID, its expiry), a second time 409, and renews', async () => {
    const res = await byOwner('POST', '/e-invoicing/onboard', { otp: demoOtp });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.csid_state).toBe('production');
    expect(res.body.data.unit).toMatchObject({ id: expect.any(Number) });
    expect(Date.parse(res.body.data.csid_expires_at)).toBeGreaterThan(Date.now());
    expect(res.body.data.csid_expired).toBe(false);
    const again = await byOwner('POST', '/e-invoicing/onboard', { otp: demoOtp }, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(arabicLetters);
    const [before] = await t.database.db.select().from(egsUnits);
    const renewed = await byOwner('POST', '/e-invoicing/renew', { otp: demoOtp });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.data.unit.id).toBe(before!.id);
    const [after] = await t.database.db.select().from(egsUnits);
    expect(after!.certificate).not.toBe(before!.certificate);
    expect(await t.database.db.select().from(egsUnits)).toHaveLength(1);
  });

  it('counts what waits for Fatoora and alerts when something is older than 12 hours and not reported', async () => {
    const old = await issue('INV-OLD', hoursAgo(13));
    const refused = await issue('INV-REFUSED', hoursAgo(2));
    const reported = await issue('INV-OK', hoursAgo(1));
    const fresh = await issue('INV-NEW', hoursAgo(0.5));
    await recordVerdict(t.database.db, refused.id, {
      status: 'not_reported',
      at: new Date(),
      messages: [{ code: 'BR-KSA-01', message: 'refused' }],
    });
    await recordVerdict(t.database.db, reported.id, { status: 'reported', at: new Date(), messages: [] });

    let status = (await byOwner('GET', '/e-invoicing')).body.data;
    expect(status).toMatchObject({ pending: 2, not_reported: 1, alert: true });
    expect(status.oldest_unreported_at).toBe(old.issuedAt.toISOString());
    expect(status.oldest_unreported_age_seconds).toBeGreaterThanOrEqual(13 * 3600);

    // Once the old one is reported, what is left is younger than 12 hours: no alert.
    await recordVerdict(t.database.db, old.id, { status: 'reported', at: new Date(), messages: [] });
    status = (await byOwner('GET', '/e-invoicing')).body.data;
    expect(status).toMatchObject({ pending: 1, not_reported: 1, alert: false });
    expect(status.oldest_unreported_at).toBe(refused.issuedAt.toISOString());
    expect(fresh.status).toBe('pending');
  });

  it('lists the documents newest first, filtered by status, ICV and order, with Fatoora’s warnings', async () => {
    const all = await byOwner('GET', '/e-invoices');
    expect(all.status).toBe(200);
    expect(all.body.data.page).toBe(1);
    expect(all.body.data.has_more).toBe(false);
    const docs = all.body.data.documents as Json[];
    expect(docs.map((d) => d.number)).toEqual(['INV-NEW', 'INV-OK', 'INV-REFUSED', 'INV-OLD']);
    expect(docs.map((d) => d.icv)).toEqual([4, 3, 2, 1]);
    expect(docs[0]).toMatchObject({ kind: 'invoice', status: 'pending', reported_at: null, order_id: null });
    expect(docs[0]!.hash).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const refused = await byOwner('GET', '/e-invoices?status=not_reported');
    expect(refused.body.data.documents).toEqual([
      expect.objectContaining({
        number: 'INV-REFUSED',
        status: 'not_reported',
        warnings: [{ code: 'BR-KSA-01', message: 'refused' }],
      }),
    ]);
    const reported = await byOwner('GET', '/e-invoices?status=reported');
    expect(reported.body.data.documents.map((d: Json) => d.number)).toEqual(['INV-OK', 'INV-OLD']);
    expect(reported.body.data.documents[0].reported_at).not.toBeNull();
    const byIcv = await byOwner('GET', '/e-invoices?icv=3');
    expect(byIcv.body.data.documents.map((d: Json) => d.number)).toEqual(['INV-OK']);
    const byOrder = await byOwner('GET', '/e-invoices?order_id=99999');
    expect(byOrder.body.data.documents).toEqual([]);
    expect((await byOwner('GET', '/e-invoices?page=2')).body.data.documents).toEqual([]);
  });

  it('bad filters are a translated 422 on the field', async () => {
    for (const query of ['status=lost', 'icv=0', 'order_id=abc', 'page=0']) {
      const res = await byOwner('GET', `/e-invoices?${query}`, undefined, 'ar');
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([query.split('=')[0]]);
      expect(Object.values(res.body.errors as Record<string, string[]>)[0]![0]).toMatch(arabicLetters);
    }
  });

  it('downloads a document’s signed XML; an unknown id 404, a malformed one 422', async () => {
    const [doc] = (await byOwner('GET', '/e-invoices?icv=1')).body.data.documents as Json[];
    const res = await byOwner('GET', `/e-invoices/${doc!.id}/xml`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-OLD.xml"');
    expect(res.payload).toContain(`<cbc:UUID>${doc!.uuid}</cbc:UUID>`);
    expect(res.payload).toContain('<ds:SignatureValue>');
    const unknown = await byOwner('GET', '/e-invoices/99999999/xml', undefined, 'ar');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(arabicLetters);
    expect((await byOwner('GET', '/e-invoices/abc/xml')).status).toBe(422);
  });
});
