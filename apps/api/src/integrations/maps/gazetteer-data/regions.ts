/**
 * Saudi Arabia's 13 administrative regions (public facts; names and positions written for this repository).
 * Coordinates are each region's capital: a region is found by name, and a point is placed in a region through
 * its nearest city (reverse geocoding), so no boundary is needed.
 */
import type { GazetteerPlace } from '../gazetteer-place.ts';

const region = (id: string, en: string, ar: string, lat: number, lng: number, alt: string[] = []) =>
  ({ id, kind: 'region', en, ar, alt, lat, lng, radiusKm: 0, population: 0 }) satisfies GazetteerPlace;

export const regions: GazetteerPlace[] = [
  region('r-riyadh', 'Riyadh Province', 'منطقة الرياض', 24.7136, 46.6753, ['Riyadh Region']),
  region('r-makkah', 'Makkah Province', 'منطقة مكة المكرمة', 21.3891, 39.8579, [
    'Mecca Region',
    'Makkah Region',
  ]),
  region('r-madinah', 'Madinah Province', 'منطقة المدينة المنورة', 24.4672, 39.6111, ['Medina Region']),
  region('r-qassim', 'Al-Qassim Province', 'منطقة القصيم', 26.3592, 43.9818, ['Qassim', 'Gassim']),
  region('r-eastern', 'Eastern Province', 'المنطقة الشرقية', 26.4207, 50.0888, ['Ash Sharqiyah', 'Sharqia']),
  region('r-asir', 'Asir Province', 'منطقة عسير', 18.2164, 42.5053, ['Aseer', 'Assir']),
  region('r-tabuk', 'Tabuk Province', 'منطقة تبوك', 28.3835, 36.5662, ['Tabouk']),
  region('r-hail', 'Hail Province', 'منطقة حائل', 27.5114, 41.7208, ["Ha'il"]),
  region('r-northern', 'Northern Borders Province', 'منطقة الحدود الشمالية', 30.9753, 41.0381, [
    'Al Hudud ash Shamaliyah',
  ]),
  region('r-jazan', 'Jazan Province', 'منطقة جازان', 16.8892, 42.5511, ['Jizan', 'Gizan']),
  region('r-najran', 'Najran Province', 'منطقة نجران', 17.565, 44.2289),
  region('r-bahah', 'Al-Bahah Province', 'منطقة الباحة', 20.0129, 41.4677, ['Baha']),
  region('r-jawf', 'Al-Jawf Province', 'منطقة الجوف', 29.9697, 40.2064, ['Jouf', 'Al Jouf']),
];
