import { useId } from 'react';
import { arEG } from 'react-day-picker/locale/ar-EG';
import type { AvailableDate } from '@hajz/contracts/booking';
import { AppointmentCalendar } from './appointment-calendar';
import { AppointmentSkeleton } from './appointment-skeleton';
import { slotsOn } from './slots';
import { TimeSlots } from './time-slots';

export type PickedTime = { date: string | null; time: string | null };

export type DateAndTimePickerTexts = {
  /** Said (role=alert) when the free times could not be loaded. */
  failed: string;
  loading: string;
  date: string;
  noTimes: string;
  times: string;
};

/**
 * The free times of one service, chosen in two steps: a calendar (dates without times disabled, month and day names
 * from the Arabic-Egypt locale, Western digits per ADR 0003), then the times of the chosen date; choosing a date
 * clears the time. A skeleton until the times arrive. Shared by every dialog that picks a time for an existing
 * booking (a gift's schedule, a reschedule); the dialog owns the choice and what Confirm does with it.
 */
export function DateAndTimePicker({
  times,
  failed,
  value,
  onChange,
  texts,
}: {
  times: AvailableDate[] | null;
  failed: boolean;
  value: PickedTime;
  onChange: (next: PickedTime) => void;
  texts: DateAndTimePickerTexts;
}) {
  const labelId = useId();
  const slots = times ? slotsOn(times, value.date) : [];
  return (
    <div className="mt-4">
      {failed ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {texts.failed}
        </p>
      ) : !times ? (
        <AppointmentSkeleton label={texts.loading} />
      ) : (
        <>
          <h3 id={labelId} className="mb-2 font-semibold">
            {texts.date}
          </h3>
          <AppointmentCalendar
            times={times}
            value={value.date}
            onChange={(next) => onChange({ date: next, time: null })}
            labelId={labelId}
            arabic={arEG}
          />
          <div className="mt-5">
            {slots.length === 0 ? (
              <p>{texts.noTimes}</p>
            ) : (
              <TimeSlots
                slots={slots}
                value={value.time}
                onChange={(next) => onChange({ date: value.date, time: next })}
                legend={texts.times}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
