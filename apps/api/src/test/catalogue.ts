import { afterAll, beforeAll } from 'vitest';
import { branches as branchesTable, categories as categoriesTable } from '../db/schema.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export const arabicLetters = /[\u0600-\u06FF]/;

/**
 * One seeded test app per test file, with slug → id maps read from the database (ids are serial, so never
 * hard-coded). Call at the top of a test file.
 */
export function useCatalogueApp() {
  const f = {
    t: undefined as unknown as TestApp,
    branchId: {} as Record<string, number>,
    categoryId: {} as Record<string, number>,
  };
  beforeAll(async () => {
    f.t = await createTestApp();
    const db = f.t.database.db;
    f.branchId = Object.fromEntries(
      (await db.select({ id: branchesTable.id, slug: branchesTable.slug }).from(branchesTable)).map((r) => [
        r.slug,
        r.id,
      ]),
    );
    f.categoryId = Object.fromEntries(
      (await db.select({ id: categoriesTable.id, slug: categoriesTable.slug }).from(categoriesTable)).map(
        (r) => [r.slug, r.id],
      ),
    );
  });
  afterAll(() => f.t.close());
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await f.t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return { f, get };
}

export const id = (map: Record<string, number>, slug: string): number => {
  const value = map[slug];
  if (value === undefined) throw new Error(`no seeded row with slug ${slug}`);
  return value;
};
