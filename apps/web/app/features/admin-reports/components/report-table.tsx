import type { ReactNode } from 'react';

export type Column<R> = { key: string; label: string; cell: (row: R) => ReactNode; numeric?: boolean };

/**
 * The figures of a report as a table (the charts' accessible equivalent). On a phone (under `sm`) every report table
 * reads as cards instead of a wide table to scroll (issue 30 item 16): one card a row, its first column as the
 * card's title, each other figure on its own line after its column's name (`data-label`); the header row stays for
 * screen readers. Wider than that it is a table, scrolling sideways if it must, so the region is focusable and named.
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
  /** A figure's line on a phone's card: its column's name at the start, the figure at the end. */
  const cardCell =
    'max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:before:text-start max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-300';
  return (
    <div
      className="overflow-x-auto rounded-xl border border-sand-200 dark:border-slate-700"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm max-sm:block" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 max-sm:sr-only dark:bg-slate-800">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 font-semibold ${align(c)}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, i) => (
            <tr
              key={i}
              className="border-t border-sand-200 max-sm:block max-sm:px-3 max-sm:py-2 dark:border-slate-700"
            >
              {columns.map((c, j) =>
                j === 0 ? (
                  <th
                    key={c.key}
                    scope="row"
                    className={`px-3 py-2 font-normal max-sm:block max-sm:px-0 max-sm:font-semibold ${align(c)}`}
                  >
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.key}
                    data-label={c.label}
                    className={`px-3 py-2 max-sm:px-0 ${cardCell} ${align(c)}`}
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot className="border-t-2 border-sand-300 font-semibold max-sm:block dark:border-slate-600">
            <tr className="max-sm:block max-sm:px-3 max-sm:py-2">
              {footer.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-2 text-start max-sm:block max-sm:px-0">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={j}
                    data-label={columns[j]!.label}
                    className={`px-3 py-2 max-sm:px-0 ${cardCell} ${align(columns[j]!)}`}
                  >
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
