import { useEffect, useState } from 'react';
import { readStoredToken } from './session';

export type AuthedImage = { src: string | null; failed: boolean };

/**
 * A picture only its owner and the desk may see (a support ticket's attachment, ADR 0029): fetched with the bearer
 * token and shown from a blob URL, released when the picture leaves the page.
 */
export function useAuthedImage(url: string): AuthedImage {
  const [state, setState] = useState<AuthedImage>({ src: null, failed: false });
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    setState({ src: null, failed: false });
    const token = readStoredToken();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const blob = await res.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => live && setState({ src: null, failed: true }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
