import { useCallback } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import { defaultMapCentre, type MapConfig } from '@hajz/contracts/maps';
import { useServerState } from '~/lib/use-server-state';
import { fetchMapConfig } from '../api/maps';

/** When GET maps/config fails: the offline map, suggestions while typing, the spec's default centre (§9). */
export const fallbackMapConfig: MapConfig = {
  provider: 'offline',
  autocomplete: true,
  style: { kind: 'offline' },
  centre: { ...defaultMapCentre },
};

/** GET maps/config once per dialog opening (lib/use-server-state.ts); null while it loads. */
export function useMapConfig(locale: Locale): MapConfig | null {
  const load = useCallback(() => fetchMapConfig(locale), [locale]);
  const { data, error } = useServerState<MapConfig>(load, load);
  return error ? fallbackMapConfig : data;
}
