import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressListCacheMs as contractCacheMs } from '@hajz/contracts/maps';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { addressListCacheMs, initialAddressesState, useAddresses } from './store';
import { savedAddress } from './testing';

let calls: Call[];
let route: Route;
const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/addresses').length;
const ids = () => useAddresses.getState().items.map((a) => [a.id, a.is_preferred]);

beforeEach(() => {
  localStorage.clear();
  useAddresses.setState(initialAddressesState);
  route = () => undefined;
  calls = fakeFetch((call) => route(call));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('addresses store (spec §4)', () => {
  it('uses the same 60 s as the contract', () => {
    expect(addressListCacheMs).toBe(contractCacheMs);
  });

  it('reuses a list loaded within 60 s, loads again after it or when forced, and persists what the spec says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    route = () => ok([savedAddress({ id: 1, is_preferred: 1 }), savedAddress({ id: 2 })]);
    await useAddresses.getState().load('en', 7);
    await useAddresses.getState().load('en', 7);
    expect(gets()).toBe(1);
    vi.advanceTimersByTime(addressListCacheMs - 1);
    await useAddresses.getState().load('en', 7);
    expect(gets()).toBe(1);
    await useAddresses.getState().load('en', 7, { force: true });
    expect(gets()).toBe(2);
    vi.advanceTimersByTime(addressListCacheMs);
    await useAddresses.getState().load('en', 7);
    expect(gets()).toBe(3);
    // Preferred first, then the highest id.
    expect(ids()).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const stored = JSON.parse(localStorage.getItem('hajz-addresses')!) as { state: Record<string, unknown> };
    expect(Object.keys(stored.state).sort()).toEqual(['items', 'loadedAt', 'owner', 'selectedId']);
    expect(stored.state).toMatchObject({ owner: 7, selectedId: 1 });
  });

  it('another customer never reuses the stored list', async () => {
    route = () => ok([savedAddress()]);
    await useAddresses.getState().load('en', 7);
    await useAddresses.getState().load('en', 8);
    expect(gets()).toBe(2);
    expect(useAddresses.getState().owner).toBe(8);
  });

  it('marks the remembered selection preferred when the fetched list has none', async () => {
    useAddresses.setState({ owner: 7, selectedId: 2 });
    route = () => ok({ data: [savedAddress({ id: 1 }), savedAddress({ id: 2 }), savedAddress({ id: 3 })] });
    await useAddresses.getState().load('en', 7, { force: true });
    expect(ids()).toEqual([
      [2, 1],
      [3, 0],
      [1, 0],
    ]);
  });

  it('chooses optimistically (PUT is_preferred 1) and keeps the server answer', async () => {
    route = () => ok([savedAddress({ id: 1, is_preferred: 1 }), savedAddress({ id: 2 })]);
    await useAddresses.getState().load('en', 7);
    let release!: () => void;
    route = (call) =>
      call.method === 'PUT'
        ? new Promise((resolve) => {
            release = () => resolve(ok({ address: savedAddress({ id: 2, is_preferred: 1 }) }));
          })
        : undefined;
    const choosing = useAddresses.getState().choose('en', 2);
    // Before the server answers, 2 is already the preferred one, listed first.
    expect(ids()).toEqual([
      [2, 1],
      [1, 0],
    ]);
    release();
    expect(await choosing).toBe(true);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/v1/addresses/2');
    expect(put.body).toMatchObject({ is_preferred: 1, title: 'Home' });
    expect(useAddresses.getState().selectedId).toBe(2);
  });

  it('restores the earlier list when saving the choice fails', async () => {
    route = () => ok([savedAddress({ id: 1, is_preferred: 1 }), savedAddress({ id: 2 })]);
    await useAddresses.getState().load('en', 7);
    route = (call) => (call.method === 'PUT' ? refusal(500, 'Server error') : undefined);
    expect(await useAddresses.getState().choose('en', 2)).toBe(false);
    expect(ids()).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(useAddresses.getState().selectedId).toBe(1);
  });

  it('a failed load keeps the stored list and flags the failure', async () => {
    route = () => ok([savedAddress()]);
    await useAddresses.getState().load('en', 7);
    route = () => refusal(500, 'Server error');
    await useAddresses.getState().load('en', 7, { force: true });
    expect(useAddresses.getState()).toMatchObject({ failed: true, isLoading: false });
    expect(useAddresses.getState().items).toHaveLength(1);
  });
});

describe('addresses store: only the newest list lands (lib/newest-only.ts)', () => {
  it('a slow earlier load never replaces the list loaded after it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    route = async () => {
      if (first) {
        first = false;
        await held;
        return ok([savedAddress({ id: 1 })]);
      }
      return ok([savedAddress({ id: 2, is_preferred: 1 })]);
    };
    const slow = useAddresses.getState().load('en', 7);
    await useAddresses.getState().load('en', 7, { force: true });
    release();
    await slow;
    expect(ids()).toEqual([[2, 1]]);
    expect(useAddresses.getState()).toMatchObject({ isLoading: false, selectedId: 2 });
  });
});
