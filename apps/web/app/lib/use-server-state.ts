import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';

/** Why an answer did not land: the server's shape was wrong, or the request failed (with its message, if any). */
export type ServerStateError =
  { invalid: true; message?: undefined } | { invalid?: false; message: string | null };

type State<T> = { data: T | null; isLoading: boolean; error: ServerStateError | null };

/**
 * THE way the web app holds server state (ADR 0037): what a screen shows is loaded after the first render (the
 * token lives in the browser), again when `key` changes, on `reload`, or through `run` with another request (the
 * next page). Only the newest request may land: a slow earlier answer never replaces one asked for after it, and
 * whatever is on its way when the screen unmounts or `key` changes is dropped. The data stays while the next
 * request runs; nothing is kept after unmount (balances are money: an old copy could be read as current).
 * `isValid` checks the answer's shape (lib/shape.ts: the browser bundle carries no schema library).
 */
export function useServerState<T>(
  load: () => Promise<unknown>,
  key: unknown,
  isValid?: (value: unknown) => value is T,
) {
  const [state, setState] = useState<State<T>>({ data: null, isLoading: true, error: null });
  const request = useRef(0);
  const latest = useRef({ load, isValid });
  latest.current = { load, isValid };

  const run = useCallback(async (next?: () => Promise<unknown>) => {
    const mine = ++request.current;
    setState((s) => ({ ...s, isLoading: true, error: null }));
    try {
      const data = await (next ?? latest.current.load)();
      if (mine !== request.current) return;
      const valid = latest.current.isValid;
      if (valid && !valid(data)) {
        setState((s) => ({ ...s, isLoading: false, error: { invalid: true } }));
        return;
      }
      setState({ data: data as T, isLoading: false, error: null });
    } catch (error) {
      if (mine !== request.current) return;
      const message = error instanceof ApiError && error.envelope.message ? error.envelope.message : null;
      setState((s) => ({ ...s, isLoading: false, error: { message } }));
    }
  }, []);

  useEffect(() => {
    // The counter itself, not a number read from it: the cleanup must outdate whatever was asked last.
    const requests = request;
    void run();
    return () => {
      requests.current++;
    };
  }, [run, key]);

  /** What the screen now knows better (the server's answer to its own change): shown at once. */
  const setData = useCallback((data: T) => setState({ data, isLoading: false, error: null }), []);
  const reload = useCallback(() => run(), [run]);

  return { ...state, run, reload, setData };
}
