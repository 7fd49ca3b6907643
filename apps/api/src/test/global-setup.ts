/**
 * Once per test run (the api project's globalSetup), the database every test app starts from, built once:
 * - on PGlite (the default), a migrated, seeded database saved as a snapshot that every createTestApp opens instead
 *   of migrating and seeding again (ADR 0034);
 * - on PostgreSQL (TEST_DATABASE_URL), two template databases, one migrated and seeded, one migrated and empty, that
 *   every createTestApp copies into a database of its own (postgres-databases.ts, ADR 0040).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed/seed.ts';
import { createDatabase, dropRunDatabases, templateNames, urlFor, withAdmin } from './postgres-databases.ts';

declare module 'vitest' {
  // Vitest's provide/inject types are extended by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The seeded snapshot's file, or '' when there is none (PostgreSQL). */
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  project.provide('seededDatabase', '');
  if (baseUrl) return postgresTemplates(baseUrl);
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seed(database.db);
  const snapshot = await database.snapshot!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'hajz-seeded-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('seededDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplates(baseUrl: string) {
  const templates = templateNames(baseUrl);
  await withAdmin(baseUrl, async (admin) => {
    await dropRunDatabases(admin, baseUrl);
    await createDatabase(admin, templates.empty);
    await createDatabase(admin, templates.seeded);
  });
  for (const [name, seeded] of [
    [templates.empty, false],
    [templates.seeded, true],
  ] as const) {
    const database = await openDatabase({ databaseUrl: urlFor(baseUrl, name), dataDir: '' });
    try {
      await database.migrate();
      if (seeded) await seed(database.db);
    } finally {
      await database.close();
    }
  }
  return () => withAdmin(baseUrl, (admin) => dropRunDatabases(admin, baseUrl));
}
