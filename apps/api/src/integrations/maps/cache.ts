/**
 * A bounded in-memory cache in front of a network geocoder: least recently used entries go first, and an answer
 * lives at most `ttlMs` (5 minutes by default). Per process: a replica that misses asks the provider itself.
 * Failures are not cached; two identical calls in flight share one provider request.
 */
import type { Geocoder } from './interface.ts';

export class LruCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used goes last
    return entry.value;
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}

export type CacheOptions = { max?: number; ttlMs?: number; now?: () => number };

export function cachedGeocoder(
  inner: Geocoder,
  { max = 2000, ttlMs = 300_000, now }: CacheOptions = {},
): Geocoder {
  const cache = new LruCache<unknown>(max, ttlMs, now);
  const inFlight = new Map<string, Promise<unknown>>();
  function through<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit as T);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        cache.set(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }
  // Coordinates are keyed at 5 decimals (~1 m): a map centre that did not really move is not asked again.
  const at = (n: number | undefined) => (n === undefined ? '' : n.toFixed(5));
  return {
    name: inner.name,
    autocomplete: inner.autocomplete,
    // The session token is not part of the key: the same text answers the same suggestions in any session.
    suggest: (q, o) =>
      through(`s|${o.locale}|${q}|${at(o.near?.latitude)},${at(o.near?.longitude)}`, () =>
        inner.suggest(q, o),
      ),
    search: (q, o) =>
      through(`f|${o.locale}|${q}|${at(o.near?.latitude)},${at(o.near?.longitude)}`, () =>
        inner.search(q, o),
      ),
    place: (id, o) => through(`p|${o.locale}|${id}`, () => inner.place(id, o)),
    reverse: (p, o) =>
      through(`r|${o.locale}|${at(p.latitude)},${at(p.longitude)}`, () => inner.reverse(p, o)),
  };
}
