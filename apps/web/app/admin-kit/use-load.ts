import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api-client';

/**
 * Loads what an admin screen shows after the first render (the token lives in the browser), again when `key`
 * changes or on `reload`; only the newest answer lands. `error` is the server's message, or null for a generic one.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null | false }>({
    data: null,
    loading: true,
    error: false,
  });
  const request = useRef(0);
  const latest = useRef(load);
  latest.current = load;
  const run = useCallback(async () => {
    const mine = ++request.current;
    setState((s) => ({ ...s, loading: true, error: false }));
    try {
      const data = await latest.current();
      if (mine === request.current) setState({ data, loading: false, error: false });
    } catch (error) {
      if (mine !== request.current) return;
      const message = error instanceof ApiError && error.envelope.message ? error.envelope.message : null;
      setState((s) => ({ ...s, loading: false, error: message }));
    }
  }, []);
  useEffect(() => {
    void run();
  }, [run, key]);
  return { ...state, reload: run, setData: (data: T) => setState({ data, loading: false, error: false }) };
}
