import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { cached, invalidateReads } from './read-cache.ts';

const fakeDb = () => ({}) as Db;

describe('read cache', () => {
  it('shares one load between concurrent callers and serves it until the TTL', async () => {
    const db = fakeDb();
    const load = vi.fn(async () => ({ n: 1 }));
    const [a, b] = await Promise.all([cached(db, 'k', load), cached(db, 'k', load)]);
    expect(a).toBe(b);
    expect(await cached(db, 'k', load)).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('expires entries after the TTL', async () => {
    // lru-cache reads the real clock (fake timers cannot move it): a 30 ms TTL and a 60 ms wait.
    const db = fakeDb();
    const load = vi.fn(async () => Math.random());
    await cached(db, 'k', load, 30);
    await cached(db, 'k', load, 30);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 60));
    await cached(db, 'k', load, 30);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load, keeps databases apart, and forgets everything on invalidate', async () => {
    const db = fakeDb();
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cached(db, 'k', failing)).rejects.toThrow('down');
    await Promise.resolve();
    const ok = vi.fn(async () => 'ok');
    expect(await cached(db, 'k', ok)).toBe('ok');
    const other = fakeDb();
    expect(await cached(other, 'k', async () => 'other')).toBe('other');
    invalidateReads(db);
    expect(await cached(db, 'k', async () => 'fresh')).toBe('fresh');
  });
});
