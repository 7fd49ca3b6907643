/** Spec §4/§9: check for a new build every hour; reload on a chunk-load error, at most once per 10 s. */
export const buildCheckIntervalMs = 60 * 60 * 1000;
export const chunkReloadGuardMs = 10_000;
const guardKey = 'hajz-chunk-reload-at';

declare const __BUILD_ID__: string;
export const buildId: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const res = await fetch('/build.json', { cache: 'no-store' });
    if (!res.ok) return null;
    return ((await res.json()) as { buildId?: string }).buildId ?? null;
  } catch {
    return null;
  }
}

/** Reloads unless a reload already happened within the guard window (avoids a reload loop). */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
) {
  const last = Number(storage.getItem(guardKey) ?? 0);
  if (now - last < chunkReloadGuardMs) return false;
  storage.setItem(guardKey, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  );
}
