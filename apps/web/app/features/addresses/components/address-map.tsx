import { useEffect, useRef, useState } from 'react';
import type { MapConfig } from '@hajz/contracts/maps';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import type { CreatedMap, MapView } from '../map/create-map';

export type MapCamera = MapView & {
  /** A new id moves the map there (jump for the first place, fly for a chosen suggestion). */
  id: number;
  fly?: boolean;
};

type Props = {
  config: MapConfig;
  camera: MapCamera;
  /** The map's centre after every move (drag, keys, wheel, fly). */
  onCentre: (point: { latitude: number; longitude: number }, byCustomer: boolean) => void;
};

/**
 * Spec §2 add/edit address map: MapLibre (imported here, on first render, never with the page), a fixed pin in the
 * middle drawn over it (not a map marker: the map moves under it) and a drag hint.
 */
export function AddressMap({ config, camera, onCentre }: Props) {
  const { t } = useTranslation('addresses');
  const { locale } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const created = useRef<CreatedMap | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const latest = useRef({ camera, onCentre });
  latest.current = { camera, onCentre };

  useEffect(() => {
    let cancelled = false;
    const element = container.current;
    if (!element) return;
    void import('../map/create-map')
      .then(({ createMap }) =>
        createMap(element, {
          config,
          view: latest.current.camera,
          locale,
          label: t('map.label'),
          branchLabel: (name) => t('map.branch', { name }),
        }),
      )
      .then((made) => {
        if (cancelled) return made.remove();
        created.current = made;
        // The camera may have moved on (the position arrived) while the style loaded.
        const { camera: now } = latest.current;
        made.map.jumpTo({ center: [now.longitude, now.latitude], zoom: now.zoom });
        const report = (event?: { originalEvent?: unknown }) => {
          const c = made.map.getCenter();
          // A drag, a key or the wheel carries the browser event; a jump or a fly from code does not.
          latest.current.onCentre({ latitude: c.lat, longitude: c.lng }, Boolean(event?.originalEvent));
        };
        made.map.on('moveend', report);
        made.map.once('load', () => {
          setState('ready');
          report();
        });
        // A tile or layer that fails leaves the rest of the map usable; MapLibre would only log it.
        made.map.on('error', () => undefined);
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      created.current?.remove();
      created.current = null;
    };
  }, [config, locale, t]);

  useEffect(() => {
    const map = created.current?.map;
    if (!map) return;
    const to = { center: [camera.longitude, camera.latitude] as [number, number], zoom: camera.zoom };
    if (camera.fly) map.flyTo({ ...to, duration: 800 });
    else map.jumpTo(to);
  }, [camera]);

  return (
    <div className="relative h-full min-h-64 overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-sand-200 md:min-h-[26rem] dark:bg-slate-800 dark:ring-slate-700">
      {/* MapLibre's own stylesheet makes its container position: relative (unlayered CSS beats utilities). */}
      <div className="absolute inset-0">
        <div ref={container} className="h-full w-full" data-testid="address-map" />
      </div>
      {state === 'failed' ? (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-700 dark:text-slate-200">
          {t('map.unavailable')}
        </p>
      ) : (
        <>
          {/* The pin's tip marks the centre: the pin sits in the upper half of a box centred on the map. */}
          <div
            className="pointer-events-none absolute inset-0 flex items-center justify-center"
            aria-hidden="true"
          >
            <div className="flex h-20 w-10 flex-col items-center" data-testid="map-pin">
              <svg viewBox="0 0 24 36" className="h-10 w-7 drop-shadow-md">
                <path
                  d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z"
                  className="fill-teal-700 dark:fill-teal-400"
                />
                <circle cx="12" cy="12" r="4.5" fill="#fff" />
              </svg>
            </div>
          </div>
          <p className="pointer-events-none absolute inset-x-0 bottom-3 mx-auto w-fit max-w-[90%] rounded-full bg-slate-900/80 px-3 py-1 text-center text-xs font-semibold text-white">
            {state === 'loading' ? t('map.loading') : t('map.hint')}
          </p>
        </>
      )}
    </div>
  );
}
