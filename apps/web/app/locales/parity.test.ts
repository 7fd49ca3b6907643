import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Dict = { [key: string]: string | Dict };
const dir = join(import.meta.dirname);
const keys = (d: Dict, prefix = ''): string[] =>
  Object.entries(d).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const read = (lang: string, file: string) => JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Dict;
const jsonIn = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
/** The main bundle's files, then each section's (ADR 0027: `admin/…`). */
const sections = readdirSync(join(dir, 'en'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('translations', () => {
  const files = [
    ...jsonIn(join(dir, 'en')),
    ...sections.flatMap((s) => jsonIn(join(dir, 'en', s)).map((f) => `${s}/${f}`)),
  ];
  it('exist for both languages', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(sections).toContain('admin');
    const ar = [
      ...jsonIn(join(dir, 'ar')),
      ...sections.flatMap((s) => jsonIn(join(dir, 'ar', s)).map((f) => `${s}/${f}`)),
    ];
    expect(ar.sort()).toEqual(files.sort());
  });
  it.each(files)('%s has the same keys in en and ar, and no empty value', (file) => {
    const en = keys(read('en', file));
    const ar = keys(read('ar', file));
    expect(ar.sort()).toEqual(en.sort());
    for (const lang of ['en', 'ar']) {
      const flat = JSON.stringify(read(lang, file));
      expect(flat).not.toMatch(/:""/);
    }
  });
});
