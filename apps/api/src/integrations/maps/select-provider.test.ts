import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mapsEnvVars } from '../../config/maps.ts';
import { selectDisplay, selectGeocoder } from './select-provider.ts';

describe('selectGeocoder / selectDisplay', () => {
  it('defaults to the offline gazetteer and the offline map', () => {
    const geocoder = selectGeocoder(loadConfig({}));
    expect(geocoder).toMatchObject({ name: 'gazetteer', autocomplete: true });
    expect(selectDisplay(loadConfig({}))).toEqual({
      style: { kind: 'offline' },
      pmtilesPath: undefined,
      centre: undefined,
    });
  });

  it('builds each real provider from its settings, and refuses one without them', () => {
    expect(selectGeocoder(loadConfig({ MAP_PROVIDER: 'SPL', SPL_API_KEY: 'k' })).name).toBe('spl');
    expect(selectGeocoder(loadConfig({ MAP_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'k' })).name).toBe(
      'google',
    );
    const nominatim = selectGeocoder(
      loadConfig({ MAP_PROVIDER: 'nominatim', NOMINATIM_USER_AGENT: 'Hajz/1.0 (ops@x)' }),
    );
    expect(nominatim).toMatchObject({ name: 'nominatim', autocomplete: false });
    expect(() => selectGeocoder(loadConfig({ MAP_PROVIDER: 'spl' }))).toThrow(/SPL_API_KEY is required/);
    expect(() => selectGeocoder(loadConfig({ MAP_PROVIDER: 'google' }))).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => selectGeocoder(loadConfig({ MAP_PROVIDER: 'nominatim' }))).toThrow(/NOMINATIM_USER_AGENT/);
    expect(() => selectGeocoder(loadConfig({ MAP_PROVIDER: 'bing' }))).toThrow(/MAP_PROVIDER must be/);
    expect(() => selectGeocoder(loadConfig({ MAP_GAZETTEER_PATH: '/nonexistent/gazetteer.json' }))).toThrow();
  });

  it('reads the style and the centre', () => {
    expect(
      selectDisplay(
        loadConfig({ MAP_PMTILES_PATH: '/srv/sa.pmtiles', MAP_STYLE_URL: 'https://x/style.json' }),
      ).style,
    ).toEqual({
      kind: 'pmtiles',
      url: '/api/v1/maps/tiles.pmtiles',
    });
    expect(
      selectDisplay(loadConfig({ MAP_STYLE_URL: 'https://tiles.example/style.json?key=browser' })).style,
    ).toEqual({
      kind: 'url',
      url: 'https://tiles.example/style.json?key=browser',
    });
    expect(selectDisplay(loadConfig({ MAP_CENTRE: ' 21.5433, 39.1728 ' })).centre).toEqual({
      latitude: 21.5433,
      longitude: 39.1728,
    });
    expect(() => selectDisplay(loadConfig({ MAP_CENTRE: '21.5' }))).toThrow(/MAP_CENTRE/);
    expect(() => selectDisplay(loadConfig({ MAP_CENTRE: '100,40' }))).toThrow(/MAP_CENTRE/);
  });

  it('lists every variable it reads, once, with a meaning', () => {
    const names = mapsEnvVars.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'MAP_PROVIDER',
        'MAP_GAZETTEER_PATH',
        'MAP_PMTILES_PATH',
        'MAP_STYLE_URL',
        'MAP_CENTRE',
      ]),
    );
    for (const v of mapsEnvVars) expect(v.meaning.length).toBeGreaterThan(10);
  });
});
