import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { adminRouteIds, check, chunksOf, inlineManifest, textLeaks } from './js-budget.mjs';

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

  it("adds the page's inline route manifest, which lists its own routes only: more back-office routes cost it nothing", () => {
    const budgets = { pages: { '/': { route: 'home', budgetKb: 100 } }, forbidden: [] };
    const length = (text: string) => text.length;
    const bytes = (m: typeof manifest) => check(m, budgets, sizeOf, () => '', length)[0].bytes as number;
    expect(Object.keys(inlineManifest(manifest, 'home').routes)).toEqual(['home', 'layout', 'root']);
    expect(bytes(manifest)).toBe(66 * 1024 + JSON.stringify(inlineManifest(manifest, 'home')).length);
    const more = {
      ...manifest,
      routes: {
        ...manifest.routes,
        'admin-calendar': { ...manifest.routes.admin, module: '/assets/cal.js' },
      },
    };
    expect(bytes(more)).toBe(bytes(manifest));
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

  it('fails a customer page that loads an admin route module, whatever its file is called (ADR 0027)', () => {
    const withAdmin = {
      ...manifest,
      routes: {
        ...manifest.routes,
        'admin.en': { parentId: 'root', module: '/assets/layout-q.js', imports: [] },
        'admin-check-in.en': { parentId: 'admin.en', module: '/assets/screen-z.js', imports: [] },
        home: { ...manifest.routes.home, imports: ['/assets/card.js', '/assets/screen-z.js'] },
      },
    };
    expect(adminRouteIds(withAdmin).sort()).toEqual(['admin', 'admin-check-in.en', 'admin.en']);
    const rows = check(
      withAdmin,
      { pages: { '/': { route: 'home', budgetKb: 1000 } }, forbidden: [] },
      sizeOf,
    );
    expect(rows[0].problems).toEqual(['loads /assets/screen-z.js, which customer pages must not']);
  });

  it("fails a customer page whose chunks hold the admin texts' loader", () => {
    const budgets = {
      pages: { '/': { route: 'home', budgetKb: 1000 } },
      forbidden: [],
      forbiddenCode: { "the admin texts' loader": 'locale-admin-' },
    };
    const texts: Record<string, string> = { '/assets/shell.js': '{en:"/assets/locale-admin-en-abc.json"}' };
    expect(check(manifest, budgets, sizeOf, (f: string) => texts[f] ?? '')[0].problems).toEqual([
      "/assets/shell.js contains the admin texts' loader, which customer pages must not load",
    ]);
  });

  it('fails a customer messages bundle that holds an admin namespace or a longer admin text', () => {
    const admin = {
      'locale-admin-en-1.json': {
        admin: { nav: { bookings: 'Bookings' }, soon: 'This screen is being built for staff.' },
      },
    };
    expect(textLeaks({ 'locale-en-1.json': { common: { bookings: 'Bookings' } } }, admin)).toEqual([]);
    expect(
      textLeaks(
        { 'locale-en-1.json': { common: { x: 'This screen is being built for staff.' }, admin: {} } },
        admin,
      ),
    ).toEqual([
      'locale-en-1.json holds the admin namespace admin (locale-admin-en-1.json)',
      'locale-en-1.json holds the admin text "This screen is being built for staff." (locale-admin-en-1.json)',
    ]);
  });
});
