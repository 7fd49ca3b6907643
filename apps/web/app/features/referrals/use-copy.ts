import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the invite copy confirmation lasts 2 seconds. */
export const copyConfirmationMs = 2000;

/** Copies text to the clipboard; `copied` is true for 2 s after a success, `onFail` runs when the browser refuses. */
export function useCopy(onFail: () => void) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
      } catch {
        onFail();
        return;
      }
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copyConfirmationMs);
    },
    [onFail],
  );
  return { copied, copy };
}
