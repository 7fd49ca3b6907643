/** The offline gazetteer: search in both scripts with Arabic normalisation and Latin spellings; reverse geocoding. */
import { describe, expect, it } from 'vitest';
import { isInSaudiArabia } from '@hajz/contracts/saudi-outline';
import { shippedPlaces } from './gazetteer-data/shipped.ts';
import { buildGazetteer, createGazetteerProvider } from './gazetteer-provider.ts';
import { skeleton } from './gazetteer-search.ts';
import { distanceKm } from './geo.ts';

const gazetteer = createGazetteerProvider();
const riyadh = { latitude: 24.7136, longitude: 46.6753 };
const firstId = async (q: string, near = riyadh) =>
  (await gazetteer.suggest(q, { locale: 'en', near }))[0]?.id;

describe('gazetteer search', () => {
  it.each([
    // English and Latin spellings
    ['olaya', 'gz:riyadh-olaya'],
    ['Olaia', 'gz:riyadh-olaya'],
    ['al-olaya', 'gz:riyadh-olaya'],
    ['El Olaya', 'gz:riyadh-olaya'],
    ['OLAYA', 'gz:riyadh-olaya'],
    ['malqa', 'gz:riyadh-malqa'],
    ['Al Malqa', 'gz:riyadh-malqa'],
    ['yasmeen', 'gz:riyadh-yasmin'],
    ['hiteen', 'gz:riyadh-hittin'],
    ['As-Sulimaniyah', 'gz:riyadh-sulimaniyah'],
    ['sulaimaniya', 'gz:riyadh-sulimaniyah'],
    ['murab', 'gz:riyadh-murabba'],
    ['jiddah', 'gz:jeddah'],
    ['mecca', 'gz:makkah'],
    ['khobar', 'gz:khobar'],
    ['olaya riyadh', 'gz:riyadh-olaya'],
    ['Olaya District', 'gz:riyadh-olaya'],
    ['حي العليا', 'gz:riyadh-olaya'], // "district" said in front
    ['حي السفارات', 'gz:riyadh-safarat'],
    // Arabic, with every normalisation rule
    ['العليا', 'gz:riyadh-olaya'],
    ['عليا', 'gz:riyadh-olaya'],
    ['العُلَيَّا', 'gz:riyadh-olaya'], // diacritics
    ['العلـــيا', 'gz:riyadh-olaya'], // tatweel
    ['الملقا', 'gz:riyadh-malqa'],
    ['ملقا', 'gz:riyadh-malqa'], // without "ال"
    ['الياسمين', 'gz:riyadh-yasmin'],
    ['حطين', 'gz:riyadh-hittin'],
    ['السليمانيه', 'gz:riyadh-sulimaniyah'], // ة typed as ه
    ['المربع', 'gz:riyadh-murabba'],
    ['اشبيلية', 'gz:riyadh-ishbiliyah'], // إ typed as ا
    ['أبها', 'gz:abha'],
    ['ابها', 'gz:abha'], // أ/ا
    ['إبها', 'gz:abha'], // إ
    ['آبها', 'gz:abha'], // آ
    ['جده', 'gz:jeddah'], // ة/ه
    ['مكه', 'gz:makkah'],
    ['مکة', 'gz:makkah'], // Persian-keyboard ک
    ['الزلفى', 'gz:zulfi'], // ى typed for ي
    ['الزلفي', 'gz:zulfi'],
    ['الاندلس', 'gz:jeddah-andalus'], // أ dropped
    ['المدينه المنوره', 'gz:madinah'],
    ['الدرعية', 'gz:diriyah'],
  ])('%s → %s', async (q, id) => {
    expect(await firstId(q)).toBe(id);
  });

  it('reads Arabic-Indic digits like Western ones (no place has digits: nothing matches either way)', async () => {
    expect(await gazetteer.suggest('حي ٢٠٢', { locale: 'ar' })).toEqual(
      await gazetteer.suggest('حي 202', { locale: 'ar' }),
    );
  });

  it('ranks exact over prefix over a word inside the name', async () => {
    const names = (await gazetteer.suggest('riyadh', { locale: 'en', near: riyadh })).map((s) => s.id);
    expect(names[0]).toBe('gz:riyadh'); // exact
    expect(names.indexOf('gz:r-riyadh')).toBeGreaterThan(0); // "Riyadh Province": prefix
  });

  it('answers titles and subtitles in the asked language', async () => {
    const [ar] = await gazetteer.suggest('olaya', { locale: 'ar', near: riyadh });
    expect(ar).toMatchObject({ title: 'العليا', subtitle: 'الرياض، منطقة الرياض' });
  });

  it('ships the 13 regions, 40+ cities, 25+ Riyadh and 15+ Jeddah districts, with both names each', () => {
    const count = (f: (p: (typeof shippedPlaces)[number]) => boolean) => shippedPlaces.filter(f).length;
    expect(count((p) => p.kind === 'region')).toBe(13);
    expect(count((p) => p.kind === 'city')).toBeGreaterThanOrEqual(40);
    expect(count((p) => p.city === 'riyadh')).toBeGreaterThanOrEqual(25);
    expect(count((p) => p.city === 'jeddah')).toBeGreaterThanOrEqual(15);
    expect(new Set(shippedPlaces.map((p) => p.id)).size).toBe(shippedPlaces.length);
    for (const p of shippedPlaces) {
      expect(p.ar).toMatch(/[\u0600-\u06FF]/);
      expect(p.en).toMatch(/[A-Za-z]/);
    }
  });

  it('skeletons fold Latin spelling variants', () => {
    expect(skeleton('olaia')).toBe(skeleton('olaya'));
    expect(skeleton('sulimaniya')).toBe(skeleton('sulaymaniyah'));
    expect(skeleton('العليا')).toBe('');
  });
});

describe('gazetteer reverse geocoding', () => {
  it.each([
    [24.696, 46.685, 'Olaya', 'Riyadh'],
    [24.823, 46.642, 'Al Yasmin', 'Riyadh'],
    [24.765, 46.602, 'Hittin', 'Riyadh'],
    [24.65, 46.71, 'Al Murabba', 'Riyadh'],
    [21.485, 39.187, 'Al Balad', 'Jeddah'],
    [24.736, 46.576, 'Al Bujairi', 'Diriyah'],
  ])('(%s, %s) is in %s, %s', async (latitude, longitude, district, city) => {
    const address = await gazetteer.reverse({ latitude, longitude }, { locale: 'en' });
    expect(address).toMatchObject({
      neighborhood: district,
      city_name: city,
      full_address: `${district}, ${city}`,
    });
  });

  it('a point in a city but in no known district gives the city alone', async () => {
    const address = await gazetteer.reverse({ latitude: 18.3, longitude: 42.733 }, { locale: 'ar' });
    expect(address).toMatchObject({ neighborhood: '', city_name: 'خميس مشيط', full_address: 'خميس مشيط' });
  });

  it('a point in the Empty Quarter gives its region only', async () => {
    const address = await gazetteer.reverse({ latitude: 20.0, longitude: 49.5 }, { locale: 'ar' });
    expect(address.neighborhood).toBe('');
    expect(address.city_name).toBe('');
    expect(address.full_address).toMatch(/^(المنطقة الشرقية|منطقة الرياض|منطقة نجران)$/);
  });
});

describe('imported places', () => {
  it('are added to the shipped ones, and repeats of a shipped place are dropped', async () => {
    const extra = [
      {
        id: 'gn-1',
        kind: 'district' as const,
        en: 'Al Wadi',
        ar: 'الوادي',
        alt: [],
        lat: 24.79,
        lng: 46.64,
        radiusKm: 1,
        population: 0,
        city: 'riyadh',
      },
      {
        id: 'gn-2',
        kind: 'district' as const,
        en: 'Olaya',
        ar: 'العليا',
        alt: [],
        lat: 24.697,
        lng: 46.686,
        radiusKm: 1,
        population: 0,
      },
    ];
    const g = buildGazetteer(extra);
    expect(g.byId.has('gn-1')).toBe(true);
    expect(g.byId.has('gn-2')).toBe(false);
    const [first] = await createGazetteerProvider(g).suggest('الوادي', { locale: 'ar' });
    expect(first).toMatchObject({ id: 'gz:gn-1', subtitle: 'الرياض، منطقة الرياض' });
  });
});

describe('the shipped data', () => {
  it('puts every place inside Saudi Arabia, and every district within reach of its own city', () => {
    const byId = new Map(shippedPlaces.map((p) => [p.id, p]));
    for (const p of shippedPlaces) {
      if (p.kind !== 'region') expect(isInSaudiArabia(p.lat, p.lng), p.id).toBe(true);
      if (p.kind !== 'district') continue;
      const city = byId.get(p.city!)!;
      const km = distanceKm(
        { latitude: p.lat, longitude: p.lng },
        { latitude: city.lat, longitude: city.lng },
      );
      expect(km, p.id).toBeLessThan(city.radiusKm + 5);
    }
  });
});
