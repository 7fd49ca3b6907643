import type { ReactNode } from 'react';

/** A back-office panel's frame (also for a figure's tile). */
export const adminCardClass =
  'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** A titled panel of a back-office page, named by its heading for assistive technology. */
export function AdminCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={adminCardClass}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a panel says when it has nothing to list. */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>;
}
