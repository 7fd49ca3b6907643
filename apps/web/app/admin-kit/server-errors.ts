import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/api-client';

/**
 * Puts a refused write's per-field errors (422, already translated by the server; type 'server') on the form's
 * fields, by the API's field names mapped to the form's, focusing the first. Answers how many fields it marked and
 * the envelope's message, for the form's status line.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (apiField: string) => Path<T> | null = (f) => f as Path<T>,
): { fields: number; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: 0, message: null };
  const errors = error.status === 422 ? (error.envelope.errors ?? {}) : {};
  let fields = 0;
  for (const [apiField, messages] of Object.entries(errors)) {
    const field = fieldOf(apiField);
    if (!field || !messages[0]) continue;
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: fields === 0 });
    fields++;
  }
  return { fields, message: error.envelope.message || null };
}
