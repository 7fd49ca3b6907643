import type { Locale } from '@hajz/contracts/locale';
import { apiBase } from '~/lib/api-client';
import { readStoredToken } from '~/lib/session';

/**
 * Downloads a file the API answers (a report's CSV, an e-invoice's XML): the API wants the bearer token, which a
 * plain link cannot send, so the file is fetched and handed to the browser as a download under the server's
 * filename (`fallbackName` when it gives none).
 */
export async function adminDownload(locale: Locale, path: string, fallbackName: string): Promise<void> {
  const token = readStoredToken();
  const res = await fetch(`${apiBase}${path}`, {
    credentials: 'same-origin',
    headers: { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`Download ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
