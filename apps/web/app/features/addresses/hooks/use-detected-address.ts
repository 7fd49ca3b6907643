import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import { mapMoveThresholdDegrees, reverseGeocodeDelayMs, type DetectedAddress } from '@hajz/contracts/maps';
import { newestOnly } from '~/lib/newest-only';
import { reverseGeocode } from '../api/maps';
import type { Point } from './use-start-point';

/** Did the centre move far enough to count (spec §9: about 0.00009 degrees)? */
export const movedEnough = (a: Point | null, b: Point) =>
  a === null ||
  Math.abs(a.latitude - b.latitude) > mapMoveThresholdDegrees ||
  Math.abs(a.longitude - b.longitude) > mapMoveThresholdDegrees;

/**
 * The address at the map's centre: a move past the threshold is reverse-geocoded 300 ms after it ends (spec §9);
 * a place chosen from the search is taken as it is (its point becomes the last one geocoded). Only the newest
 * request may land (lib/newest-only.ts).
 */
export function useDetectedAddress(locale: Locale, initial: DetectedAddress | null) {
  const [detected, setDetected] = useState<DetectedAddress | null>(initial);
  const [detecting, setDetecting] = useState(false);
  const last = useRef<Point | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [newest] = useState(newestOnly);

  // Closing the dialog: nothing waits to ask, nothing on its way lands.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      newest.drop();
    },
    [newest],
  );

  const centreAt = useCallback(
    (point: Point) => {
      if (!movedEnough(last.current, point)) return;
      last.current = point;
      clearTimeout(timer.current);
      const isNewest = newest.begin();
      setDetecting(true);
      timer.current = setTimeout(() => {
        reverseGeocode(locale, point)
          .then((address) => isNewest() && setDetected(address))
          .catch(() => isNewest() && setDetected(null))
          .finally(() => isNewest() && setDetecting(false));
      }, reverseGeocodeDelayMs);
    },
    [locale, newest],
  );

  /** A resolved place: shown as is, and its point is where the map is going. */
  const place = useCallback(
    (address: DetectedAddress) => {
      clearTimeout(timer.current);
      newest.drop();
      last.current = address;
      setDetecting(false);
      setDetected(address);
    },
    [newest],
  );

  return { detected, detecting, centreAt, place };
}
