/** `npm run db:reset`: drops everything, migrates and seeds the demo business again. */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from './client.ts';
import { seed } from './seed/seed.ts';

const config = loadConfigOrExit();
if (!config.DATABASE_URL) rmSync(`${config.DATA_DIR}/pg`, { recursive: true, force: true });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (database.kind === 'postgres') {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
await seed(database.db);
await database.close();
console.log(`demo data reset (${database.kind})`);
