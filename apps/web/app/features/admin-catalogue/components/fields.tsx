/**
 * The catalogue forms' parts: fields (the back office's one `FormField`), errors under groups, the save's status. A
 * client check's message is a key of the `catalogue-admin` namespace; the server's (type "server") is already
 * translated.
 */
import type { ComponentProps } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useFieldErrorText } from '~/admin-kit/form-errors';
import { FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950';
export const labelClass = 'block text-sm font-semibold';
export const panelClass =
  'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** An error under a field or a group, by id; nothing when it is fine. */
export function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  const text = useFieldErrorText('catalogue-admin')(error);
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}

/** A labelled field of the catalogue forms: the back office's one field, its error keys in 'catalogue-admin'. */
export const Field = (props: Omit<ComponentProps<typeof FormField>, 'ns'> & { id: string }) => (
  <FormField ns="catalogue-admin" {...props} />
);

/** Puts the server's per-field errors on the form's fields (one it does not show goes on the first); the message. */
export const applyFieldErrors = <F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly string[],
) =>
  applyServerErrors(error, setError, (f) => (fields.includes(f) ? f : (fields[0] ?? null)) as Path<F> | null)
    .message;

/** The result of a save, read by screen readers. */
export function StatusLine({ text, tone }: { text: string | null; tone: 'ok' | 'error' }) {
  return (
    <p
      role="status"
      className={`min-h-6 text-sm font-medium ${tone === 'ok' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
    >
      {text}
    </p>
  );
}
