/** The e-invoicing screen's card (its sections, the filters, each document). */
export const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
