import { useEffect, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import { defaultMapCentre, type MapConfig } from '@hajz/contracts/maps';
import { fetchMapConfig } from '../api/maps';

/** When GET maps/config fails: the offline map, suggestions while typing, the spec's default centre (§9). */
export const fallbackMapConfig: MapConfig = {
  provider: 'offline',
  autocomplete: true,
  style: { kind: 'offline' },
  centre: { ...defaultMapCentre },
};

/** GET maps/config once per dialog opening; null while it loads. */
export function useMapConfig(locale: Locale): MapConfig | null {
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let live = true;
    fetchMapConfig(locale)
      .then((c) => live && setConfig(c))
      .catch(() => live && setConfig(fallbackMapConfig));
    return () => {
      live = false;
    };
  }, [locale]);
  return config;
}
