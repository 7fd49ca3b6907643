import type { ReactNode } from 'react';

export type Column<R> = { key: string; label: string; cell: (row: R) => ReactNode; numeric?: boolean };

/**
 * The figures of a report as a table (the charts' accessible equivalent). It scrolls sideways on a phone, so the
 * scrolling region is focusable and named for keyboard users.
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  footer,
  testId,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  footer?: ReactNode[];
  testId?: string;
}) {
  const align = (c: Column<R>) => (c.numeric ? 'text-end tabular-nums whitespace-nowrap' : 'text-start');
  return (
    <div
      className="overflow-x-auto rounded-xl border border-sand-200 dark:border-slate-700"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 dark:bg-slate-800">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 font-semibold ${align(c)}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-sand-200 dark:border-slate-700">
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row" className={`px-3 py-2 font-normal ${align(c)}`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={`px-3 py-2 ${align(c)}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot className="border-t-2 border-sand-300 font-semibold dark:border-slate-600">
            <tr>
              {footer.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-2 text-start">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className={`px-3 py-2 ${align(columns[j]!)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
