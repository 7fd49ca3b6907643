import { zodResolver } from '@hookform/resolvers/zod';
import { clockPattern } from '@hajz/contracts/admin-catalogue-rules';
import type { AdminBranch } from '@hajz/contracts/admin-catalogue';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { saveHours } from '../api';
import { applyFieldErrors, ErrorText, inputClass, panelClass, StatusLine } from './fields';
import { StrandedNotice, strandedOf } from './stranded-notice';

const clock = z.string().regex(clockPattern, { error: 'errors.time' });
const hoursSchema = z.object({
  days: z
    .array(z.object({ day: z.number(), is_active: z.boolean(), start_at: clock, end_at: clock }))
    .length(7),
});
type Hours = z.infer<typeof hoursSchema>;

/** The seven days, Sunday first: open or closed, opening and closing times (a close before the open runs past midnight). */
export function BranchHoursForm({ branch, onSaved }: { branch: AdminBranch; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const [status, setStatus] = useState<{ text: string | null; tone: 'ok' | 'error' }>({
    text: null,
    tone: 'ok',
  });
  const days = [0, 1, 2, 3, 4, 5, 6].map(
    (day) =>
      branch.hours.find((h) => h.day === day) ?? {
        day,
        is_active: false,
        start_at: '09:00',
        end_at: '17:00',
      },
  );
  const { register, handleSubmit, formState, setError } = useForm<Hours>({
    resolver: zodResolver(hoursSchema),
    defaultValues: { days },
  });
  const [stranded, setStranded] = useState<(ReturnType<typeof strandedOf> & { values: Hours }) | null>(null);
  const send = async (values: Hours, confirm: boolean) => {
    setStatus({ text: null, tone: 'ok' });
    try {
      const { message } = await saveHours(locale, branch.id, { ...values, confirm_stranded: confirm });
      setStatus({ text: message, tone: 'ok' });
      await onSaved();
    } catch (error) {
      const found = strandedOf(error);
      if (found) setStranded({ ...found, values });
      else
        setStatus({ text: applyFieldErrors(error, setError, ['days']) ?? t('save_failed'), tone: 'error' });
    }
  };
  const submit = handleSubmit((values) => send(values, false));
  return (
    <form
      onSubmit={submit}
      noValidate
      className={`${panelClass} flex flex-col gap-3`}
      aria-labelledby="branch-hours-title"
    >
      <h2 id="branch-hours-title" className="text-lg font-bold">
        {t('branches.hours')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('branches.hours_hint')}</p>
      {days.map((d, i) => {
        const errors = formState.errors.days?.[i];
        return (
          <fieldset
            key={d.day}
            className="flex flex-wrap items-end gap-3 border-t border-sand-200 pt-3 dark:border-slate-700"
          >
            <legend className="sr-only">{t(`days.${d.day}`)}</legend>
            <label className="flex min-h-11 w-40 items-center gap-2 font-medium">
              <input type="checkbox" {...register(`days.${i}.is_active`)} className="size-5" />
              {t('branches.open_on', { day: t(`days.${d.day}`) })}
            </label>
            <label className="text-sm font-semibold">
              {t('branches.opens')}
              <input
                type="time"
                {...register(`days.${i}.start_at`)}
                aria-invalid={Boolean(errors?.start_at)}
                className={inputClass}
              />
            </label>
            <label className="text-sm font-semibold">
              {t('branches.closes')}
              <input
                type="time"
                {...register(`days.${i}.end_at`)}
                aria-invalid={Boolean(errors?.end_at)}
                className={inputClass}
              />
            </label>
            <ErrorText id={`hours-${d.day}-error`} error={errors?.start_at ?? errors?.end_at} />
          </fieldset>
        );
      })}
      <ErrorText id="hours-error" error={formState.errors.days?.root ?? (formState.errors.days as never)} />
      {stranded && (
        <StrandedNotice
          message={stranded.message}
          bookings={stranded.bookings}
          onCancel={() => setStranded(null)}
          onConfirm={() => {
            setStranded(null);
            void send(stranded.values, true);
          }}
        />
      )}
      <StatusLine text={status.text} tone={status.tone} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('branches.save_hours')}
        </Button>
      </div>
    </form>
  );
}
