import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/use-translation';
import { applyFieldErrors, Field, inputClass, StatusLine } from './fields';

const namesSchema = z.object({
  name_en: z.string().trim().min(1, { error: 'errors.name_en' }).max(120, { error: 'errors.too_long' }),
  name_ar: z.string().trim().min(1, { error: 'errors.name_ar' }).max(120, { error: 'errors.too_long' }),
});
export type Names = z.infer<typeof namesSchema>;

/** A name in both languages (a menu, a category): add or rename. `onSave` throws the server's refusal. */
export function NamesForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: Names;
  onSave: (names: Names) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Names>({
    resolver: zodResolver(namesSchema),
    defaultValues: initial ?? { name_en: '', name_ar: '' },
  });
  const submit = handleSubmit(async (names) => {
    setStatus(null);
    try {
      await onSave(names);
    } catch (error) {
      setStatus(applyFieldErrors(error, setError, ['name_en', 'name_ar']) ?? t('save_failed'));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="mt-3 flex flex-col gap-3 rounded-xl bg-sand-50 p-3 dark:bg-slate-800"
    >
      <p className="font-semibold">{title}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-en`} label={t('fields.name_en')} error={formState.errors.name_en}>
          {(aria) => <input {...aria} {...register('name_en')} dir="ltr" className={inputClass} />}
        </Field>
        <Field id={`${id}-ar`} label={t('fields.name_ar')} error={formState.errors.name_ar}>
          {(aria) => <input {...aria} {...register('name_ar')} dir="rtl" className={inputClass} />}
        </Field>
      </div>
      <StatusLine text={status} tone="error" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
