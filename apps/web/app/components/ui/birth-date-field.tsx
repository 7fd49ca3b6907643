import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { arSA } from 'react-day-picker/locale/ar-SA';
import { enUS } from 'react-day-picker/locale/en-US';
import 'react-day-picker/style.css';
import { cx } from '~/lib/cx';
import { formatBirthDate, fromIsoDate, toIsoDate } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';

/** Spec §2: date of birth from a calendar, shown "month - day(ordinal) - year", kept as YYYY-MM-DD. */
export function BirthDateField({
  id,
  label,
  placeholder,
  value,
  onChange,
  invalid,
  required = false,
}: {
  required?: boolean;
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (iso: string) => void;
  invalid: boolean;
}) {
  const { locale, dir } = useLocale();
  const [open, setOpen] = useState(false);
  const selected = value ? fromIsoDate(value) : undefined;
  const today = new Date();
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block font-medium">
        {label} {required && <span aria-hidden="true">*</span>}
      </span>
      <button
        id={id}
        type="button"
        aria-labelledby={`${id}-label ${id}`}
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        onClick={() => setOpen((o) => !o)}
        className={cx(
          'w-full rounded-xl bg-white px-3 py-3 text-start ring-1 dark:bg-slate-800',
          invalid ? 'ring-2 ring-red-600' : 'ring-slate-300 dark:ring-slate-600',
          !value && 'text-slate-600 dark:text-slate-300',
        )}
      >
        {selected ? formatBirthDate(selected, locale) : placeholder}
      </button>
      {open && (
        <div className="mt-2 flex justify-center rounded-xl bg-sand-50 p-2 dark:bg-slate-800">
          <DayPicker
            mode="single"
            captionLayout="dropdown"
            locale={locale === 'ar' ? arSA : enUS}
            dir={dir}
            numerals="latn"
            startMonth={new Date(1920, 0)}
            endMonth={today}
            disabled={{ after: today }}
            defaultMonth={selected ?? new Date(today.getFullYear() - 25, 0)}
            selected={selected}
            onSelect={(date) => {
              if (!date) return;
              onChange(toIsoDate(date));
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
