import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The server's per-field messages (422, 413), the first of each field; anything else as one message. */
export function errorsOf(error: unknown, fallback: string): { fields: FieldErrors; message: string | null } {
  if (error instanceof ApiError) {
    const fields: FieldErrors = {};
    for (const [key, messages] of Object.entries(error.envelope.errors ?? {}))
      if (messages[0]) fields[key as keyof FieldErrors] = messages[0];
    if (Object.keys(fields).length > 0) return { fields, message: null };
    return { fields, message: error.envelope.message || fallback };
  }
  return { fields: {}, message: fallback };
}
