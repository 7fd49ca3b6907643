/** What SSR loaders get in `context`: the API, called in-process. */
export type InProcessApi = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; json: () => unknown }>;
