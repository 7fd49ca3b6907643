/**
 * Back-office forms (react-hook-form + the contracts' zod schemas): a field's error in words, whether it came from
 * the schema in the browser (a message key, translated here) or from the server (already translated: server-errors.ts
 * puts a 422 on the fields it names).
 */
import { ApiError } from '~/lib/api-client';
import { useTranslation } from '~/lib/use-translation';

/** The server's messages come with this type: shown as they are. */
const serverType = 'server';

/** A field's error as a schema or the server gave it; a list's own (its `root`, or the list when the schema refined it). */
export type ErrorLike = { message?: string; type?: unknown };

/**
 * A field's error in words, the one rule of every back-office form: the server's message as it came (type
 * 'server'), the form's own schema key looked up in the screen's namespace `ns`, under `prefix`.
 */
export function useFieldErrorText(ns: string, prefix = '') {
  const { t } = useTranslation(ns);
  return (error: ErrorLike | undefined) =>
    !error?.message ? undefined : error.type === serverType ? error.message : t(prefix + error.message);
}

/**
 * The error under a field, linked by id (`aria-describedby`); nothing when the field is fine. A schema's key is
 * looked up as `form_errors.<key>` in the screen's namespace `ns`.
 */
export function FieldMessage({ id, error, ns }: { id: string; error?: ErrorLike; ns: string }) {
  const text = useFieldErrorText(ns, 'form_errors.')(error);
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300" role="alert">
      {text}
    </p>
  );
}

/** The words of a failed call: the server's message, or the screen's fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.envelope.message ? error.envelope.message : fallback;
