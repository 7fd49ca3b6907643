import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { localizePath } from '~/lib/locale';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, FormActions, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { issueGiftCard } from '../api';
import { halalas, name, reason } from '../form-values';
import { sarToHalalas } from '@hajz/contracts/sar-input';

const schema = z.object({
  mobile: z
    .string()
    .trim()
    .min(9, { message: 'money:form.mobile' })
    .max(20, { message: 'money:form.mobile' }),
  value: z
    .string()
    .trim()
    .refine((v) => (sarToHalalas(v) ?? 0) >= 100, { message: 'money:form.card_value' }),
  expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'money:form.date' }),
  group_name_en: name,
  group_name_ar: name,
  reason,
});
type Values = z.infer<typeof schema>;

/** Issues a gift card to a customer by mobile: given by the business (nothing sold), with the reason. */
export function IssueGiftCardForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      mobile: '',
      value: '',
      expires_on: '',
      group_name_en: t('money:cards.default_name_en'),
      group_name_ar: t('money:cards.default_name_ar'),
      reason: '',
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const { data } = await issueGiftCard(locale, { ...v, value: halalas(v.value) });
      await navigate(localizePath(`/admin/gift-cards/${data.gift_card.id}`, locale));
    } catch (error) {
      setFailure(applyServerErrors(error, setError).message ?? t('money:failed'));
    }
  });
  const field = (key: keyof Values, label: string, type = 'text', hint?: string) => (
    <FormField label={label} error={errors[key]} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(key)}
          type={type}
          dir={key === 'group_name_ar' ? 'rtl' : key === 'reason' || key === 'group_name_en' ? 'auto' : 'ltr'}
          inputMode={key === 'value' ? 'decimal' : key === 'mobile' ? 'tel' : undefined}
          className={adminInputClass}
        />
      )}
    </FormField>
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="issue-card-title"
      className="mb-6 rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="issue-card-title" className="mb-4 text-lg font-bold">
        {t('money:cards.issue_title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('mobile', t('money:cards.mobile'), 'tel')}
        {field('value', t('money:cards.value'), 'text', t('money:sar_hint'))}
        {field('expires_on', t('money:cards.expires_on'), 'date')}
        {field('group_name_en', t('money:cards.name_en'))}
        {field('group_name_ar', t('money:cards.name_ar'))}
        {field('reason', t('money:reason'))}
      </div>
      <FormActions
        failure={failure}
        submitLabel={t('money:cards.issue')}
        submitting={formState.isSubmitting}
        cancelLabel={t('money:cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
