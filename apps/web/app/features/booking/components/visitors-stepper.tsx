import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxVisitors } from '@hajz/contracts/booking-rules';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';

const stepClass =
  'flex size-11 items-center justify-center rounded-full text-xl font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent dark:text-brand-100 dark:hover:bg-slate-800';

/**
 * How many people come at once (1 to 5): each needs their own free therapist or room, so the free times
 * follow this number. At a limit the button is aria-disabled rather than disabled, so focus stays on it.
 */
export function VisitorsStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const labelId = useId();
  const hintId = useId();
  const atMin = value <= 1;
  const atMax = value >= maxVisitors;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className="flex items-center justify-between gap-3"
    >
      <div>
        <span id={labelId} className="font-semibold">
          {t('appointment.visitors')}
        </span>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {t('appointment.visitors_hint')}
        </p>
      </div>
      <div className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700">
        <button
          type="button"
          aria-label={t('appointment.fewer')}
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
          {formatNumber(value, locale)}
        </output>
        <button
          type="button"
          aria-label={t('appointment.more')}
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
