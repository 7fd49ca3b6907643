import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';
import { newestOnly } from './newest-only';

/**
 * Why an answer did not land: the server's shape was wrong, or the request failed (with its message, if any, and the
 * HTTP status when the server answered: a 200 saying status false is a refusal too).
 */
export type ServerStateError =
  | { invalid: true; message?: undefined; status?: undefined }
  | { invalid?: false; message: string | null; status?: number };

type State<T> = { data: T | null; isLoading: boolean; error: ServerStateError | null };

/**
 * THE way the web app holds server state (ADR 0037): what a screen shows is loaded after the first render (the
 * token lives in the browser), again when `key` changes, on `reload`, or through `run` with another request (the
 * next page). Only the newest request may land: a slow earlier answer never replaces one asked for after it, and
 * whatever is on its way when the screen unmounts or `key` changes is dropped. The data stays while the next
 * request runs; nothing is kept after unmount (balances are money: an old copy could be read as current). The guard
 * is lib/newest-only.ts, the same one the stores use.
 * `isValid` checks the answer's shape (lib/shape.ts: the browser bundle carries no schema library).
 */
export function useServerState<T>(
  load: () => Promise<unknown>,
  key: unknown,
  isValid?: (value: unknown) => value is T,
) {
  const [state, setState] = useState<State<T>>({ data: null, isLoading: true, error: null });
  const [newest] = useState(newestOnly);
  const latest = useRef({ load, isValid });
  latest.current = { load, isValid };

  const run = useCallback(
    async (next?: () => Promise<unknown>) => {
      const isNewest = newest.begin();
      setState((s) => ({ ...s, isLoading: true, error: null }));
      try {
        const data = await (next ?? latest.current.load)();
        if (!isNewest()) return;
        const valid = latest.current.isValid;
        if (valid && !valid(data)) {
          setState((s) => ({ ...s, isLoading: false, error: { invalid: true } }));
          return;
        }
        setState({ data: data as T, isLoading: false, error: null });
      } catch (error) {
        if (!isNewest()) return;
        const answered = error instanceof ApiError ? error : null;
        const message = answered?.envelope.message || null;
        setState((s) => ({ ...s, isLoading: false, error: { message, status: answered?.status } }));
      }
    },
    [newest],
  );

  useEffect(() => {
    void run();
    // Whatever was asked last (this load or a later `run`) is outdated by an unmount or a new key.
    return newest.drop;
  }, [newest, run, key]);

  /** What the screen now knows better (the server's answer to its own change): shown at once, and newer than any
   * load still on its way. */
  const setData = useCallback(
    (data: T) => {
      newest.drop();
      setState({ data, isLoading: false, error: null });
    },
    [newest],
  );
  const reload = useCallback(() => run(), [run]);

  return { ...state, run, reload, setData };
}
