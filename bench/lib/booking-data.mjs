// Helpers for bench/booking.mjs: start the API (no web build needed) on a given data dir or PostgreSQL, and
// write the bench's scheduling data straight into the server's database while it is stopped.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SignJWT } from 'jose';
import { freePort, HOST, repoRoot, startProcess, stop } from './server.mjs';

/** Start apps/api/dist/server.js API-only (SERVE_WEB=false) on a free port; PGlite under `dataDir` unless DATABASE_URL. */
export async function startApi({ dataDir, env = {} }) {
  const port = await freePort();
  const script = join(repoRoot, 'apps/api/dist/server.js');
  const started = Date.now();
  const child = await startProcess({
    name: 'hajz api',
    script,
    nodeArgs: ['--import', pathToFileURL(join(repoRoot, 'bench/lib/exit-report.mjs')).href],
    port,
    healthPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...env,
    },
    timeoutMs: 120_000,
  });
  return { child, origin: `http://${HOST}:${port}`, bootMs: Date.now() - started, close: () => stop(child) };
}

/** A `query(text, params) → rows` client on the server's database: PGlite (the same files) or PostgreSQL. */
export async function openSetupDb({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { btree_gist } });
  return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}

/** Small deterministic PRNG, so every run books the same times. */
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayMs = 86_400_000;
const riyadhOffsetMs = 3 * 3_600_000;
/** Local midnight (Asia/Riyadh, UTC+3 all year) of the date `days` from today, as epoch ms. */
export function riyadhMidnight(days, now = Date.now()) {
  const local = now + riyadhOffsetMs;
  return local - (local % dayMs) - riyadhOffsetMs + days * dayMs;
}
export const riyadhDate = (days) =>
  new Date(riyadhMidnight(days) + riyadhOffsetMs).toISOString().slice(0, 10);

/**
 * A branch open 09:00–21:00 every day, a 60-minute service with a 15-minute buffer, `resources` qualified
 * resources, `bookings` random non-overlapping bookings over the next `days` days, and `customers` accounts.
 * Returns ids, the bookings per resource (to know how many resources are free at a time) and customer ids.
 */
export async function insertBenchData(
  q,
  { resources = 10, bookings = 500, days = 30, customers = 1000 } = {},
) {
  const [{ id: categoryId }] = await q.query(`select id from categories order by id limit 1`);
  const [{ id: branchId }] = await q.query(
    `insert into branches (slug, name_en, name_ar, address_en, address_ar, city_en, city_ar, phone, description_en,
       description_ar, latitude, longitude, google_map_link, image, sort)
     values ('bench-branch', 'Bench branch', 'فرع القياس', 'Bench', 'قياس', 'Riyadh', 'الرياض', '+966110000000',
       'Bench', 'قياس', 24.7, 46.7, 'https://maps.example/bench', '/img/branches/riyadh-olaya.svg', 99) returning id`,
  );
  for (let day = 0; day < 7; day++) {
    await q.query(
      `insert into branch_working_times (branch_id, day, is_active, start_at, end_at) values ($1, $2, true, '09:00', '21:00')`,
      [branchId, day],
    );
  }
  const [{ id: productId }] = await q.query(
    `insert into products (slug, type, category_id, name_en, name_ar, description_en, description_ar, price, duration,
       buffer_minutes, image, inner_image)
     values ('bench-massage', 'service', $1, 'Bench massage', 'مساج القياس', 'Bench', 'قياس', 32000, 60, 15,
       '/img/services/swedish-massage.svg', '/img/services/swedish-massage.svg') returning id`,
    [categoryId],
  );
  await q.query(`insert into product_branches (product_id, branch_id) values ($1, $2)`, [
    productId,
    branchId,
  ]);
  const resourceIds = [];
  for (let i = 0; i < resources; i++) {
    const [{ id }] = await q.query(
      `insert into resources (slug, branch_id, name_en, name_ar, kind) values ($1, $2, $3, $4, 'staff') returning id`,
      [`bench-r${i}`, branchId, `Therapist ${i + 1}`, `معالجة ${i + 1}`],
    );
    await q.query(`insert into resource_services (resource_id, product_id) values ($1, $2)`, [id, productId]);
    resourceIds.push(id);
  }
  // Random bookings from tomorrow on (today's may already be past), 60 + 15 minutes, on the half hour, no overlaps.
  const random = mulberry32(20261122);
  const taken = new Map(resourceIds.map((id) => [id, []]));
  const rows = [];
  while (rows.length < bookings) {
    const resourceId = resourceIds[Math.floor(random() * resources)];
    const start =
      riyadhMidnight(1 + Math.floor(random() * (days - 1))) +
      (9 * 60 + 30 * Math.floor(random() * 22)) * 60_000;
    const end = start + 75 * 60_000;
    const busy = taken.get(resourceId);
    if (busy.some(([s, e]) => s < end && start < e)) continue;
    busy.push([start, end]);
    rows.push([resourceId, new Date(start).toISOString(), new Date(end).toISOString()]);
  }
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const values = chunk.map(
      (_, j) =>
        `($${j * 3 + 1}, tstzrange($${j * 3 + 2}::timestamptz, $${j * 3 + 3}::timestamptz, '[)'), 'booking')`,
    );
    await q.query(
      `insert into reservations (resource_id, period, kind) values ${values.join(', ')}`,
      chunk.flat(),
    );
  }
  const customerIds = [];
  for (let i = 0; i < customers; i += 250) {
    const n = Math.min(250, customers - i);
    const values = Array.from(
      { length: n },
      (_, j) => `('9665${String(90_000_000 + i + j)}', 'Bench', 'Customer', true)`,
    );
    const inserted = await q.query(
      `insert into users (mobile_number, first_name, last_name, is_completed) values ${values.join(', ')} returning id`,
    );
    customerIds.push(...inserted.map((r) => r.id));
  }
  return { branchId, productId, resourceIds, busy: taken, customerIds };
}

/** A session token the server accepts (same claims as modules/auth/tokens.ts), signed with the bench's secret. */
export function signToken(secret, userId) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer('hajz')
    .setAudience('hajz-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(secret));
}

/** Pairs of reservations of one resource that overlap: must be 0. */
export async function countOverlaps(q) {
  const [{ n }] = await q.query(
    `select count(*)::int as n from reservations a join reservations b
       on a.resource_id = b.resource_id and a.id < b.id and a.period && b.period`,
  );
  return Number(n);
}
