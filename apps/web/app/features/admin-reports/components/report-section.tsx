import type { ReactNode } from 'react';

/** One report on the screen: a titled card with what its figures mean, its downloads, then its content. */
export function ReportSection({
  id,
  title,
  definition,
  actions,
  children,
}: {
  id: string;
  title: string;
  definition: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid={`report-${id}`}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{definition}</p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A sub-heading inside a report, with its own download. */
export function ReportPart({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mt-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {action}
      </div>
      {children}
    </div>
  );
}
