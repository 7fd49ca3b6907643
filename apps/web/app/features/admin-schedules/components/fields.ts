/** Field styles of the schedules and settings forms (the desk's, so the back office looks one). */
export { fieldClass, labelClass } from '~/features/admin-calendar/components/desk-dialog';
export const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
export const hintClass = 'text-sm text-slate-600 dark:text-slate-300';
