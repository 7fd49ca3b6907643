import { useCallback, useEffect, useState } from 'react';
import { readStoredToken } from './session';
import { useServerState } from './use-server-state';

export type AuthedImage = { src: string | null; failed: boolean };

type Loaded = { url: string; blob: Blob };

/**
 * A picture only its owner and the desk may see (a support ticket's attachment, ADR 0029): fetched with the bearer
 * token by the one server-state hook (lib/use-server-state.ts) and shown from a blob URL, released when the picture
 * leaves the page or another one replaces it.
 */
export function useAuthedImage(url: string): AuthedImage {
  const load = useCallback(async (): Promise<Loaded> => {
    const token = readStoredToken();
    const res = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return { url, blob: await res.blob() };
  }, [url]);
  const { data, error } = useServerState<Loaded>(load, load);
  // Another picture's bytes (the url changed, its own are on their way) are not this one's.
  const blob = data?.url === url ? data.blob : null;
  const [shown, setShown] = useState<{ blob: Blob; src: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const src = URL.createObjectURL(blob);
    setShown({ blob, src });
    return () => URL.revokeObjectURL(src);
  }, [blob]);
  return { src: blob && shown?.blob === blob ? shown.src : null, failed: Boolean(error) };
}
