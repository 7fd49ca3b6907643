/**
 * Spaces calls at least `intervalMs` apart, one at a time, in arrival order (Nominatim's policy: at most 1 request
 * per second). The next call starts `intervalMs` after the previous one has finished, not after it started: a
 * request reaches the server somewhere between its start and its answer, so only counting from the answer keeps the
 * server's arrivals apart when a slow connection delays one request and not the next.
 */
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function createThrottle(intervalMs: number, now: () => number = Date.now, sleep: Sleep = realSleep) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastEnd = -Infinity;
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const turn = tail.then(async () => {
      const wait = lastEnd + intervalMs - now();
      if (wait > 0) await sleep(wait);
      try {
        return await task();
      } finally {
        lastEnd = now();
      }
    });
    // The next caller waits for this one to end, not for its success.
    tail = turn.catch(() => undefined);
    return turn;
  };
}
