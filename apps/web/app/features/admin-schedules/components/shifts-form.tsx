import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { shiftsBody, type AdminResource, type AdminResourcesResponse } from '@hajz/contracts/schedules';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { formatClock } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { FieldMessage, messageOf } from '~/admin-kit/form-errors';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { saveShifts, strandedIn } from '../api';
import { hintClass } from '~/admin-kit/form-styles';
import { WeekRangeRow } from '~/admin-kit/week-range-row';
import { StrandedNotice, type Stranding } from './stranded-notice';

const schema = shiftsBody.omit({ confirm: true });
type Values = z.input<typeof schema>;
const days = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * A resource's week: several shifts a day (the gaps are breaks), none at all to follow the branch's hours (shown
 * beside it). A change that leaves booked times outside lists them and asks before saving.
 */
export function ShiftsForm({
  resource,
  branchHours,
  timeZone,
  onSaved,
}: {
  resource: AdminResource;
  branchHours: AdminResourcesResponse['branch_hours'];
  timeZone: string;
  onSaved: (resource: AdminResource, message: string) => void;
}) {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const [failure, setFailure] = useState('');
  const [stranding, setStranding] = useState<Stranding | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { shifts: resource.shifts },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'shifts' });
  const { errors, isSubmitting } = formState;
  const base = `shifts-${resource.id}`;

  const save = async (values: Values, confirm = false) => {
    setFailure('');
    try {
      const saved = await saveShifts(locale, resource.id, { shifts: values.shifts ?? [], confirm });
      setStranding(null);
      onSaved(saved.resource, saved.message);
    } catch (error) {
      const stranded = strandedIn(error);
      if (stranded) setStranding({ ...stranded, confirm: () => save(values, true) });
      else if (!applyServerErrors(error, setError).fields) setFailure(messageOf(error, t('save_failed')));
    }
  };

  const hoursOf = (day: number) => {
    const h = branchHours.find((b) => b.day === day);
    return h ? `${formatClock(h.start_at, locale)} – ${formatClock(h.end_at, locale)}` : t('shifts.closed');
  };

  return (
    <form onSubmit={(e) => void handleSubmit((v) => save(v))(e)} noValidate aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="text-lg font-semibold">
        {t('shifts.title')}
      </h3>
      <p className={hintClass}>{t('shifts.hint')}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">{t('shifts.branch_hours')}</summary>
        <ul className="mt-1">
          {days.map((d) => (
            <li key={d}>
              {t(`days.${d}`)}: <bdi>{hoursOf(d)}</bdi>
            </li>
          ))}
        </ul>
      </details>
      {fields.length === 0 && (
        <p className="mt-2 font-semibold" data-testid="follows-branch">
          {t('follows_branch')}
        </p>
      )}
      <ol className="mt-2 flex flex-col gap-2">
        {fields.map((f, i) => {
          const row = errors.shifts?.[i];
          return (
            <li key={f.id}>
              <WeekRangeRow
                id={`${base}-${i}`}
                legend={t('shifts.row', { n: i + 1 })}
                removeLabel={t('shifts.remove', { n: i + 1 })}
                onRemove={() => remove(i)}
                fields={{
                  day: register(`shifts.${i}.day`, { setValueAs: (v) => Number(v) }),
                  start_at: register(`shifts.${i}.start_at`),
                  end_at: register(`shifts.${i}.end_at`),
                }}
                errors={row}
              />
            </li>
          );
        })}
      </ol>
      <FieldMessage id={`${base}-error`} error={errors.shifts?.root ?? errors.shifts} ns="schedules" />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => append({ day: 0, start_at: '09:00', end_at: '17:00' })}
          data-testid="shift-add"
        >
          {t('shifts.add')}
        </Button>
        <Button type="submit" disabled={isSubmitting} data-testid="shifts-save">
          {t('shifts.save')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {stranding && (
        <StrandedNotice stranding={stranding} timeZone={timeZone} onCancel={() => setStranding(null)} />
      )}
    </form>
  );
}
