import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, businessSettings, staffBranches, staffMembers, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createCustomers, createFixture } from '../../test/booking.ts';
import { saveBookingSettings } from './booking-settings.ts';

type Person = { id: number; token: string };
let t: TestApp;
let owner: Person;
let manager: Person;

const valid = {
  slot_step_minutes: 15,
  min_notice_minutes: 120,
  horizon_days: 60,
  hold_minutes: 10,
  cancel_window_hours: 12,
  reminder_lead_hours: [2, 48],
  refund_to_wallet: true,
  reschedule_cutoff_hours: 3,
  waitlist_offer_minutes: 20,
  peak_hours: [
    { day: 5, start_at: '22:00', end_at: '02:00' },
    { day: 4, start_at: '17:00', end_at: '23:00' },
  ],
};
const sortedPeak = [valid.peak_hours[1], valid.peak_hours[0]];

beforeAll(async () => {
  t = await createTestApp();
  const f = await createFixture(t, { resources: 0 });
  [owner, manager] = (await createCustomers(t, 2)) as [Person, Person];
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
  await t.database.db.insert(staffMembers).values({ userId: manager.id, role: 'manager' });
  await t.database.db.insert(staffBranches).values({ userId: manager.id, branchId: f.branchId });
});
afterAll(() => t.close());

const put = (who: Person, body: object, lang?: 'en' | 'ar') =>
  call(t, 'PUT', '/api/v1/admin/settings/booking', body, { token: who.token, lang });

describe('booking settings', () => {
  it('the owner reads and saves them (reminders largest first), audited before and after; customers see the new rules', async () => {
    const read = await call(t, 'GET', '/api/v1/admin/settings/booking', undefined, { token: owner.token });
    expect(read.status).toBe(200);
    const before = read.body.data.settings;
    expect(before).toMatchObject({
      slot_step_minutes: expect.any(Number),
      reminder_lead_hours: expect.any(Array),
    });
    const res = await put(owner, valid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.settings).toEqual({
      ...valid,
      reminder_lead_hours: [48, 2],
      peak_hours: sortedPeak,
    });
    const [row] = await t.database.db.select().from(businessSettings);
    expect(row).toMatchObject({
      slotStepMinutes: 15,
      horizonDays: 60,
      refundToWallet: true,
      reminderLeadHours: [48, 2],
      rescheduleCutoffHours: 3,
      waitlistOfferMinutes: 20,
      peakHours: sortedPeak,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.booking'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ actorId: owner.id, before, after: res.body.data.settings });
    // The slot computation reads the new step at once (the read cache was cleared).
    const fx = await createFixture(t, { resources: 1 });
    const times = await call(
      t,
      'GET',
      `/api/v1/product-masters/${fx.productId}/available-times?branch_id=${fx.branchId}`,
    );
    expect(times.body.data.times).toHaveLength(60);
  });

  it('refuses what the database would refuse, field by field and translated (never a 500)', async () => {
    const res = await put(
      owner,
      {
        ...valid,
        slot_step_minutes: 4,
        horizon_days: 400,
        cancel_window_hours: -1,
        reminder_lead_hours: [2, 200],
      },
      'ar',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      slot_step_minutes: ['أدخل عددًا صحيحًا من الدقائق من ٥ إلى ٢٤٠'],
      horizon_days: ['أدخل عددًا صحيحًا من الأيام من ١ إلى ٣٦٦'],
      cancel_window_hours: ['أدخل عددًا صحيحًا من الساعات من ٠ إلى ٧٢٠'],
      'reminder_lead_hours.1': ['كل تذكير عدد صحيح من الساعات من ١ إلى ١٦٨'],
    });
    const late = await put(
      owner,
      {
        ...valid,
        reschedule_cutoff_hours: 721,
        waitlist_offer_minutes: 0,
        peak_hours: [
          { day: 4, start_at: '17:00', end_at: '17:00' },
          { day: 2, start_at: '18:00', end_at: '21:00' },
          { day: 2, start_at: '20:00', end_at: '22:00' },
          { day: 9, start_at: '8:00', end_at: '10:00' },
        ],
      },
      'ar',
    );
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors).sort()).toEqual([
      'peak_hours.0.end_at',
      'peak_hours.2.start_at',
      'peak_hours.3.day',
      'peak_hours.3.start_at',
      'reschedule_cutoff_hours',
      'waitlist_offer_minutes',
    ]);
    for (const [message] of Object.values(late.body.errors) as string[][])
      expect(message).toMatch(/[\u0600-\u06ff]/);
    expect(
      (await put(owner, { ...valid, peak_hours: [{ day: 4, start_at: '17:00', end_at: '17:00' }] })).body
        .errors,
    ).toEqual({
      'peak_hours.0.end_at': ['A peak range must end at another time than it starts'],
    });
    expect((await put(owner, { ...valid, waitlist_offer_minutes: 1441 })).body.errors).toEqual({
      waitlist_offer_minutes: ['Enter a whole number of minutes from 1 to 1440'],
    });
    expect((await put(owner, { ...valid, hold_minutes: 1.5 })).body.errors).toEqual({
      hold_minutes: ['Enter a whole number of minutes from 1 to 1440'],
    });
    expect((await put(owner, { ...valid, reminder_lead_hours: [1, 2, 3, 4, 5] })).body.errors).toEqual({
      reminder_lead_hours: ['Use at most 4 reminders'],
    });
    expect((await put(owner, { ...valid, reminder_lead_hours: [2, 2] })).body.errors).toEqual({
      reminder_lead_hours: ['Each reminder needs a different time'],
    });
  });

  it("a check the body's schema missed still answers 422 on its fields", async () => {
    const error = await saveBookingSettings(
      t.database.db,
      { user_id: owner.id, role: 'owner', branch_ids: 'all', resource_id: null },
      { ...valid, horizon_days: 0 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 422,
      fieldErrors: {
        slot_step_minutes: ['validation.invalid'],
        min_notice_minutes: ['validation.invalid'],
        horizon_days: ['validation.invalid'],
        hold_minutes: ['validation.invalid'],
      },
    });
  });

  it("is the owner's alone: a manager is refused", async () => {
    expect((await put(manager, valid)).status).toBe(403);
    expect(
      (await call(t, 'GET', '/api/v1/admin/settings/booking', undefined, { token: manager.token })).status,
    ).toBe(403);
  });
});
