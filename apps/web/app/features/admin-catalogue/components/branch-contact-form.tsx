import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminBranch } from '@hajz/contracts/admin-catalogue';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { saveBranch } from '../api';
import { applyFieldErrors, Field, inputClass, panelClass, StatusLine } from './fields';

const text = (missing: string, max: number) =>
  z.string().trim().min(1, { error: missing }).max(max, { error: 'errors.too_long' });
const coordinate = (limit: number, error: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^-?[0-9]{1,3}(\.[0-9]+)?$/.test(v) && Math.abs(Number(v)) <= limit, { error });

const contactSchema = z.object({
  name_en: text('errors.name_en', 120),
  name_ar: text('errors.name_ar', 120),
  address_en: text('errors.address_en', 300),
  address_ar: text('errors.address_ar', 300),
  city_en: text('errors.city_en', 120),
  city_ar: text('errors.city_ar', 120),
  description_en: text('errors.description_en', 2000),
  description_ar: text('errors.description_ar', 2000),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, { error: 'errors.phone' }),
  latitude: coordinate(90, 'errors.latitude'),
  longitude: coordinate(180, 'errors.longitude'),
  google_map_link: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), { error: 'errors.map_link' }),
});
type Contact = z.infer<typeof contactSchema>;
const keys = Object.keys(contactSchema.shape) as (keyof Contact)[];
const arabic = (key: string) => key.endsWith('_ar');

/** A branch's contact details in both languages, and where it is. */
export function BranchContactForm({
  branch,
  onSaved,
}: {
  branch: AdminBranch;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const [status, setStatus] = useState<{ text: string | null; tone: 'ok' | 'error' }>({
    text: null,
    tone: 'ok',
  });
  const { register, handleSubmit, formState, setError } = useForm<Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: Object.fromEntries(keys.map((k) => [k, String(branch[k])])) as Contact,
  });
  const submit = handleSubmit(async (values) => {
    setStatus({ text: null, tone: 'ok' });
    try {
      const { message } = await saveBranch(locale, branch.id, {
        ...values,
        latitude: Number(values.latitude),
        longitude: Number(values.longitude),
      });
      setStatus({ text: message, tone: 'ok' });
      await onSaved();
    } catch (error) {
      setStatus({ text: applyFieldErrors(error, setError, keys) ?? t('save_failed'), tone: 'error' });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className={`${panelClass} flex flex-col gap-4`}
      aria-labelledby="branch-contact-title"
    >
      <h2 id="branch-contact-title" className="text-lg font-bold">
        {t('branches.contact')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {keys.map((key) => (
          <Field key={key} id={`branch-${key}`} label={t(`fields.${key}`)} error={formState.errors[key]}>
            {(aria) =>
              key.startsWith('description') ? (
                <textarea
                  {...aria}
                  {...register(key)}
                  rows={3}
                  dir={arabic(key) ? 'rtl' : 'ltr'}
                  className={inputClass}
                />
              ) : (
                <input
                  {...aria}
                  {...register(key)}
                  dir={arabic(key) ? 'rtl' : 'ltr'}
                  inputMode={key === 'latitude' || key === 'longitude' ? 'decimal' : undefined}
                  type={key === 'phone' ? 'tel' : key === 'google_map_link' ? 'url' : 'text'}
                  className={inputClass}
                />
              )
            }
          </Field>
        ))}
      </div>
      <StatusLine text={status.text} tone={status.tone} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
