// Place search benchmark (issue 14, docs/performance.md "Place search"): server time of GET maps/suggestions and
// GET maps/reverse through the real route (app.inject: validation, the gazetteer, serialisation; no network),
// over the shipped gazetteer and over it plus a generated 100,000-place import; and the index alone.
// Usage: npm run bench:geocode [-- --places=100000 --queries=2000]
import { performance } from 'node:perf_hooks';
import {
  buildGazetteer,
  createGazetteerProvider,
} from '../apps/api/src/integrations/maps/gazetteer-provider.ts';
import type { GazetteerPlace } from '../apps/api/src/integrations/maps/gazetteer-place.ts';
import { shippedPlaces } from '../apps/api/src/integrations/maps/gazetteer-data/shipped.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { selectDisplay } from '../apps/api/src/integrations/maps/select-provider.ts';
import { createTestApp } from '../apps/api/src/test/test-app.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PLACES = arg('places', 100_000);
const QUERIES = arg('queries', 2000);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const r2 = (x: number) => Math.round(x * 100) / 100;

// A deterministic generator: names built from Arabic syllables with a matching Latin transliteration.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const syllables: [string, string][] = [
  ['ra', 'را'],
  ['sha', 'شا'],
  ['mi', 'مي'],
  ['lo', 'لو'],
  ['qa', 'قا'],
  ['na', 'نا'],
  ['ha', 'حا'],
  ['zi', 'زي'],
  ['ba', 'با'],
  ['du', 'دو'],
  ['ta', 'تا'],
  ['fa', 'فا'],
  ['ka', 'كا'],
  ['wa', 'وا'],
  ['ya', 'يا'],
  ['sa', 'سا'],
  ['ja', 'جا'],
  ['ru', 'رو'],
  ['li', 'لي'],
  ['mu', 'مو'],
  ['khi', 'خي'],
  ['ghu', 'غو'],
  ['thi', 'ثي'],
  ['dha', 'ذا'],
];
function generated(n: number): GazetteerPlace[] {
  const kinds = ['place', 'place', 'place', 'district', 'city'] as const;
  return Array.from({ length: n }, (_, i) => {
    const parts = Array.from(
      { length: 2 + Math.floor(rand() * 3) },
      () => syllables[Math.floor(rand() * syllables.length)]!,
    );
    const en = parts.map((p) => p[0]).join('');
    const ar = parts.map((p) => p[1]).join('');
    const words = rand() < 0.3 ? 2 : 1;
    return {
      id: `bench-${i}`,
      kind: kinds[i % kinds.length]!,
      en: words === 2 ? `Al ${en[0]!.toUpperCase()}${en.slice(1)} ${['Street', 'Park', 'Hill'][i % 3]}` : en,
      ar: words === 2 ? `ال${ar} ${['شارع', 'حديقة', 'تل'][i % 3]}` : ar,
      alt: [],
      lat: 17 + rand() * 14,
      lng: 37 + rand() * 13,
      radiusKm: 1,
      population: Math.floor(rand() * 50_000),
    };
  });
}

/** Queries people type: 3 to 8 leading characters of real names, in both scripts, some with the article. */
function queries(places: readonly GazetteerPlace[], n: number): string[] {
  return Array.from({ length: n }, () => {
    const p = places[Math.floor(rand() * places.length)]!;
    const name = rand() < 0.5 ? p.en : p.ar;
    return name
      .slice(0, 3 + Math.floor(rand() * 6))
      .trim()
      .padEnd(3, 'a');
  });
}

const riyadh = { latitude: 24.7136, longitude: 46.6753 };
const rows: string[][] = [];

async function measure(label: string, extra: GazetteerPlace[]) {
  const built = performance.now();
  const gazetteer = buildGazetteer(extra);
  const buildMs = performance.now() - built;
  const geocoder = createGazetteerProvider(gazetteer);
  const qs = queries(gazetteer.places, QUERIES);

  // Warm-up (JIT), then the index alone: what the provider costs without the HTTP plumbing.
  for (const q of qs.slice(0, 200)) await geocoder.suggest(q, { locale: 'ar', near: riyadh });
  const index: number[] = [];
  for (const q of qs) {
    const t0 = performance.now();
    await geocoder.suggest(q, { locale: 'en', near: riyadh });
    index.push(performance.now() - t0);
  }

  const t = await createTestApp({ maps: { geocoder, display: selectDisplay(loadConfig({})) } });
  const route: number[] = [];
  const reverse: number[] = [];
  try {
    for (let i = 0; i < 200; i++)
      await t.app.inject({
        url: `/api/v1/maps/suggestions?q=${encodeURIComponent(qs[i]!)}`,
        remoteAddress: `10.99.0.${i}`,
      });
    for (let i = 0; i < QUERIES; i++) {
      const q = encodeURIComponent(qs[i]!);
      const lang = i % 2 ? 'ar' : 'en';
      // A different client address each time: the rate limit is per IP and would otherwise answer 429.
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const t0 = performance.now();
      const res = await t.app.inject({
        url: `/api/v1/maps/suggestions?q=${q}&latitude=24.71&longitude=46.67`,
        headers: { 'accept-language': lang },
        remoteAddress: ip,
      });
      route.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`suggestions answered ${res.statusCode}: ${res.body}`);
      const lat = (17 + rand() * 14).toFixed(5);
      const lng = (37 + rand() * 13).toFixed(5);
      const t1 = performance.now();
      const rev = await t.app.inject({
        url: `/api/v1/maps/reverse?latitude=${lat}&longitude=${lng}`,
        remoteAddress: ip,
      });
      reverse.push(performance.now() - t1);
      if (rev.statusCode !== 200) throw new Error(`reverse answered ${rev.statusCode}`);
    }
  } finally {
    await t.close();
  }
  rows.push([
    label,
    String(gazetteer.places.length),
    String(Math.round(buildMs)),
    String(r2(pct(index, 50))),
    String(r2(pct(index, 99))),
    String(r2(pct(route, 50))),
    String(r2(pct(route, 99))),
    String(r2(pct(reverse, 99))),
  ]);
}

await measure('shipped gazetteer', []);
await measure(`+ ${PLACES.toLocaleString('en')} imported`, generated(PLACES));

const header = [
  'gazetteer',
  'places',
  'build ms',
  'index p50',
  'index p99',
  'suggestions p50',
  'suggestions p99',
  'reverse p99',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `\nPlace search, ${QUERIES} queries each (times in ms; route = app.inject, server time without network)\n`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(`\nshipped: ${shippedPlaces.length} places; node ${process.version}`);
