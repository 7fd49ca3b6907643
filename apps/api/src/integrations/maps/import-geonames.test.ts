/** The GeoNames import on a small dump written for this test (fixtures/geonames-sample.txt, the 19 columns). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGazetteer, createGazetteerProvider, readGazetteerFile } from './gazetteer-provider.ts';
import { importGeoNames } from './import-geonames.ts';

const fixture = fileURLToPath(new URL('./fixtures/geonames-sample.txt', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hajz-gazetteer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run maps:import on a GeoNames dump', async () => {
  const out = join(dir, 'gazetteer.json');
  const file = await importGeoNames(fixture, out);
  const byId = new Map(file.places.map((p) => [p.id, p]));

  it("keeps this country's named places and drops admin areas below ADM1, abandoned places and broken lines", () => {
    expect(file.format).toBe('hajz-gazetteer/1');
    expect([...byId.keys()].sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 18, 19].map((n) => `gn-${9000000 + n}`).sort(),
    );
  });

  it('maps feature classes to kinds and picks the Arabic name from the alternate names', () => {
    expect(byId.get('gn-9000001')).toMatchObject({ kind: 'region', en: 'Riyadh Region', ar: 'منطقة الرياض' });
    expect(byId.get('gn-9000003')).toMatchObject({
      kind: 'city',
      en: 'Riyadh',
      ar: 'الرياض',
      region: 'gn-9000001',
    });
    expect(byId.get('gn-9000011')).toMatchObject({ kind: 'city', ar: 'المزاحمية' }); // a PPL of 12,000 people
    expect(byId.get('gn-9000010')).toMatchObject({ kind: 'place', ar: 'الحائر' }); // a village
    expect(byId.get('gn-9000006')).toMatchObject({ kind: 'district', ar: 'الوادي', city: 'gn-9000003' });
    expect(byId.get('gn-9000009')).toMatchObject({ kind: 'district', city: 'gn-9000004' }); // Jeddah's
    expect(byId.get('gn-9000018')).toMatchObject({ ar: 'Khashm al Aan' }); // no Arabic name: the English one
    expect(byId.get('gn-9000003')!.alt).toEqual(expect.arrayContaining(['Ar Riyad', 'Riyad']));
  });

  it('loads beside the shipped data: new places are found, repeats of shipped ones dropped and their links kept', async () => {
    const g = buildGazetteer(readGazetteerFile(out));
    expect(g.byId.has('gn-9000007')).toBe(false); // Al Olaya: the shipped district
    expect(g.byId.has('gn-9000003')).toBe(false); // Riyadh: the shipped city
    const provider = createGazetteerProvider(g);
    const [wadi] = await provider.suggest('الوادي', { locale: 'ar' });
    expect(wadi).toMatchObject({ id: 'gz:gn-9000006', subtitle: 'الرياض، منطقة الرياض' });
    const [tuwaiq] = await provider.suggest('tuwaiq', { locale: 'en' });
    expect(tuwaiq?.id).toBe('gz:gn-9000013');
    const address = await provider.reverse({ latitude: 24.79, longitude: 46.64 }, { locale: 'en' });
    expect(address).toMatchObject({ neighborhood: 'Al Wadi', city_name: 'Riyadh' });
  });

  it('refuses a file that is not a gazetteer', () => {
    expect(() => readGazetteerFile(fixture)).toThrow();
  });
});
