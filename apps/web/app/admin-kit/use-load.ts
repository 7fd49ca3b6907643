import { useServerState } from '~/lib/use-server-state';

/**
 * What an admin screen shows, held by the one server-state hook (lib/use-server-state.ts, ADR 0037): loaded after
 * the first render, again when `key` changes or on `reload`; only the newest answer lands. `error` is false, or
 * the server's message, or null for a generic one.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const { data, isLoading, error, reload, setData } = useServerState<T>(load, key);
  return {
    data,
    loading: isLoading,
    error: error ? (error.message ?? null) : (false as const),
    reload,
    setData,
  };
}
