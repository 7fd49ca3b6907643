import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Dict = { [key: string]: string | Dict };
const dir = join(import.meta.dirname);
const keys = (d: Dict, prefix = ''): string[] =>
  Object.entries(d).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const read = (lang: string, file: string) => JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Dict;

describe('translations', () => {
  const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));
  it('exist for both languages', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(
      readdirSync(join(dir, 'ar'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
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
