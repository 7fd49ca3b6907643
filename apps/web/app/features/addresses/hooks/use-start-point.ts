import { useEffect, useState } from 'react';
import { geolocationTimeoutMs } from '@hajz/contracts/maps';

export type Point = { latitude: number; longitude: number };

/**
 * Spec §2/§9: on opening, the browser's position (high accuracy, 10 s); null while asking, `false` once refused,
 * failed or unavailable (then the map stays on the business's centre). `skip` (editing) asks nothing.
 */
export function useBrowserPosition(skip: boolean): Point | null | false {
  const [position, setPosition] = useState<Point | null | false>(skip ? false : null);
  useEffect(() => {
    if (skip) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setPosition(false);
      return;
    }
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (p) => live && setPosition({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => live && setPosition(false),
      { enableHighAccuracy: true, timeout: geolocationTimeoutMs, maximumAge: 0 },
    );
    return () => {
      live = false;
    };
  }, [skip]);
  return position;
}
