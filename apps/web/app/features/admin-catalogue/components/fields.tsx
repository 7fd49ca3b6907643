/**
 * The catalogue forms' fields: a label, the input, and its error under it (linked by aria-describedby). A client
 * check's message is a key of the `catalogue-admin` namespace; the server's (type "server") is already translated.
 */
import type { ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '~/features/admin/server-errors';
import { useTranslation } from '~/lib/use-translation';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950';
export const labelClass = 'block text-sm font-semibold';
export const panelClass =
  'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

export function ErrorText({ id, error }: { id: string; error?: FieldError }) {
  const { t } = useTranslation('catalogue-admin');
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {error.type === 'server' ? error.message : t(error.message)}
    </p>
  );
}

/** A labelled field: `children` gets the ids it needs through `describedBy`. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

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
