import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { padCounter } from '~/lib/money';

type Props = { value: number; onChange: (value: number) => void; min?: number; max?: number };

const stepClass =
  'flex size-11 items-center justify-center rounded-full text-xl font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent dark:text-brand-100 dark:hover:bg-slate-800';

/**
 * Spec §2/§5 counter: − value +, shown zero-padded to 2 digits, minimum 1, no maximum by default.
 * At a limit the button is aria-disabled rather than disabled, so keyboard focus stays on it.
 */
export function QuantityCounter({ value, onChange, min = 1, max }: Props) {
  const { t } = useTranslation('catalogue');
  const labelId = useId();
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-3">
      <span id={labelId} className="font-semibold">
        {t('shop.quantity')}
      </span>
      <div className="inline-flex items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700">
        <button
          type="button"
          aria-label={t('shop.decrease')}
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
          {padCounter(value)}
        </output>
        <button
          type="button"
          aria-label={t('shop.increase')}
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
