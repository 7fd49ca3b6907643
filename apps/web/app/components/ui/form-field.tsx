import type { ReactNode } from 'react';

/** A text input's, select's or textarea's look; a field the server refused shows its border in red. */
export const fieldInputClass =
  'w-full rounded-xl border border-slate-400 bg-white p-3 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900';

/** A labelled field with its inline error (`<id>-error`, for the control's aria-describedby). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled one-line text input that says the server's reason under it and marks itself invalid. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  maxLength,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  maxLength: number;
  autoComplete?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldInputClass}
      />
    </FormField>
  );
}

/** A message box: a labelled textarea that says the server's reason under it and marks itself invalid. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
  maxLength,
  rows = 5,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  maxLength: number;
  rows?: number;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldInputClass}
      />
    </FormField>
  );
}
