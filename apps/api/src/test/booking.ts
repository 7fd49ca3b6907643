/**
 * Shared helpers for the booking and cart tests (not a test file): a branch of our own with known hours and
 * resources, customers created straight in the database with signed tokens, local dates, reservation reads.
 */
import { sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import {
  branches,
  branchExceptions,
  branchWorkingTimes,
  categories,
  productBranches,
  products,
  resources,
  resourceServices,
  users,
} from '../db/schema.ts';
import { invalidateReads } from '../lib/read-cache.ts';
import type { TestApp } from './test-app.ts';
import { addDays, localDate } from '../lib/zoned-time.ts';

export const tz = 'Asia/Riyadh';
/** The local date `days` from today in the business timezone. */
export const dayFromToday = (days: number) => addDays(localDate(Date.now(), tz), days);

let fixtureCount = 0;

export type Fixture = { branchId: number; productId: number; resourceIds: number[]; price: number };

/**
 * A branch open 09:00–17:00 every day, one service (60 minutes by default) offered there and `resources`
 * resources qualified for it. Exceptions close a date (no hours) or change its hours.
 */
export async function createFixture(
  t: TestApp,
  o: {
    resources?: number;
    duration?: number;
    buffer?: number;
    price?: number;
    exceptions?: { date: string; hours?: [string, string] }[];
  } = {},
): Promise<Fixture> {
  const db = t.database.db;
  const n = ++fixtureCount;
  const slug = `test-${process.pid}-${n}-${randomInt(1e9)}`;
  const price = o.price ?? 20000;
  const [branch] = await db
    .insert(branches)
    .values({
      slug,
      nameEn: `Test branch ${n}`,
      nameAr: `فرع تجريبي ${n}`,
      addressEn: 'Test',
      addressAr: 'تجربة',
      cityEn: 'Riyadh',
      cityAr: 'الرياض',
      phone: '+966110000000',
      descriptionEn: 'Test',
      descriptionAr: 'تجربة',
      latitude: 24.7,
      longitude: 46.7,
      googleMapLink: 'https://maps.example/test',
      image: '/img/test.svg',
      sort: 100 + n,
    })
    .returning({ id: branches.id });
  const branchId = branch!.id;
  await db.insert(branchWorkingTimes).values(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      branchId,
      day,
      isActive: true,
      startAt: '09:00',
      endAt: '17:00',
    })),
  );
  for (const e of o.exceptions ?? []) {
    await db.insert(branchExceptions).values({
      branchId,
      date: e.date,
      isClosed: !e.hours,
      startAt: e.hours?.[0] ?? null,
      endAt: e.hours?.[1] ?? null,
    });
  }
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db
    .insert(products)
    .values({
      slug,
      type: 'service',
      categoryId: category!.id,
      nameEn: `Test massage ${n}`,
      nameAr: `مساج تجريبي ${n}`,
      descriptionEn: 'Test',
      descriptionAr: 'تجربة',
      price,
      duration: o.duration ?? 60,
      bufferMinutes: o.buffer ?? 0,
      image: '/img/test.svg',
      innerImage: '/img/test.svg',
    })
    .returning({ id: products.id });
  const productId = product!.id;
  await db.insert(productBranches).values({ productId, branchId });
  const resourceIds: number[] = [];
  for (let i = 0; i < (o.resources ?? 1); i++) {
    const [r] = await db
      .insert(resources)
      .values({
        slug: `${slug}-r${i}`,
        branchId,
        nameEn: `Therapist ${i}`,
        nameAr: `معالجة ${i}`,
        kind: 'staff',
      })
      .returning({ id: resources.id });
    resourceIds.push(r!.id);
    await db.insert(resourceServices).values({ resourceId: r!.id, productId });
  }
  invalidateReads(db);
  return { branchId, productId, resourceIds, price };
}

/**
 * Another service offered at the fixture's branch (a visit's next part, ADR 0063), done by `resources` new resources
 * of its own and by `alsoBy` (existing resource ids qualified for it too).
 */
export async function addService(
  t: TestApp,
  fx: Fixture,
  o: { duration?: number; buffer?: number; price?: number; resources?: number; alsoBy?: number[] } = {},
): Promise<Fixture> {
  const db = t.database.db;
  const n = ++fixtureCount;
  const slug = `test-${process.pid}-${n}-${randomInt(1e9)}`;
  const price = o.price ?? 15000;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db
    .insert(products)
    .values({
      slug,
      type: 'service',
      categoryId: category!.id,
      nameEn: `Test haircut ${n}`,
      nameAr: `قص شعر تجريبي ${n}`,
      descriptionEn: 'Test',
      descriptionAr: 'تجربة',
      price,
      duration: o.duration ?? 60,
      bufferMinutes: o.buffer ?? 0,
      image: '/img/test.svg',
      innerImage: '/img/test.svg',
    })
    .returning({ id: products.id });
  const productId = product!.id;
  await db.insert(productBranches).values({ productId, branchId: fx.branchId });
  const resourceIds: number[] = [];
  for (let i = 0; i < (o.resources ?? 1); i++) {
    const [r] = await db
      .insert(resources)
      .values({
        slug: `${slug}-r${i}`,
        branchId: fx.branchId,
        nameEn: `Stylist ${i}`,
        nameAr: `مصففة ${i}`,
        kind: 'staff',
      })
      .returning({ id: resources.id });
    resourceIds.push(r!.id);
  }
  for (const resourceId of [...resourceIds, ...(o.alsoBy ?? [])]) {
    await db.insert(resourceServices).values({ resourceId, productId });
  }
  invalidateReads(db);
  return { branchId: fx.branchId, productId, resourceIds, price };
}

let mobileCount = 0;
const mobileBase = randomInt(10_000_000);
/** `count` completed customers inserted at once, each with a signed token (much faster than the OTP flow). */
export async function createCustomers(t: TestApp, count: number): Promise<{ id: number; token: string }[]> {
  const base = mobileBase;
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        mobileNumber: `9665${String(base + ++mobileCount).padStart(8, '0')}`.slice(0, 12),
        firstName: 'Test',
        lastName: 'Customer',
        isCompleted: true,
      })),
    )
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  return Promise.all(rows.map(async (u) => ({ id: u.id, token: await t.app.tokens.sign(u) })));
}

/** Pairs of rows of one resource whose periods overlap: must always be empty. */
export async function overlappingReservations(t: TestApp): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    select a.id as a, b.id as b, a.resource_id
    from reservations a join reservations b
      on a.resource_id = b.resource_id and a.id < b.id and a.period && b.period`);
  return (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
}

/** Holds and bookings of a resource set, as local 'YYYY-MM-DD HH:mm' starts. */
export async function reservationRows(t: TestApp, resourceIds: number[]) {
  const result = await t.database.db.execute(sql`
    select id, resource_id, cart_item_id, kind, expires_at,
      to_char(lower(period) at time zone ${tz}, 'YYYY-MM-DD HH24:MI') as start,
      to_char(upper(period) at time zone ${tz}, 'YYYY-MM-DD HH24:MI') as "end"
    from reservations where resource_id in (${sql.join(
      resourceIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by resource_id, lower(period)`);
  type Row = {
    id: number;
    resource_id: number;
    cart_item_id: number | null;
    kind: string;
    start: string;
    end: string;
  };
  return ((result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[])) as Row[];
}
