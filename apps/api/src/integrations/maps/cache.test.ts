import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@hajz/contracts/maps';
import { cachedGeocoder, LruCache } from './cache.ts';
import { blankAddress, type Geocoder } from './interface.ts';
import { createThrottle } from './throttle.ts';

function counting(): Geocoder & { calls: string[] } {
  const calls: string[] = [];
  const answer = (q: string): Suggestion[] => [
    { id: `gz:${q}`, title: q, subtitle: '', latitude: 1, longitude: 2 },
  ];
  return {
    name: 'counting',
    autocomplete: true,
    calls,
    suggest: async (q) => (calls.push(`s:${q}`), answer(q)),
    search: async (q) => (calls.push(`f:${q}`), answer(q)),
    place: async (id) => (calls.push(`p:${id}`), null),
    reverse: async (p) => (calls.push(`r:${p.latitude}`), blankAddress(p)),
  };
}

describe('cachedGeocoder', () => {
  it('answers a repeat from memory for 5 minutes, per language, and shares a call in flight', async () => {
    let now = 0;
    const inner = counting();
    const cached = cachedGeocoder(inner, { now: () => now });
    await Promise.all([cached.suggest('olaya', { locale: 'en' }), cached.suggest('olaya', { locale: 'en' })]);
    await cached.suggest('olaya', { locale: 'en', session: 'another-session' });
    await cached.suggest('olaya', { locale: 'ar' });
    await cached.reverse({ latitude: 24.700001, longitude: 46.7 }, { locale: 'en' });
    await cached.reverse({ latitude: 24.700002, longitude: 46.7 }, { locale: 'en' }); // the same to 5 decimals
    expect(inner.calls).toEqual(['s:olaya', 's:olaya', 'r:24.700001']);
    now = 300_001;
    await cached.suggest('olaya', { locale: 'en' });
    expect(inner.calls).toHaveLength(4);
  });

  it('does not keep failures', async () => {
    let fail = true;
    const inner = {
      ...counting(),
      suggest: async () => {
        if (fail) throw new Error('down');
        return [];
      },
    };
    const cached = cachedGeocoder(inner);
    await expect(cached.suggest('x', { locale: 'en' })).rejects.toThrow('down');
    fail = false;
    await expect(cached.suggest('x', { locale: 'en' })).resolves.toEqual([]);
  });

  it('is bounded: the least recently used entry goes first', () => {
    const lru = new LruCache<number>(2, 1000);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});

describe('createThrottle', () => {
  it('starts each call the interval after the previous one ended, in order, even when one fails', async () => {
    let now = 0;
    const waits: number[] = [];
    const run = createThrottle(
      1000,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    const starts: number[] = [];
    const task = (ok: boolean, takes: number) => async () => {
      starts.push(now);
      now += takes;
      if (!ok) throw new Error('x');
      return now;
    };
    await Promise.allSettled([run(task(true, 300)), run(task(false, 50)), run(task(true, 0))]);
    expect(starts).toEqual([0, 1300, 2350]);
    expect(waits).toEqual([1000, 1000]);
  });
});
