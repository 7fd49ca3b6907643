/** Field styles of the back office's desk, schedules and settings forms (one look across the back office). */
export const fieldClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950';
export const labelClass = 'block text-sm font-semibold';
export const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
export const hintClass = 'text-sm text-slate-600 dark:text-slate-300';
