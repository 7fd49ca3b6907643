import { useId, type ReactNode } from 'react';

const stepClass =
  'flex size-11 items-center justify-center rounded-full text-xl font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent dark:text-brand-100 dark:hover:bg-slate-800';

/**
 * − value + for a whole number between `min` and `max` (no maximum when absent). At a limit the button is
 * aria-disabled rather than disabled, so keyboard focus stays on it. Texts come translated from the caller.
 */
export function Stepper({
  label,
  hint,
  value,
  display,
  onChange,
  min = 1,
  max,
  decreaseLabel,
  increaseLabel,
}: {
  label: string;
  hint?: ReactNode;
  value: number;
  /** How the value reads (zero-padded, localised digits…). */
  display: string;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  decreaseLabel: string;
  increaseLabel: string;
}) {
  const labelId = useId();
  const hintId = useId();
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className="flex items-center justify-between gap-3"
    >
      <div>
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
            {hint}
          </p>
        )}
      </div>
      <div className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700">
        <button
          type="button"
          aria-label={decreaseLabel}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(value - 1)}
          className={stepClass}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output
          aria-live="polite"
          aria-labelledby={labelId}
          className="w-8 text-center text-lg font-semibold tabular-nums"
        >
          {display}
        </output>
        <button
          type="button"
          aria-label={increaseLabel}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && onChange(value + 1)}
          className={stepClass}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
