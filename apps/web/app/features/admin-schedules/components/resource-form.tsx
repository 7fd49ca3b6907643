import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resourceKinds } from '@hajz/contracts/desk';
import { resourceBody, type AdminResource, type AdminResourcesResponse } from '@hajz/contracts/schedules';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { FieldMessage, messageOf } from '~/admin-kit/form-errors';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { createResource, strandedIn, updateResource } from '../api';
import { fieldClass, hintClass, labelClass } from '~/admin-kit/form-styles';
import { StrandedNotice, type Stranding } from './stranded-notice';

const schema = resourceBody.omit({ confirm: true });
type Values = z.input<typeof schema>;

/** A resource's names, type, services and whether it takes bookings; deactivating lists what it strands first. */
export function ResourceForm({
  branchId,
  resource,
  services,
  timeZone,
  onSaved,
}: {
  branchId: number;
  resource: AdminResource | null;
  services: AdminResourcesResponse['services'];
  timeZone: string;
  onSaved: (resource: AdminResource, message: string) => void;
}) {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const [failure, setFailure] = useState('');
  const [stranding, setStranding] = useState<Stranding | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: resource
      ? { ...resource }
      : { name_en: '', name_ar: '', kind: 'staff', service_ids: [], is_active: true },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const id = resource ? `r${resource.id}` : 'new';

  const save = async (values: Values, confirm = false) => {
    setFailure('');
    try {
      const saved = resource
        ? await updateResource(locale, resource.id, { ...values, confirm })
        : await createResource(locale, {
            branch_id: branchId,
            kind: values.kind,
            name_en: values.name_en,
            name_ar: values.name_ar,
            service_ids: values.service_ids,
          });
      setStranding(null);
      onSaved(saved.resource, saved.message);
    } catch (error) {
      const stranded = strandedIn(error);
      if (stranded) setStranding({ ...stranded, confirm: () => save(values, true) });
      else if (!applyServerErrors(error, setError).fields) setFailure(messageOf(error, t('save_failed')));
    }
  };

  const field = (name: 'name_en' | 'name_ar', dir: 'ltr' | 'rtl') => (
    <div>
      <label className={labelClass} htmlFor={`${id}-${name}`}>
        {t(`details.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        dir={dir}
        className={fieldClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...register(name)}
      />
      <FieldMessage id={`${id}-${name}-error`} error={errors[name]} ns="schedules" />
    </div>
  );

  return (
    <form onSubmit={(e) => void handleSubmit((v) => save(v))(e)} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        {field('name_en', 'ltr')}
        {field('name_ar', 'rtl')}
        <div>
          <label className={labelClass} htmlFor={`${id}-kind`}>
            {t('details.kind')}
          </label>
          <select id={`${id}-kind`} className={fieldClass} {...register('kind')}>
            {resourceKinds.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Controller
        control={control}
        name="service_ids"
        render={({ field: { value, onChange }, fieldState }) => (
          <fieldset aria-describedby={fieldState.error ? `${id}-services-error` : undefined}>
            <legend className={labelClass}>{t('details.services')}</legend>
            {services.length === 0 && <p className={hintClass}>{t('details.no_services')}</p>}
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {services.map((s) => (
                <label key={s.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={value.includes(s.id)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...value, s.id] : value.filter((v) => v !== s.id))
                    }
                  />
                  <bdi>{locale === 'ar' ? s.name_ar : s.name_en}</bdi>
                </label>
              ))}
            </div>
            <FieldMessage id={`${id}-services-error`} error={fieldState.error} ns="schedules" />
          </fieldset>
        )}
      />
      {resource && (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" {...register('is_active')} />
          {t('details.active')}
        </label>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting} data-testid="resource-save">
          {resource ? t('details.save') : t('details.create')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {stranding && (
        <StrandedNotice stranding={stranding} timeZone={timeZone} onCancel={() => setStranding(null)} />
      )}
    </form>
  );
}
