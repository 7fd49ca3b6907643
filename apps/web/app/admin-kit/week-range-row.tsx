/**
 * One weekly time range as a form row: a day of the week, a start and an end ("09:00"; an end at or before the start
 * runs past midnight). A resource's shifts and the business's peak hours (ADR 0064) are lists of these rows.
 */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/use-translation';
import { FieldMessage } from './form-errors';
import { fieldClass, labelClass } from './form-styles';

const days = [0, 1, 2, 3, 4, 5, 6] as const;
type Part = 'day' | 'start_at' | 'end_at';

export function WeekRangeRow({
  id,
  legend,
  removeLabel,
  onRemove,
  fields,
  errors,
}: {
  /** The row's id prefix: its fields are `${id}-day`, `${id}-start_at`, `${id}-end_at`. */
  id: string;
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  fields: Record<Part, UseFormRegisterReturn>;
  errors?: Partial<Record<Part, FieldError>>;
}) {
  const { t } = useTranslation('schedules');
  const name = (part: Part) => `${id}-${part}`;
  return (
    <fieldset className="grid grid-cols-2 items-start gap-2 sm:grid-cols-4">
      <legend className="sr-only">{legend}</legend>
      <div>
        <label className={labelClass} htmlFor={name('day')}>
          {t('shifts.day')}
        </label>
        <select id={name('day')} className={fieldClass} {...fields.day}>
          {days.map((d) => (
            <option key={d} value={d}>
              {t(`days.${d}`)}
            </option>
          ))}
        </select>
        <FieldMessage id={`${name('day')}-error`} error={errors?.day} ns="schedules" />
      </div>
      {(['start_at', 'end_at'] as const).map((part) => (
        <div key={part}>
          <label className={labelClass} htmlFor={name(part)}>
            {t(part === 'start_at' ? 'shifts.start' : 'shifts.end')}
          </label>
          <input
            id={name(part)}
            type="time"
            dir="ltr"
            className={fieldClass}
            aria-invalid={errors?.[part] ? true : undefined}
            aria-describedby={errors?.[part] ? `${name(part)}-error` : undefined}
            {...fields[part]}
          />
          <FieldMessage id={`${name(part)}-error`} error={errors?.[part]} ns="schedules" />
        </div>
      ))}
      <div className="flex items-end self-end">
        <Button variant="ghost" onClick={onRemove}>
          {removeLabel}
        </Button>
      </div>
    </fieldset>
  );
}
