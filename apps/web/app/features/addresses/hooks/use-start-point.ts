import { useCallback } from 'react';
import { geolocationTimeoutMs } from '@hajz/contracts/maps';
import { useServerState } from '~/lib/use-server-state';

export type Point = { latitude: number; longitude: number };

/** The browser's position (high accuracy, 10 s), or false once refused, failed or unavailable. */
const currentPosition = () =>
  new Promise<Point | false>((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(false);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(false),
      { enableHighAccuracy: true, timeout: geolocationTimeoutMs, maximumAge: 0 },
    );
  });

/**
 * Spec §2/§9: on opening, the browser's position; null while asking, `false` once refused, failed or unavailable
 * (then the map stays on the business's centre). `skip` (editing) asks nothing. An answer that comes after the
 * dialog closed is dropped (lib/use-server-state.ts, like a server's).
 */
export function useBrowserPosition(skip: boolean): Point | null | false {
  const load = useCallback(() => (skip ? Promise.resolve(false as const) : currentPosition()), [skip]);
  const { data } = useServerState<Point | false>(load, load);
  return skip ? false : data;
}
