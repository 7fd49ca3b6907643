import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { check, chunksOf } from './js-budget.mjs';

const manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/framework.js', '/assets/shell.js'] },
    layout: { parentId: 'root', module: '/assets/layout.js', imports: ['/assets/shell.js'] },
    home: { parentId: 'layout', module: '/assets/home.js', imports: ['/assets/card.js'] },
    admin: { parentId: 'layout', module: '/assets/admin-x.js', imports: ['/assets/maplibre-y.js'] },
  },
};
const sizes: Record<string, number> = {
  '/assets/entry.js': 1024,
  '/assets/framework.js': 50 * 1024,
  '/assets/root.js': 1024,
  '/assets/shell.js': 10 * 1024,
  '/assets/layout.js': 1024,
  '/assets/home.js': 2 * 1024,
  '/assets/card.js': 1024,
  '/assets/admin-x.js': 5 * 1024,
  '/assets/maplibre-y.js': 90 * 1024,
};
const sizeOf = (f: string) => sizes[f] ?? 0;

describe('js budget', () => {
  it('counts the entry and every route module from the root down, each chunk once', () => {
    expect(chunksOf(manifest, 'home').sort()).toEqual(
      [
        '/assets/card.js',
        '/assets/entry.js',
        '/assets/framework.js',
        '/assets/home.js',
        '/assets/layout.js',
        '/assets/root.js',
        '/assets/shell.js',
      ].sort(),
    );
  });

  it('passes a page within its budget and fails one over it', () => {
    const within = check(
      manifest,
      { pages: { '/': { route: 'home', budgetKb: 66 } }, forbidden: [] },
      sizeOf,
    );
    expect(within[0]).toMatchObject({ bytes: 66 * 1024, problems: [] });
    const over = check(manifest, { pages: { '/': { route: 'home', budgetKb: 65 } }, forbidden: [] }, sizeOf);
    expect(over[0].problems).toEqual(['66.0 KB is over 65 KB']);
  });

  it('fails a customer page that loads admin or map chunks', () => {
    const rows = check(
      manifest,
      {
        pages: { '/admin': { route: 'admin', budgetKb: 1000 } },
        forbidden: ['/assets/admin[-.]', 'maplibre'],
      },
      sizeOf,
    );
    expect(rows[0].problems).toEqual([
      'loads /assets/admin-x.js, which customer pages must not',
      'loads /assets/maplibre-y.js, which customer pages must not',
    ]);
  });

  it('fails a public page whose chunks contain a library kept out of the browser', () => {
    const texts: Record<string, string> = { '/assets/card.js': 'x.has(`$ZodType`)' };
    const budgets = {
      pages: { '/': { route: 'home', budgetKb: 1000 } },
      forbidden: [],
      forbiddenCode: { zod: '$ZodType' },
    };
    const rows = check(manifest, budgets, sizeOf, (f: string) => texts[f] ?? '');
    expect(rows[0].problems).toEqual(['/assets/card.js contains zod, which customer pages must not load']);
    expect(check(manifest, budgets, sizeOf, () => 'no schemas here')[0].problems).toEqual([]);
  });
});
