import { describe, expect, it } from 'vitest';
import { demoBusiness } from '../../db/seed/data/demo-business.ts';
import { messages } from '../../i18n/messages.ts';
import { getBranches } from './service.ts';
import { arabicLetters, id, useCatalogueApp, type Json } from '../../test/catalogue.ts';

const weekDays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const { f, get } = useCatalogueApp();

describe('GET /api/v1/branches', () => {
  it('answers the envelope with every seeded branch', async () => {
    const { status, body } = await get('/api/v1/branches');
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, message: messages.en.ok, data: { branches: expect.any(Array) } });
    expect(body.errors).toBeUndefined();
    expect(body.data.branches.length).toBeGreaterThanOrEqual(3);
    expect(body.data.branches).toHaveLength(demoBusiness.branches.length);
  });

  it('gives each branch seven working times, Sunday first, and a boolean is_open', async () => {
    const { body } = await get('/api/v1/branches');
    for (const branch of body.data.branches) {
      expect(typeof branch.is_open).toBe('boolean');
      expect(branch.working_times.map((w: Json) => w.day)).toEqual(weekDays);
      for (const w of branch.working_times) {
        expect(typeof w.is_active).toBe('boolean');
        expect(w.start_at).toMatch(/^\d{2}:\d{2}$/);
        expect(w.end_at).toMatch(/^\d{2}:\d{2}$/);
      }
      expect(typeof branch.latitude).toBe('number');
      expect(typeof branch.longitude).toBe('number');
    }
  });

  it('keeps the seeded hours, including a shift past midnight and a closed branch', async () => {
    const { body } = await get('/api/v1/branches');
    const byId = new Map<number, Json>(body.data.branches.map((b: Json) => [b.id, b]));
    const diriyah = byId.get(id(f.branchId, 'riyadh-diriyah-ladies'))!;
    expect(diriyah.working_times[0]).toEqual({
      day: 'sunday',
      is_active: true,
      start_at: '16:00',
      end_at: '01:00',
    });
    const madinah = byId.get(id(f.branchId, 'madinah-sultanah'))!;
    expect(madinah.working_times.every((w: Json) => w.is_active === false)).toBe(true);
    expect(madinah.is_open).toBe(false);
    const khobar = byId.get(id(f.branchId, 'khobar-corniche'))!;
    expect(khobar.working_times[5]).toMatchObject({ day: 'friday', is_active: false });
  });

  it('speaks Arabic and English from Accept-Language', async () => {
    const en = (await get('/api/v1/branches', { 'accept-language': 'en' })).body;
    const ar = (await get('/api/v1/branches', { 'accept-language': 'ar' })).body;
    expect(en.message).toBe('OK');
    expect(ar.message).toBe('تم');
    expect(ar.data.branches.map((b: Json) => b.id)).toEqual(en.data.branches.map((b: Json) => b.id));
    en.data.branches.forEach((enBranch: Json, i: number) => {
      const arBranch = ar.data.branches[i];
      expect(arBranch.name).not.toBe(enBranch.name);
      expect(arBranch.name).toMatch(arabicLetters);
      expect(enBranch.name).not.toMatch(arabicLetters);
      expect(arBranch.city_name).toMatch(arabicLetters);
      expect(arBranch.address).toMatch(arabicLetters);
      expect(arBranch.description).toMatch(arabicLetters);
      // What is not language-bound stays the same.
      expect(arBranch.phone).toBe(enBranch.phone);
      expect(arBranch.working_times).toEqual(enBranch.working_times);
    });
  });

  it('reads a region and q-values: "ar-SA,ar;q=0.9" is Arabic', async () => {
    const { body } = await get('/api/v1/branches', { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(body.message).toBe('تم');
    expect(body.data.branches[0].name).toMatch(arabicLetters);
  });

  it('falls back to English without a header or with an unsupported one', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr-FR,fr;q=0.9' },
      { 'accept-language': ';;garbage;;' },
    ];
    for (const headers of variants) {
      const { status, body } = await get('/api/v1/branches', headers);
      expect(status).toBe(200);
      expect(body.message).toBe('OK');
      expect(body.data.branches[0].name).not.toMatch(arabicLetters);
    }
  });
});

describe('is_open is computed at request time (getBranches with a fixed now)', () => {
  const openAt = async (iso: string): Promise<Record<string, boolean>> => {
    const list = await getBranches(f.t.database.db, 'en', new Date(iso));
    const slugOf = new Map(Object.entries(f.branchId).map(([slug, value]) => [value, slug]));
    return Object.fromEntries(list.map((b) => [slugOf.get(b.id)!, b.is_open]));
  };

  // 2026-11-22 is a Sunday. Olaya: 10–22 (Fri 14–23); Diriyah: 16–01 daily; Khobar: 10–22, Friday off;
  // Madinah: closed for renovation.
  it.each([
    [
      'Sunday noon',
      '2026-11-22T12:00:00+03:00',
      { 'riyadh-olaya': true, 'riyadh-diriyah-ladies': false, 'khobar-corniche': true },
    ],
    ['Sunday 10:00 sharp', '2026-11-22T10:00:00+03:00', { 'riyadh-olaya': true, 'khobar-corniche': true }],
    [
      'Sunday 22:00 sharp',
      '2026-11-22T22:00:00+03:00',
      { 'riyadh-olaya': false, 'riyadh-diriyah-ladies': true, 'khobar-corniche': false },
    ],
    [
      'Sunday 23:30',
      '2026-11-22T23:30:00+03:00',
      { 'riyadh-olaya': false, 'riyadh-diriyah-ladies': true, 'jeddah-tahlia': false },
    ],
    ['Monday 00:30', '2026-11-23T00:30:00+03:00', { 'riyadh-olaya': false, 'riyadh-diriyah-ladies': true }],
    ['Monday 01:00', '2026-11-23T01:00:00+03:00', { 'riyadh-diriyah-ladies': false }],
    ['Friday noon', '2026-11-27T12:00:00+03:00', { 'riyadh-olaya': false, 'khobar-corniche': false }],
    ['Friday 15:00', '2026-11-27T15:00:00+03:00', { 'riyadh-olaya': true, 'khobar-corniche': false }],
    [
      'Saturday 00:30 (Friday night)',
      '2026-11-28T00:30:00+03:00',
      { 'riyadh-diriyah-ladies': true, 'riyadh-olaya': false },
    ],
    [
      'Sunday noon given in UTC',
      '2026-11-22T09:00:00Z',
      { 'riyadh-olaya': true, 'riyadh-diriyah-ladies': false },
    ],
  ])('%s', async (_label, iso, expected) => {
    expect(await openAt(iso)).toMatchObject(expected);
  });

  it('keeps the branch closed for renovation closed at every hour of the week', async () => {
    const start = Date.parse('2026-11-22T00:00:00+03:00');
    const open = new Set<boolean>();
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      const state = await openAt(new Date(start + hour * 3_600_000 + 30 * 60_000).toISOString());
      expect(state['madinah-sultanah']).toBe(false);
      open.add(state['riyadh-olaya']!);
    }
    // The same sweep does see the flagship both open and closed.
    expect(open).toEqual(new Set([true, false]));
  });
});
