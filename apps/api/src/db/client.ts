import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { migrationsDir } from '../paths.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a copy of the whole database, to open another one from (`loadDataDir`). */
  snapshot?(): Promise<Blob>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this snapshot instead of an empty database (the tests' migrated, seeded one). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory://' || dataDir === '';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One options object: `PGlite.create(undefined, options)` silently drops the options (and so the extension).
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : `${dataDir}/pg`,
    extensions: { btree_gist },
    loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    close: () => pool.end(),
  };
}
