import { useEffect, useState } from 'react';

/**
 * Whole seconds until `until` (a Date.now() time), ticking every second; 0 once it has passed. A new `until` (a code
 * sent again) starts from the clock as it is then, not from the last tick, so it never shows a second too many.
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
