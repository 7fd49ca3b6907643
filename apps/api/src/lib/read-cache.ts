import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';

/**
 * A short-lived cache for reads that change rarely (catalogue, business settings), one per database.
 * It stores the promise, so concurrent misses share one query; a failed load is dropped at once.
 * Time-dependent values (a branch's "open now") are computed from cached rows per request, never cached.
 */
const caches = new WeakMap<Db, LRUCache<string, Promise<unknown>>>();
export const readCacheTtlMs = 30_000;

export function cached<T>(db: Db, key: string, load: () => Promise<T>, ttl = readCacheTtlMs): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Promise<unknown>>({ max: 2000, ttl });
    caches.set(db, cache);
  }
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending, { ttl });
  pending.catch(() => cache.delete(key));
  return pending;
}

const listeners = new WeakMap<Db, Set<() => void>>();

/** Call after writing catalogue or settings data (the seed, a future back office). */
export function invalidateReads(db: Db) {
  caches.get(db)?.clear();
  for (const listener of listeners.get(db) ?? []) listener();
}

/** Caches built from these reads (the guests' rendered pages) are dropped with them. */
export function onReadsInvalidated(db: Db, listener: () => void) {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
}
