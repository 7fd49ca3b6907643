/**
 * Booking settings (issue 17 item 2), the owner's: slot step, minimum notice, horizon, hold time, cancel window,
 * reminder lead times, refund to the wallet; the reschedule cut-off, the waitlist offer's hold and the peak hours
 * (issue 28, ADR 0064). The money settings (points, referrals, tracking) live elsewhere.
 */
import { useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { bookingSettings, reminderHours, type BookingSettings } from '@hajz/contracts/schedules';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { ApiError } from '~/lib/api-client';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { FieldMessage, messageOf } from '~/admin-kit/form-errors';
import { useLoad } from '~/admin-kit/use-load';
import { card, fieldClass, hintClass, labelClass } from '~/admin-kit/form-styles';
import { WeekRangeRow } from '~/admin-kit/week-range-row';
import { fetchBookingSettings, saveBookingSettings } from '../api';

/** The form holds reminders as rows (one field each); the API takes them as a list of hours. */
const schema = bookingSettings.omit({ reminder_lead_hours: true }).extend({
  reminders: z
    .array(z.object({ hours: reminderHours }))
    .max(4, { error: 'schedules.reminders_count' })
    .refine((list) => new Set(list.map((r) => r.hours)).size === list.length, {
      error: 'schedules.reminders_distinct',
    }),
});
type Values = z.infer<typeof schema>;
const numbers = [
  ['slot_step_minutes', 'slot_step_hint'],
  ['min_notice_minutes', 'min_notice_hint'],
  ['horizon_days', 'horizon_hint'],
  ['hold_minutes', 'hold_hint'],
  ['cancel_window_hours', 'cancel_window_hint'],
  ['reschedule_cutoff_hours', 'reschedule_cutoff_hint'],
  ['waitlist_offer_minutes', 'waitlist_offer_hint'],
] as const;

const toForm = ({ reminder_lead_hours: hours, ...rest }: BookingSettings): Values => ({
  ...rest,
  reminders: hours.map((h) => ({ hours: h })),
});

export function BookingSettingsScreen() {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const loaded = useLoad(() => fetchBookingSettings(locale), locale);
  if (loaded.error !== false)
    return (
      <LoadError
        message={loaded.error ?? t('load_failed')}
        retryLabel={t('retry')}
        onRetry={() => void loaded.reload()}
      />
    );
  return (
    <>
      <PageHeading title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {loaded.data ? <SettingsForm initial={loaded.data} /> : <Skeleton className="h-64 w-full" />}
    </>
  );
}

function SettingsForm({ initial }: { initial: BookingSettings }) {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: toForm(initial),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'reminders' });
  const peak = useFieldArray({ control, name: 'peak_hours' });
  const { errors, isSubmitting } = formState;

  const save = async ({ reminders, ...rest }: Values) => {
    setSaid(null);
    try {
      const { settings, message } = await saveBookingSettings(locale, {
        ...rest,
        reminder_lead_hours: reminders.map((r) => r.hours),
      });
      reset(toForm(settings));
      setSaid({ ok: true, text: message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.envelope.errors) {
        // The API names reminders by their place in its list: the form's rows.
        for (const [field, [message]] of Object.entries(error.envelope.errors)) {
          const name = field.replace(/^reminder_lead_hours(\.(\d+))?$/, (_, __, i: string | undefined) =>
            i === undefined ? 'reminders' : `reminders.${i}.hours`,
          );
          if (message) setError(name as Path<Values>, { type: 'server', message });
        }
      } else setSaid({ ok: false, text: messageOf(error, t('save_failed')) });
    }
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit(save)(e)}
      noValidate
      className={`${card} flex max-w-2xl flex-col gap-4`}
    >
      {numbers.map(([name, hint]) => (
        <div key={name}>
          <label className={labelClass} htmlFor={`settings-${name}`}>
            {t(`settings.${name}`)}
          </label>
          <p id={`settings-${name}-hint`} className={hintClass}>
            {t(`settings.${hint}`)}
          </p>
          <input
            id={`settings-${name}`}
            type="number"
            inputMode="numeric"
            dir="ltr"
            className={`${fieldClass} max-w-40`}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={`settings-${name}-hint${errors[name] ? ` settings-${name}-error` : ''}`}
            {...register(name, { valueAsNumber: true })}
          />
          <FieldMessage id={`settings-${name}-error`} error={errors[name]} ns="schedules" />
        </div>
      ))}
      <fieldset>
        <legend className={labelClass}>{t('settings.reminders')}</legend>
        <ol className="mt-1 flex flex-col gap-2">
          {fields.map((f, i) => (
            <li key={f.id} className="flex flex-wrap items-end gap-2">
              <div>
                <label className="text-sm" htmlFor={`settings-reminder-${i}`}>
                  {t('settings.reminder', { n: i + 1 })}
                </label>
                <input
                  id={`settings-reminder-${i}`}
                  type="number"
                  inputMode="numeric"
                  dir="ltr"
                  className={`${fieldClass} max-w-32`}
                  aria-invalid={errors.reminders?.[i]?.hours ? true : undefined}
                  aria-describedby={errors.reminders?.[i]?.hours ? `settings-reminder-${i}-error` : undefined}
                  {...register(`reminders.${i}.hours`, { valueAsNumber: true })}
                />
              </div>
              <Button variant="ghost" onClick={() => remove(i)}>
                {t('settings.remove_reminder', { n: i + 1 })}
              </Button>
              <div className="basis-full">
                <FieldMessage
                  id={`settings-reminder-${i}-error`}
                  error={errors.reminders?.[i]?.hours}
                  ns="schedules"
                />
              </div>
            </li>
          ))}
        </ol>
        <FieldMessage
          id="settings-reminders-error"
          error={errors.reminders?.root ?? errors.reminders}
          ns="schedules"
        />
        {fields.length < 4 && (
          <Button variant="secondary" className="mt-2" onClick={() => append({ hours: 1 })}>
            {t('settings.add_reminder')}
          </Button>
        )}
      </fieldset>
      <fieldset aria-describedby="settings-peak-hint">
        <legend className={labelClass}>{t('settings.peak_hours')}</legend>
        <p id="settings-peak-hint" className={hintClass}>
          {t('settings.peak_hint')}
        </p>
        {peak.fields.length === 0 && <p className="mt-1 text-sm">{t('settings.peak_none')}</p>}
        <ol className="mt-1 flex flex-col gap-2">
          {peak.fields.map((f, i) => (
            <li key={f.id}>
              <WeekRangeRow
                id={`settings-peak-${i}`}
                legend={t('settings.peak_row', { n: i + 1 })}
                removeLabel={t('settings.remove_peak', { n: i + 1 })}
                onRemove={() => peak.remove(i)}
                fields={{
                  day: register(`peak_hours.${i}.day`, { setValueAs: (v) => Number(v) }),
                  start_at: register(`peak_hours.${i}.start_at`),
                  end_at: register(`peak_hours.${i}.end_at`),
                }}
                errors={errors.peak_hours?.[i]}
              />
            </li>
          ))}
        </ol>
        <FieldMessage
          id="settings-peak-error"
          error={errors.peak_hours?.root ?? errors.peak_hours}
          ns="schedules"
        />
        {peak.fields.length < 14 && (
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => peak.append({ day: 4, start_at: '17:00', end_at: '23:00' })}
          >
            {t('settings.add_peak')}
          </Button>
        )}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" {...register('refund_to_wallet')} />
        {t('settings.refund_to_wallet')}
      </label>
      <div>
        <Button type="submit" disabled={isSubmitting} data-testid="settings-save">
          {t('settings.save')}
        </Button>
      </div>
      <div
        role={said && !said.ok ? 'alert' : 'status'}
        className={said ? 'text-sm font-semibold' : 'sr-only'}
        data-testid="settings-status"
      >
        {said?.text}
      </div>
    </form>
  );
}
