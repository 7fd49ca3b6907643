/**
 * Back-office forms (react-hook-form + the contracts' zod schemas): a field's error in words, whether it came from
 * the schema in the browser (a message key, translated here) or from the server (already translated: server-errors.ts
 * puts a 422 on the fields it names).
 */
import { ApiError } from '~/lib/api-client';
import { useTranslation } from '~/lib/use-translation';

/** The server's messages come with this type: shown as they are. */
const serverType = 'server';

/**
 * The error under a field, linked by id (`aria-describedby`); nothing when the field is fine. A schema's key is
 * looked up as `form_errors.<key>` in the screen's namespace `ns`.
 */
export function FieldMessage({
  id,
  error,
  ns,
}: {
  id: string;
  /** A field's error, or a list's own (its `root`, or the list itself when the schema refined it). */
  error?: { message?: string; type?: unknown };
  ns: string;
}) {
  const { t } = useTranslation(ns);
  if (!error?.message) return null;
  const text = error.type === serverType ? error.message : t(`form_errors.${error.message}`);
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300" role="alert">
      {text}
    </p>
  );
}

/** The words of a failed call: the server's message, or the screen's fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.envelope.message ? error.envelope.message : fallback;
