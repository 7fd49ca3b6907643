/** The gazetteer the repository ships: regions, cities and the demo cities' districts. */
import type { GazetteerPlace } from '../gazetteer-place.ts';
import { cities } from './cities.ts';
import { jeddahDistricts } from './districts-jeddah.ts';
import { khobarDistricts, madinahDistricts } from './districts-other.ts';
import { diriyahDistricts, riyadhDistricts } from './districts-riyadh.ts';
import { regions } from './regions.ts';

export const shippedPlaces: readonly GazetteerPlace[] = [
  ...regions,
  ...cities,
  ...riyadhDistricts,
  ...diriyahDistricts,
  ...jeddahDistricts,
  ...khobarDistricts,
  ...madinahDistricts,
];
