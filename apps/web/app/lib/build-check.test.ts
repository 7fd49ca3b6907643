import { describe, expect, it, vi } from 'vitest';
import {
  buildCheckIntervalMs,
  chunkReloadGuardMs,
  isChunkLoadError,
  reloadAfterChunkError,
} from './build-check';

describe('build checks (spec §4, §9)', () => {
  it('checks hourly and reloads at most once per 10 s after a chunk error', () => {
    expect(buildCheckIntervalMs).toBe(3_600_000);
    expect(chunkReloadGuardMs).toBe(10_000);
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_009_999, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_010_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises chunk-load errors only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
