import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, branchExceptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, type Json } from '../../test/call.ts';
import { createFixture, dayFromToday } from '../../test/booking.ts';
import { checkout, holdService, slotDate } from '../../test/orders.ts';
import { auditOf, catalogueScene, type CatalogueScene } from '../../test/admin-catalogue.ts';

let t: TestApp;
let s: CatalogueScene;
beforeAll(async () => {
  t = await createTestApp();
  s = await catalogueScene(t);
});
afterAll(() => t.close());

const details = (extra: Json = {}) => ({
  name_en: 'Olaya Towers',
  name_ar: 'أبراج العليا',
  address_en: 'King Fahd Road',
  address_ar: 'طريق الملك فهد',
  city_en: 'Riyadh',
  city_ar: 'الرياض',
  description_en: 'By the metro',
  description_ar: 'بجوار المترو',
  phone: '+966 11 000 1234',
  latitude: 24.69,
  longitude: 46.68,
  google_map_link: 'https://maps.example/olaya',
  ...extra,
});
const week = (start = '10:00', end = '22:00') =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_active: day !== 5, start_at: start, end_at: end }));
const as = (
  token: string,
  method: 'PUT' | 'POST' | 'DELETE' | 'GET',
  url: string,
  body?: unknown,
  lang?: 'ar',
) => call(t, method, `/api/v1/admin/catalogue/branches${url}`, body, { token, lang });
const publicBranch = async (id: number) =>
  ((await call(t, 'GET', '/api/v1/branches')).body.data.branches as Json[]).find((b) => b.id === id)!;

describe('admin catalogue: branches', () => {
  it('an owner edits a branch’s contact in both languages; customers see it at once; audited', async () => {
    expect((await publicBranch(s.fx.branchId)).name).not.toBe('Olaya Towers');
    const res = await as(s.owner.token, 'PUT', `/${s.fx.branchId}`, details());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await publicBranch(s.fx.branchId)).name).toBe('Olaya Towers');
    const [entry] = await auditOf(t, 'branch', s.fx.branchId);
    expect(entry).toMatchObject({ action: 'branch.update', branchId: s.fx.branchId, actorId: s.owner.id });
    expect(entry!.after).toMatchObject({ name_ar: 'أبراج العليا', phone: '+966 11 000 1234' });
  });

  it('refuses a missing language and bad contact fields, per field and translated', async () => {
    const res = await as(
      s.owner.token,
      'PUT',
      `/${s.fx.branchId}`,
      details({ city_ar: '', address_en: '  ', phone: 'call us', google_map_link: 'javascript:x' }),
      'ar',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'address_en',
      'city_ar',
      'google_map_link',
      'phone',
    ]);
    expect(res.body.errors.city_ar).toEqual(['اكتب المدينة بالعربية']);
    expect(res.body.errors.phone[0]).toMatch(arabicLetters);
  });

  it('a manager edits their branch only: another branch is refused and left as it was', async () => {
    const mine = await as(s.manager.token, 'PUT', `/${s.fx.branchId}/hours`, { days: week() });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const [before] = await t.database.db.select().from(branches).where(eq(branches.id, s.elsewhere.branchId));
    const audits = (await auditOf(t, 'branch', s.elsewhere.branchId)).length;
    for (const [method, url, body] of [
      ['PUT', `/${s.elsewhere.branchId}`, details()],
      ['PUT', `/${s.elsewhere.branchId}/hours`, { days: week() }],
      ['POST', `/${s.elsewhere.branchId}/exceptions`, { date: dayFromToday(3), is_closed: true }],
    ] as const) {
      const res = await as(s.manager.token, method, url, body);
      expect(res.status, url).toBe(403);
    }
    const [after] = await t.database.db.select().from(branches).where(eq(branches.id, s.elsewhere.branchId));
    expect(after).toEqual(before);
    expect(await auditOf(t, 'branch', s.elsewhere.branchId)).toHaveLength(audits);
    const listed = await as(s.manager.token, 'GET', '');
    expect((listed.body.data.branches as Json[]).map((b) => b.id)).toEqual([s.fx.branchId]);
    expect((await as(s.desk.token, 'GET', '')).status).toBe(403);
  });

  it('weekly hours: seven days, times as HH:mm; customers see them at once; audited before and after', async () => {
    const bad = await as(s.owner.token, 'PUT', `/${s.fx.branchId}/hours`, {
      days: [{ day: 0, is_active: true, start_at: '9am', end_at: '17:00' }],
    });
    expect(bad.status).toBe(422);
    const res = await as(s.owner.token, 'PUT', `/${s.fx.branchId}/hours`, { days: week('08:30', '23:30') });
    expect(res.status).toBe(200);
    const hours = (await publicBranch(s.fx.branchId)).working_times as Json[];
    expect(hours.find((h) => h.day === 'sunday')).toMatchObject({
      is_active: true,
      start_at: '08:30',
      end_at: '23:30',
    });
    expect(hours.find((h) => h.day === 'friday')).toMatchObject({ is_active: false });
    const [entry] = await auditOf(t, 'branch', s.fx.branchId);
    expect(entry).toMatchObject({ action: 'branch.hours' });
    expect((entry!.before as Json[])[0]).toMatchObject({ start_at: '10:00' });
    expect((entry!.after as Json[])[0]).toMatchObject({ start_at: '08:30' });
  });

  it('exceptions: a holiday closes a date for booking, special hours replace the week, removing one restores it', async () => {
    const date = dayFromToday(4);
    const slots = async () => {
      const res = await call(
        t,
        'GET',
        `/api/v1/product-masters/${s.fx.productId}/available-times?branch_id=${s.fx.branchId}`,
      );
      return ((res.body.data.times as Json[]).find((d) => d.date === date)?.slots ?? []) as Json[];
    };
    expect((await slots()).length).toBeGreaterThan(0);
    const missing = await as(
      s.owner.token,
      'POST',
      `/${s.fx.branchId}/exceptions`,
      { date, is_closed: false },
      'ar',
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.start_at[0]).toMatch(arabicLetters);
    const closed = await as(s.owner.token, 'POST', `/${s.fx.branchId}/exceptions`, {
      date,
      is_closed: true,
      note_en: 'National Day',
      note_ar: 'اليوم الوطني',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await slots()).toEqual([]);
    const ramadan = await as(s.manager.token, 'POST', `/${s.fx.branchId}/exceptions`, {
      date,
      is_closed: false,
      start_at: '20:00',
      end_at: '23:00',
      note_en: 'Ramadan evening',
      note_ar: 'مساء رمضان',
    });
    expect(ramadan.status).toBe(200);
    expect(ramadan.body.data.id).toBe(closed.body.data.id);
    const evening = (await slots()).map((x) => x.from as string);
    expect(evening).toEqual(['20:00', '20:30', '21:00', '21:30', '22:00']);
    const [entry] = await auditOf(t, 'branch', s.fx.branchId);
    expect(entry).toMatchObject({
      action: 'branch.exception',
      actorId: s.manager.id,
      before: { is_closed: true },
    });
    const removed = await as(s.owner.token, 'DELETE', `/${s.fx.branchId}/exceptions/${ramadan.body.data.id}`);
    expect(removed.status).toBe(200);
    expect(
      await t.database.db.select().from(branchExceptions).where(eq(branchExceptions.branchId, s.fx.branchId)),
    ).toEqual([]);
    expect((await slots())[0]!.from).toBe('08:30');
  });

  it('new hours that would leave confirmed bookings outside opening time list them first; saved once confirmed', async () => {
    const fx = await createFixture(t, { resources: 1 });
    const customer = s.customers[1]!;
    await holdService(t, fx, customer.token, '10:00');
    const order = await checkout(t, customer.token, 'cash');
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const number = order.body.data.order.order_number as string;
    const holiday = { date: slotDate, is_closed: true, note_en: 'Eid', note_ar: 'العيد' };
    const refused = await as(s.owner.token, 'POST', `/${fx.branchId}/exceptions`, holiday, 'ar');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(arabicLetters);
    expect(refused.body.message).toContain('حجز واحد'); // one booking, in its singular form
    expect((refused.body.data.bookings as Json[]).map((b) => b.order_number)).toEqual([number]);
    expect(
      await t.database.db.select().from(branchExceptions).where(eq(branchExceptions.branchId, fx.branchId)),
    ).toEqual([]);
    expect(await auditOf(t, 'branch', fx.branchId)).toHaveLength(0);
    // Evening hours on that date strand the 10:00 booking too; morning hours that cover it do not.
    const evening = await as(s.owner.token, 'POST', `/${fx.branchId}/exceptions`, {
      ...holiday,
      is_closed: false,
      start_at: '16:00',
      end_at: '22:00',
    });
    expect(evening.status).toBe(409);
    const morning = await as(s.owner.token, 'POST', `/${fx.branchId}/exceptions`, {
      ...holiday,
      is_closed: false,
      start_at: '08:00',
      end_at: '12:00',
    });
    expect(morning.status, JSON.stringify(morning.body)).toBe(200);
    const confirmed = await as(s.owner.token, 'POST', `/${fx.branchId}/exceptions`, {
      ...holiday,
      confirm_stranded: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.is_closed).toBe(true);

    // Weekly hours: only the changed days count (the booking's date has its own exception now, so it is left out).
    const other = await createFixture(t, { resources: 1 });
    const second = s.customers[0]!;
    await holdService(t, other, second.token, '09:00');
    expect((await checkout(t, second.token, 'cash')).status).toBe(201);
    const day = new Date(`${slotDate}T00:00:00Z`).getUTCDay();
    const days = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      day: d,
      is_active: true,
      start_at: d === day ? '12:00' : '09:00',
      end_at: '17:00',
    }));
    const later = await as(s.owner.token, 'PUT', `/${other.branchId}/hours`, { days });
    expect(later.status).toBe(409);
    expect(later.body.data.bookings).toHaveLength(1);
    const unchanged = days.map((d) => ({
      ...d,
      start_at: '09:00',
      end_at: d.day === (day + 1) % 7 ? '15:00' : '17:00',
    }));
    expect((await as(s.owner.token, 'PUT', `/${other.branchId}/hours`, { days: unchanged })).status).toBe(
      200,
    );
    expect(
      (await as(s.owner.token, 'PUT', `/${other.branchId}/hours`, { days, confirm_stranded: true })).status,
    ).toBe(200);
  });
});
