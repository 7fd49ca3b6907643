import { describe, expect, it } from 'vitest';
import { movedEnough } from '../hooks/use-detected-address';
import { labelPoint } from './labels';

describe('offline map labels', () => {
  it('writes a point where it is and a polygon in the middle of its outer ring', () => {
    expect(labelPoint({ type: 'Point', coordinates: [46.68, 24.69] })).toEqual([46.68, 24.69]);
    const square = [
      [46, 24],
      [47, 24],
      [47, 25],
      [46, 25],
      [46, 24],
    ];
    expect(labelPoint({ type: 'Polygon', coordinates: [square] })).toEqual([46.5, 24.5]);
    const small = [
      [40, 20],
      [40.1, 20],
      [40.1, 20.1],
      [40, 20],
    ];
    // A multipolygon is labelled on its largest part (the ring with the most points).
    expect(labelPoint({ type: 'MultiPolygon', coordinates: [[small], [square]] })).toEqual([46.5, 24.5]);
    expect(labelPoint({ type: 'LineString', coordinates: [] })).toBeNull();
  });
});

describe('map movement threshold (spec §9: about 0.00009 degrees)', () => {
  const at = { latitude: 24.7, longitude: 46.7 };
  it('ignores smaller moves and counts larger ones', () => {
    expect(movedEnough(null, at)).toBe(true);
    expect(movedEnough(at, { latitude: 24.70008, longitude: 46.70008 })).toBe(false);
    expect(movedEnough(at, { latitude: 24.7001, longitude: 46.7 })).toBe(true);
    expect(movedEnough(at, { latitude: 24.7, longitude: 46.6999 })).toBe(true);
  });
});
