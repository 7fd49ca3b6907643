/**
 * The API suite on PostgreSQL (TEST_DATABASE_URL): the run builds two template databases once (global-setup.ts) —
 * one migrated and seeded, one migrated and empty — and every test app gets a database of its own copied from one of
 * them (`CREATE DATABASE … TEMPLATE …`), dropped when the app closes. Test files run in parallel: each worker's
 * databases are named after it, and nothing shares the database at TEST_DATABASE_URL, which is only where the
 * run connects to create and drop the others.
 */
import pg from 'pg';

/** Every database the run creates starts with the base database's name and this, so leftovers are easy to find. */
const marker = '__';

export type Templates = { seeded: string; empty: string };

export function templateNames(baseUrl: string): Templates {
  const base = databaseName(baseUrl);
  return { seeded: `${base}${marker}seeded`, empty: `${base}${marker}empty` };
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The same server and credentials as `url`, another database. */
export function urlFor(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs `fn` with a connection to the base database (where databases are created and dropped). */
export async function withAdmin<T>(baseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`drop database if exists ${quote(name)} with (force)`);
}

export async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  await admin.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`);
}

/** Drops every database a run on `baseUrl` created (templates and test apps' copies), say after a crashed run. */
export async function dropRunDatabases(admin: pg.Client, baseUrl: string): Promise<void> {
  const prefix = `${databaseName(baseUrl)}${marker}`;
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where left(datname, length($1)) = $1',
    [prefix],
  );
  for (const { datname } of rows) await dropDatabase(admin, datname);
}

let copies = 0;
/**
 * A new database copied from `template`, named after this vitest worker (VITEST_POOL_ID) and a counter, with a
 * function that drops it.
 */
export async function copyOfTemplate(
  baseUrl: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const worker = process.env.VITEST_POOL_ID ?? process.pid;
  const name = `${databaseName(baseUrl)}${marker}w${worker}_${++copies}`;
  await withAdmin(baseUrl, async (admin) => {
    await dropDatabase(admin, name);
    await createDatabase(admin, name, template);
  });
  return { url: urlFor(baseUrl, name), drop: () => withAdmin(baseUrl, (admin) => dropDatabase(admin, name)) };
}
