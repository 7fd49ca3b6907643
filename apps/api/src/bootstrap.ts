import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { needsDemoSeed, seed } from './db/seed/seed.ts';

/** Opens the database, applies migrations and seeds the demo business when the database has none. */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void = () => undefined,
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.SEED_DEMO && (await needsDemoSeed(database.db))) {
    log('seeding the demo business');
    await seed(database.db);
  }
  return database;
}
