/**
 * Two plain charts drawn as inline SVG (no chart library): bars that grow from the inline start, and columns by
 * day in reading order. The SVG is drawn left to right and mirrored in right-to-left pages (`rtl:-scale-x-100`),
 * so both start where the reader starts. They carry no text and are hidden from assistive technology: the table
 * beside each has the same figures.
 */
export type Bar = { label: string; value: number; shown: string };

export function BarList({ bars, testId }: { bars: Bar[]; testId?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul aria-hidden="true" className="mb-3 flex flex-col gap-2" data-testid={testId}>
      {bars.map((bar, i) => (
        <li
          key={i}
          className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]"
        >
          <span className="truncate">{bar.label}</span>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full rtl:-scale-x-100">
            <rect x="0" y="0" width="100" height="10" rx="2" className="fill-sand-100 dark:fill-slate-800" />
            <rect
              x="0"
              y="0"
              width={Math.max(0, (bar.value / max) * 100)}
              height="10"
              rx="2"
              className="fill-brand-700 dark:fill-brand-100"
            />
          </svg>
          <span className="text-end tabular-nums">{bar.shown}</span>
        </li>
      ))}
    </ul>
  );
}

/** Columns per day (oldest first), stacked when several series are given; first and last dates below. */
export function DayColumns({
  days,
  series,
  first,
  last,
}: {
  days: number[][];
  series: string[];
  first: string;
  last: string;
}) {
  const max = Math.max(1, ...days.map((d) => d.reduce((a, b) => a + b, 0)));
  // At least two weeks wide: a short period's few columns stay columns instead of filling the width.
  const width = Math.max(14, days.length) * 10;
  return (
    <div aria-hidden="true" className="mb-3">
      <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="h-32 w-full rtl:-scale-x-100">
        {days.map((values, i) => {
          let top = 100;
          return values.map((v, s) => {
            const h = (v / max) * 100;
            top -= h;
            return (
              <rect key={`${i}-${s}`} x={i * 10 + 1} y={top} width="8" height={h} className={series[s]} />
            );
          });
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-300">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}
