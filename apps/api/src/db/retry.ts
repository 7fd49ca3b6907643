/** Database errors and retrying a transaction that lost a race. */

/** SQLSTATE of a database error, looking through wrappers (Drizzle wraps driver errors in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

const retryable = new Set(['23P01', '40001', '40P01']);

/**
 * Runs `work` (a whole transaction) up to `attempts` times when it loses a race: an exclusion violation (another
 * writer took a resource between our check and our insert: the next try picks another free one, if any), a
 * serialization failure or a deadlock. Out of tries, `exhausted(sqlState)` says what to throw (never a 500).
 */
export async function withRetry<T>(
  work: () => Promise<T>,
  exhausted: (state: string) => Error,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (!state || !retryable.has(state)) throw error;
      if (attempt >= attempts) throw exhausted(state);
    }
  }
}

/** Rows of a raw `execute`, whichever driver answered (node-postgres gives `{rows}`, some drivers an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
