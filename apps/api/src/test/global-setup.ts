/**
 * Once per test run (the api project's globalSetup): a migrated, seeded PGlite database, saved as a snapshot that
 * every createTestApp on PGlite opens instead of migrating and seeding again (the same database, in a fraction of the
 * time). Nothing to do against PostgreSQL (TEST_DATABASE_URL), which starts from an empty schema each time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed/seed.ts';

declare module 'vitest' {
  // Vitest's provide/inject types are extended by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The seeded snapshot's file, or '' when there is none (PostgreSQL). */
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededDatabase', '');
    return;
  }
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
