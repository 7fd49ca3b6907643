/**
 * The reports' routes (issue 17 item 4): who may read them and for which branches, the period's validation in both
 * languages, the CSV downloads (column names in the asker's language, SAR with 2 decimals, a BOM for Excel), and
 * utilisation's shift time from a resource's own shifts or its branch's hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessSettings,
  promoCodes,
  resourceShifts,
  staffBranches,
  staffMembers,
} from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { localDate, zonedInstant } from '../../lib/zoned-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Locale } from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { reportTables } from '@hajz/contracts/reports';
import { writeOrders } from '../../test/reports-orders.ts';

let t: TestApp;
let fx: Fixture;
let elsewhere: Fixture;
const tokens: Record<'owner' | 'manager' | 'receptionist', string> = {
  owner: '',
  manager: '',
  receptionist: '',
};
// A week starting on a Sunday (2031-03-02), far from anything else in the database.
const from = '2031-03-02';
const to = '2031-03-08';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  fx = await createFixture(t, { resources: 2 });
  elsewhere = await createFixture(t, { resources: 1 });
  const [customer, owner, manager, receptionist] = await createCustomers(t, 4);
  await db.insert(staffMembers).values([
    { userId: owner!.id, role: 'owner' },
    { userId: manager!.id, role: 'manager' },
    { userId: receptionist!.id, role: 'receptionist' },
  ]);
  await db.insert(staffBranches).values([
    { userId: manager!.id, branchId: fx.branchId },
    { userId: receptionist!.id, branchId: fx.branchId },
  ]);
  Object.assign(tokens, { owner: owner!.token, manager: manager!.token, receptionist: receptionist!.token });
  // Therapist 1 works Sundays 10:00–12:00 only; therapist 0 has no shifts, so the branch's 09:00–17:00 every day.
  await db
    .insert(resourceShifts)
    .values({ resourceId: fx.resourceIds[1]!, day: 0, startAt: '10:00', endAt: '12:00' });
  invalidateReads(db);
  const [promo] = await db
    .insert(promoCodes)
    .values({ code: '=CMD', kind: 'fixed', value: 1000 })
    .returning();
  const [business] = await db.select().from(businessSettings);
  const tz = business!.timezone;
  // One paid booking at the branch: 115.00 for the service less the 10.00 code, and a 23.00 fee.
  await writeOrders(
    {
      db,
      userId: customer!.id,
      branches: [fx, elsewhere],
      promos: [{ id: promo!.id, code: promo!.code, rule: { kind: 'fixed', value: 1000, maxDiscount: null } }],
      pointValue: business!.pointValue,
    },
    zonedInstant(from, 0, tz),
    (at) => localDate(at.getTime(), tz),
    [],
    0,
    [
      {
        branch: 0,
        day: 1,
        minute: 600,
        lines: [{ unit: 11500, visitors: 1 }],
        promo: 0,
        classPercent: 0,
        fee: true,
        giftCard: false,
        points: false,
        outcome: 'confirmed',
      },
    ],
  );
});
afterAll(() => t.close());

const get = (who: keyof typeof tokens, url: string, lang: Locale = 'en') =>
  call(t, 'GET', url, undefined, { token: tokens[who], lang });
const period = `from=${from}&to=${to}`;

describe('reports: who may read them', () => {
  it('an owner and a manager read them; a receptionist is refused', async () => {
    expect((await get('owner', `/api/v1/admin/reports?${period}`)).status).toBe(200);
    expect((await get('manager', `/api/v1/admin/reports?${period}`)).status).toBe(200);
    expect((await get('receptionist', `/api/v1/admin/reports?${period}`)).status).toBe(403);
    expect((await get('receptionist', `/api/v1/admin/reports/vat/csv?${period}`)).status).toBe(403);
  });

  it('a manager sees their branches only: another branch is refused, in words; no business-wide balances', async () => {
    const other = await get(
      'manager',
      `/api/v1/admin/reports?${period}&branch_id=${elsewhere.branchId}`,
      'ar',
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('هذا يخص فرعًا لا تعمل فيه');
    const mine = await get('manager', `/api/v1/admin/reports?${period}`);
    expect(mine.body.data.revenue.by_branch.map((b: { branch_id: number }) => b.branch_id)).toEqual([
      fx.branchId,
    ]);
    expect(mine.body.data.gift_cards).toBeNull();
    const csv = await get('manager', `/api/v1/admin/reports/gift-cards/csv?${period}`);
    expect(csv.status).toBe(403);
    expect(csv.body.message).toBe('Only the owner sees business-wide balances');
  });
});

describe('reports: the period is validated', () => {
  it.each([
    ['from=2031-02-30&to=2031-03-01', 'from', 'Enter a valid date', 'أدخل تاريخًا صحيحًا'],
    ['from=2031-02-32&to=2031-03-01', 'from', 'Enter a valid date', 'أدخل تاريخًا صحيحًا'],
    ['from=yesterday&to=2031-03-01', 'from', 'Enter a valid date', 'أدخل تاريخًا صحيحًا'],
    [
      'from=2031-03-05&to=2031-03-01',
      'to',
      'The end date must not be before the start date',
      'يجب ألا يسبق تاريخ النهاية تاريخ البداية',
    ],
    [
      'from=2030-01-01&to=2031-01-02',
      'to',
      'Choose a period of at most 366 days',
      'اختر فترة لا تزيد على 366 يومًا',
    ],
    ['to=2031-01-01', 'from', 'Enter a valid date', 'أدخل تاريخًا صحيحًا'],
  ])('%s → 422 on %s, translated', async (query, field, en, ar) => {
    for (const [lang, text] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const res = await get('owner', `/api/v1/admin/reports?${query}`, lang);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([text]);
    }
  });

  it('366 days are allowed; a branch id must be a number', async () => {
    expect((await get('owner', '/api/v1/admin/reports?from=2030-01-01&to=2031-01-01')).status).toBe(200);
    expect((await get('owner', '/api/v1/admin/reports?from=2032-01-01&to=2032-12-31')).status).toBe(200);
    expect((await get('owner', `/api/v1/admin/reports?${period}&branch_id=x`)).status).toBe(422);
    expect((await get('owner', `/api/v1/admin/reports/nope/csv?${period}`)).status).toBe(422);
  });
});

describe('reports: figures and CSV', () => {
  it('revenue of the paid booking by service, with the fee apart, and the promo code', async () => {
    const r = (await get('owner', `/api/v1/admin/reports?${period}&branch_id=${fx.branchId}`)).body.data;
    expect(r.revenue.revenue).toMatchObject({ count: 1, total: 12800 });
    expect(r.revenue.by_day.find((d: { date: string }) => d.date === '2031-03-03').total).toBe(12800);
    expect(r.revenue.by_service.map((s: { name: string; total: number }) => [s.name, s.total])).toEqual([
      ['Service 0', 10500],
      ['Home visit', 2300],
    ]);
    expect(r.promo_codes.codes).toEqual([{ code: '=CMD', uses: 1, discount: 1000 }]);
    expect(r.bookings.totals).toEqual({ booked: 1, kept: 1, cancelled: 0, no_shows: 0 });
  });

  it('utilisation: the branch hours for a resource without shifts, its own shifts otherwise', async () => {
    const r = (await get('owner', `/api/v1/admin/reports?${period}&branch_id=${fx.branchId}`)).body.data;
    const [first, second] = r.utilisation.resources;
    expect(first).toMatchObject({
      resource_id: fx.resourceIds[0],
      shift_minutes: 7 * 480,
      booked_minutes: 60,
    });
    expect(first.per_mille).toBe(Math.round((60 * 1000) / (7 * 480)));
    expect(second).toMatchObject({
      resource_id: fx.resourceIds[1],
      shift_minutes: 120,
      booked_minutes: 0,
      per_mille: 0,
    });
    expect(r.utilisation.totals).toMatchObject({ shift_minutes: 7 * 480 + 120, booked_minutes: 60 });
  });

  it('a CSV: BOM, the asker’s language, SAR with 2 decimals, a named attachment, formulas defused', async () => {
    const res = await get(
      'owner',
      `/api/v1/admin/reports/revenue-by-service/csv?${period}&branch_id=${fx.branchId}`,
      'ar',
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hajz-revenue-by-service-${from}-to-${to}-branch-${fx.branchId}.csv"`,
    );
    expect(res.payload.startsWith('\uFEFF')).toBe(true);
    expect(res.payload.slice(1).split('\r\n')).toEqual([
      'النوع,الاسم,الكمية,الإجمالي شامل الضريبة (ر.س),ضريبة القيمة المضافة (ر.س)',
      'صنف,خدمة 0,1,105.00,13.70',
      'رسوم,زيارة منزلية,1,23.00,3.00',
      '',
    ]);
    const promo = await get('owner', `/api/v1/admin/reports/promo-codes/csv?${period}`);
    expect(promo.payload.slice(1).split('\r\n')).toEqual([
      'Code,Uses,Discount given (SAR)',
      "'=CMD,1,10.00",
      'All,1,10.00',
      '',
    ]);
    const vat = await get('owner', `/api/v1/admin/reports/vat/csv?${period}`);
    expect(vat.payload).toContain('\r\nRevenue,1,111.30,16.70,128.00\r\n');
  });

  it('every table downloads; the by-day rows add up to the revenue, bookings end with their totals', async () => {
    for (const table of reportTables) {
      const res = await get('owner', `/api/v1/admin/reports/${table}/csv?${period}`);
      expect(res.status, table).toBe(200);
      expect(res.payload.startsWith('\uFEFF'), table).toBe(true);
    }
    const days = (await get('owner', `/api/v1/admin/reports/revenue-by-day/csv?${period}`)).payload
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(days.map((d) => d[0])).toEqual([
      '2031-03-02',
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
    ]);
    expect(days.reduce((n, d) => n + Math.round(Number(d[2]) * 100), 0)).toBe(12800);
    const bookings = (await get('owner', `/api/v1/admin/reports/bookings/csv?${period}`)).payload
      .trim()
      .split('\r\n');
    expect(bookings.at(-1)).toBe('All,1,1,0,0');
  });
});
