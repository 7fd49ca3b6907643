/** Test-only: addresses and places as the API answers them. */
import type { Address } from '@hajz/contracts/addresses';
import type { DetectedAddress, MapConfig, Suggestion } from '@hajz/contracts/maps';

export const savedAddress = (over: Partial<Address> = {}): Address => ({
  id: 1,
  title: 'Home',
  full_address: 'Al Olaya, Riyadh',
  description: '',
  building_number: '',
  street_name: '',
  city_name: 'Riyadh',
  neighborhood: 'Al Olaya',
  latitude: 24.6905,
  longitude: 46.6853,
  is_preferred: 0,
  ...over,
});

export const suggestionOf = (over: Partial<Suggestion> = {}): Suggestion => ({
  id: 'gz:riyadh-olaya',
  title: 'Al Olaya',
  subtitle: 'Riyadh',
  latitude: 24.6905,
  longitude: 46.6853,
  ...over,
});

export const detectedOf = (over: Partial<DetectedAddress> = {}): DetectedAddress => ({
  full_address: 'Al Olaya, Riyadh',
  building_number: '',
  street_name: '',
  neighborhood: 'Al Olaya',
  city_name: 'Riyadh',
  short_address: '',
  zip_code: '',
  latitude: 24.6905,
  longitude: 46.6853,
  ...over,
});

export const offlineConfig = (over: Partial<MapConfig> = {}): MapConfig => ({
  provider: 'gazetteer',
  autocomplete: true,
  style: { kind: 'offline' },
  centre: { latitude: 24.7136, longitude: 46.6753 },
  ...over,
});
