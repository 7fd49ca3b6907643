import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { DayPicker, type Locale as CalendarLocale } from 'react-day-picker';
import { arSA } from 'react-day-picker/locale/ar-SA';
import { enUS } from 'react-day-picker/locale/en-US';
import 'react-day-picker/style.css';
import type { AvailableDate } from '@hajz/contracts/booking';
import { fromIsoDate, toIsoDate } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { bookableDates } from './slots';

const calendarColours = {
  '--rdp-accent-color': 'var(--cal-accent)',
  '--rdp-accent-background-color': 'var(--cal-accent-bg)',
  '--rdp-today-color': 'var(--cal-accent)',
} as CSSProperties;

const monthOf = (iso: string) => {
  const d = fromIsoDate(iso);
  return new Date(d.getFullYear(), d.getMonth(), 1);
};

/**
 * Spec §2: a calendar of the booking horizon in the page language with Western digits; dates without a free
 * time are disabled. Business dates ("YYYY-MM-DD") are shown as local calendar days, so the device's own
 * timezone never shifts them.
 */
export function AppointmentCalendar({
  times,
  value,
  onChange,
  labelId,
  arabic = arSA,
}: {
  times: readonly AvailableDate[];
  value: string | null;
  onChange: (date: string) => void;
  labelId: string;
  /** Month and day names in Arabic (Saudi by default; the schedule gifted order dialog uses Egypt's, spec §2). */
  arabic?: CalendarLocale;
}) {
  const { locale, dir } = useLocale();
  const open = useMemo(() => new Set(bookableDates(times)), [times]);
  const first = times[0]?.date;
  const last = times.at(-1)?.date;
  const [month, setMonth] = useState(() => monthOf(value ?? first ?? toIsoDate(new Date())));
  // Follow a date chosen for the customer (the first free one, or the edited line's).
  useEffect(() => {
    if (value) setMonth(monthOf(value));
  }, [value]);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex justify-center rounded-2xl bg-sand-50 p-2 [--cal-accent-bg:var(--color-brand-50)] [--cal-accent:var(--color-brand-700)] dark:bg-slate-800 dark:[--cal-accent-bg:var(--color-slate-700)] dark:[--cal-accent:var(--color-brand-100)]"
    >
      <DayPicker
        mode="single"
        required
        locale={locale === 'ar' ? arabic : enUS}
        dir={dir}
        numerals="latn"
        // react-day-picker's stylesheet sets its colours on its root, so the brand colours go there too.
        style={calendarColours}
        month={month}
        onMonthChange={setMonth}
        startMonth={first ? monthOf(first) : undefined}
        endMonth={last ? monthOf(last) : undefined}
        today={first ? fromIsoDate(first) : undefined}
        disabled={(date) => !open.has(toIsoDate(date))}
        selected={value ? fromIsoDate(value) : undefined}
        onSelect={(date) => date && onChange(toIsoDate(date))}
      />
    </div>
  );
}
