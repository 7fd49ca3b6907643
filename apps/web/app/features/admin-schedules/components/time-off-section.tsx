import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminResource } from '@hajz/contracts/schedules';
import { Button } from '~/components/ui/button';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { FieldMessage, messageOf } from '~/admin-kit/form-errors';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { offsetIn } from '~/admin-kit/zoned';
import { addTimeOff, removeTimeOff, strandedIn } from '../api';
import { fieldClass, hintClass, labelClass } from '~/admin-kit/form-styles';
import { StrandedNotice, type Stranding } from './stranded-notice';

/** The browser's datetime-local value ('2026-12-01T10:00'), the business's wall clock. */
const wallClock = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'schedules.instant' });
const schema = z
  .object({ start_at: wallClock, end_at: wallClock, note: z.string().max(200, { error: 'schedules.note' }) })
  .refine((v) => v.end_at > v.start_at, { path: ['end_at'], message: 'schedules.end_after_start' });
type Values = z.infer<typeof schema>;

/** The wall clock in the business's timezone as the instant the API takes. */
const instantOf = (wall: string, timeZone: string) =>
  `${wall}:00${offsetIn(new Date(`${wall}:00Z`), timeZone)}`;

/** A resource's time off: the planned periods (each removable) and a form to add one. */
export function TimeOffSection({
  resource,
  timeZone,
  onSaved,
}: {
  resource: AdminResource;
  timeZone: string;
  onSaved: (resource: AdminResource, message: string) => void;
}) {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const [failure, setFailure] = useState('');
  const [stranding, setStranding] = useState<Stranding | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { start_at: '', end_at: '', note: '' },
  });
  const { errors, isSubmitting } = formState;
  const base = `away-${resource.id}`;
  const when = (iso: string) =>
    `${formatInstantDate(iso, timeZone, locale)} ${formatInstantTime(iso, timeZone, locale)}`;

  const save = async (values: Values, confirm = false) => {
    setFailure('');
    try {
      const saved = await addTimeOff(locale, resource.id, {
        start_at: instantOf(values.start_at, timeZone),
        end_at: instantOf(values.end_at, timeZone),
        note: values.note,
        confirm,
      });
      setStranding(null);
      reset();
      onSaved(saved.resource, saved.message);
    } catch (error) {
      const stranded = strandedIn(error);
      if (stranded) setStranding({ ...stranded, confirm: () => save(values, true) });
      else if (!applyServerErrors(error, setError).fields) setFailure(messageOf(error, t('save_failed')));
    }
  };

  const remove = async (timeOffId: number) => {
    setFailure('');
    try {
      const saved = await removeTimeOff(locale, resource.id, timeOffId);
      onSaved(saved.resource, saved.message);
    } catch (error) {
      setFailure(messageOf(error, t('save_failed')));
    }
  };

  const input = (name: keyof Values, type: string) => (
    <div>
      <label className={labelClass} htmlFor={`${base}-${name}`}>
        {t(`time_off.${name === 'start_at' ? 'start' : name === 'end_at' ? 'end' : 'note'}`)}
      </label>
      <input
        id={`${base}-${name}`}
        type={type}
        dir={type === 'text' ? 'auto' : 'ltr'}
        className={fieldClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${base}-${name}-error` : undefined}
        {...register(name)}
      />
      <FieldMessage id={`${base}-${name}-error`} error={errors[name]} ns="schedules" />
    </div>
  );

  return (
    <section aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="text-lg font-semibold">
        {t('time_off.title')}
      </h3>
      <p className={hintClass}>{t('time_off.hint')}</p>
      {resource.time_off.length === 0 ? (
        <p className="mt-2 text-sm">{t('time_off.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1" data-testid="time-off-list">
          {resource.time_off.map((a) => {
            const range = `${when(a.start_at)} – ${when(a.end_at)}`;
            return (
              <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
                <bdi>{range}</bdi>
                {a.note && <bdi className="text-slate-600 dark:text-slate-300">{a.note}</bdi>}
                <Button
                  variant="ghost"
                  onClick={() => void remove(a.id)}
                  aria-label={t('time_off.remove', { range })}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(e) => void handleSubmit((v) => save(v))(e)} noValidate className="mt-3">
        {/* Two columns at most: a date-time field shows its whole value ("12/02/2026, 12:00 PM") at every width. */}
        <div className="grid gap-3 sm:grid-cols-2" data-testid="time-off-fields">
          {input('start_at', 'datetime-local')}
          {input('end_at', 'datetime-local')}
          <div className="sm:col-span-2">{input('note', 'text')}</div>
        </div>
        <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="time-off-save">
          {t('time_off.add')}
        </Button>
        {failure && (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
            {failure}
          </p>
        )}
        {stranding && (
          <StrandedNotice stranding={stranding} timeZone={timeZone} onCancel={() => setStranding(null)} />
        )}
      </form>
    </section>
  );
}
