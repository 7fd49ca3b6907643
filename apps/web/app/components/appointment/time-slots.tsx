import { useId } from 'react';
import type { TimeSlot } from '@hajz/contracts/booking';
import { useLocale } from '~/lib/use-locale';
import { formatRange } from './format';

/**
 * The free times of the chosen date as a native radio group: one tab stop, arrow keys move the choice.
 * The inputs are visually hidden; their pill labels show the checked and focused states.
 */
export function TimeSlots({
  slots,
  value,
  onChange,
  legend,
}: {
  slots: readonly TimeSlot[];
  value: string | null;
  onChange: (from: string) => void;
  legend: string;
}) {
  const { locale } = useLocale();
  const name = useId();
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2" data-testid="time-slots">
        {slots.map((slot) => (
          <label
            key={slot.from_date_time}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-white px-2 py-2 text-center text-sm font-medium whitespace-nowrap text-slate-800 ring-1 ring-sand-200 transition-colors hover:ring-brand-500 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:has-checked:bg-brand-100 dark:has-checked:text-brand-900"
          >
            <input
              type="radio"
              name={name}
              value={slot.from}
              checked={value === slot.from}
              onChange={() => onChange(slot.from)}
              className="sr-only"
            />
            {formatRange(slot.from, slot.to, locale)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
