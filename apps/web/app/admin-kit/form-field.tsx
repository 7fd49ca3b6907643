/**
 * A labelled back-office form field with its inline error (react-hook-form): the error is said next to the field,
 * tied to it by aria-describedby, and the field is marked invalid. Messages from the form's own zod schema are
 * message keys of the screen's namespace (`money:form.amount` in 'admin'); the server's 422 field errors arrive
 * translated (set with type 'server'): one rule, `useFieldErrorText`.
 */
import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { cx } from '~/lib/cx';
import { Button } from '~/components/ui/button';
import { useFieldErrorText } from './form-errors';

export const adminInputClass =
  'min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700 dark:border-slate-600 dark:bg-slate-950';

export type FieldA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** The text of a field's error on the admin screens' namespace. */
export const useErrorText = () => useFieldErrorText('admin');

export function FormField({
  id: givenId,
  ns = 'admin',
  label,
  error,
  hint,
  className,
  children,
}: {
  /** The input's id, when a screen names it (otherwise one is made). */
  id?: string;
  /** Where the form's own error keys are looked up. */
  ns?: string;
  label: string;
  error?: FieldError;
  hint?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const text = useFieldErrorText(ns)(error);
  const described = [hint ? `${id}-hint` : null, text ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(text), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {text && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300" data-testid="field-error">
          {text}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label after it (the whole line clickable). */
export function CheckField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      {children}
      {label}
    </label>
  );
}

/** A form's end: why it was refused (said at once), then save and cancel. */
export function FormActions({
  failure,
  submitLabel,
  submitting,
  cancelLabel,
  onCancel,
}: {
  failure: string | null;
  submitLabel: string;
  submitting: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
