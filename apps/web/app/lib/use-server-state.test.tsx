import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from './api-client';
import { newestOnly } from './newest-only';
import { isInt, shape } from './shape';
import { useServerState } from './use-server-state';

/** A promise the test settles when it wants (a slow or a fast answer). */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settle = () => act(async () => undefined);

afterEach(cleanup);

describe('newestOnly (lib/newest-only.ts)', () => {
  it('only the request started last is current; drop outdates it too', () => {
    const newest = newestOnly();
    const first = newest.begin();
    expect(first()).toBe(true);
    const second = newest.begin();
    expect([first(), second()]).toEqual([false, true]);
    newest.drop();
    expect(second()).toBe(false);
    expect(newest.begin()()).toBe(true);
  });
});

describe('useServerState', () => {
  const isItem = shape<{ id: number }>({ id: isInt });

  it('a slow answer for the earlier key never replaces the answer for the newer one', async () => {
    const answers = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) => useServerState(() => answers[key].promise, key, isItem),
      { initialProps: { key: 'a' as 'a' | 'b' } },
    );
    expect(result.current).toMatchObject({ data: null, isLoading: true, error: null });
    rerender({ key: 'b' });
    answers.b.resolve({ id: 2 });
    await settle();
    expect(result.current).toMatchObject({ data: { id: 2 }, isLoading: false });
    answers.a.resolve({ id: 1 });
    await settle();
    expect(result.current.data).toEqual({ id: 2 });
  });

  it('a slow failure of an earlier request never replaces a newer answer', async () => {
    const first = deferred();
    const second = deferred();
    const loads = [first.promise, second.promise];
    const { result } = renderHook(() => useServerState(() => loads.shift()!, 'k', isItem));
    act(() => {
      void result.current.reload();
    });
    second.resolve({ id: 2 });
    await settle();
    first.reject(new ApiError(500, { status: false, message: 'Too late' }));
    await settle();
    expect(result.current).toMatchObject({ data: { id: 2 }, isLoading: false, error: null });
  });

  it('what is on its way when the screen unmounts is dropped', async () => {
    const answer = deferred();
    let landed = 0;
    const { unmount } = renderHook(() =>
      useServerState(
        () => answer.promise.then((v) => v),
        'k',
        (v: unknown): v is { id: number } => {
          landed++;
          return isItem(v);
        },
      ),
    );
    unmount();
    answer.resolve({ id: 1 });
    await settle();
    // The answer arrived but was never looked at, nor set on the unmounted screen.
    expect(landed).toBe(0);
  });

  it("setData (the server's answer to the screen's own change) is newer than a load still on its way", async () => {
    const answer = deferred();
    const { result } = renderHook(() => useServerState(() => answer.promise, 'k', isItem));
    act(() => result.current.setData({ id: 9 }));
    answer.resolve({ id: 1 });
    await settle();
    expect(result.current).toMatchObject({ data: { id: 9 }, isLoading: false });
  });

  it("keeps the data while the next request runs; says a wrong shape, the server's message and its status", async () => {
    const answers = [deferred(), deferred(), deferred()];
    const [first, second, third] = answers;
    const { result } = renderHook(() => useServerState(() => answers.shift()!.promise, 'k', isItem));
    first!.resolve({ id: 1 });
    await settle();
    act(() => {
      void result.current.reload();
    });
    expect(result.current).toMatchObject({ data: { id: 1 }, isLoading: true });
    second!.resolve({ id: 'one' });
    await settle();
    expect(result.current).toMatchObject({ data: { id: 1 }, isLoading: false, error: { invalid: true } });
    act(() => {
      void result.current.reload();
    });
    third!.reject(new ApiError(200, { status: false, message: 'Not now' }));
    await settle();
    expect(result.current.error).toEqual({ message: 'Not now', status: 200 });
  });
});
