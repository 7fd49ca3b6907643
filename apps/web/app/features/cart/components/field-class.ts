import { cx } from '~/lib/cx';

/** A text input in the cart's summary panel; a red ring while it carries an error. */
export const fieldClass = (invalid: boolean) =>
  cx(
    'min-h-11 w-full min-w-0 rounded-xl bg-white px-3 py-2 ring-1 dark:bg-slate-800',
    invalid ? 'ring-2 ring-red-600' : 'ring-slate-300 dark:ring-slate-600',
  );

export const errorTextClass = 'mt-1 text-sm text-red-700 dark:text-red-300';

/** A small text button (Remove) inside the summary panel. */
export const linkButtonClass =
  'min-h-11 shrink-0 px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-50 dark:text-brand-100';
