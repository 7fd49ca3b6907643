import type { ChangeEvent, ReactNode } from 'react';

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

type TextProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  maxLength: number;
};

/** A text control's own props: its value, its limit, and its error said under it and marked invalid. */
const textControl = ({ id, value, onChange, error, disabled, maxLength }: TextProps) => ({
  id,
  value,
  maxLength,
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  disabled,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  className: fieldInputClass,
});

/** A labelled one-line text input that says the server's reason under it and marks itself invalid. */
export function TextField({ autoComplete, ...props }: TextProps & { autoComplete?: string }) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <input {...textControl(props)} autoComplete={autoComplete} />
    </FormField>
  );
}

/** A message box: a labelled textarea that says the server's reason under it and marks itself invalid. */
export function TextAreaField({ rows = 5, ...props }: TextProps & { rows?: number }) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <textarea {...textControl(props)} rows={rows} />
    </FormField>
  );
}
