import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminPromoCode } from '@hajz/contracts/admin-money';
import { halalasToSar, parseWhole, sarToHalalas } from '@hajz/contracts/sar-input';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, CheckField, FormActions, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { savePromoCode, type PromoCodesData } from '../api';
import { halalasOrNull, optionalSar, optionalWhole, wholeOrNull } from '../form-values';
import { dayOf, dayStartIso, nextDay } from '../zoned-days';

const schema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, { message: 'money:form.code' }),
    kind: z.enum(['percent', 'fixed']),
    value: z.string().trim(),
    min_subtotal: optionalSar,
    max_discount: optionalSar,
    starts_on: z.string(),
    ends_on: z.string(),
    usage_limit: optionalWhole(1, 10_000_000, 'money:form.limit'),
    per_customer_limit: optionalWhole(1, 10_000, 'money:form.limit'),
    first_order_only: z.boolean(),
    product_ids: z.array(z.string()),
    category_ids: z.array(z.string()),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const ok =
      v.kind === 'percent'
        ? (parseWhole(v.value) ?? 0) >= 1 && (parseWhole(v.value) ?? 0) <= 100
        : (sarToHalalas(v.value) ?? 0) > 0;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: v.kind === 'percent' ? 'money:form.percent' : 'money:form.amount_positive',
      });
    if (v.starts_on && v.ends_on && v.ends_on < v.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'money:form.window' });
  });
type Values = z.infer<typeof schema>;

const fieldOf: Record<string, keyof Values> = { starts_at: 'starts_on', ends_at: 'ends_on' };

function initial(promo: AdminPromoCode | null, timeZone: string): Values {
  return {
    code: promo?.code ?? '',
    kind: promo?.kind ?? 'percent',
    value: promo ? (promo.kind === 'percent' ? String(promo.value) : halalasToSar(promo.value)) : '',
    min_subtotal: promo?.min_subtotal ? halalasToSar(promo.min_subtotal) : '',
    max_discount: promo?.max_discount ? halalasToSar(promo.max_discount) : '',
    starts_on: promo?.starts_at ? dayOf(promo.starts_at, timeZone) : '',
    // Stored as the instant after the last day: shown as that last day.
    ends_on: promo?.ends_at ? dayOf(new Date(Date.parse(promo.ends_at) - 1).toISOString(), timeZone) : '',
    usage_limit: promo?.usage_limit ? String(promo.usage_limit) : '',
    per_customer_limit: promo?.per_customer_limit ? String(promo.per_customer_limit) : '',
    first_order_only: promo?.first_order_only ?? false,
    product_ids: (promo?.product_ids ?? []).map(String),
    category_ids: (promo?.category_ids ?? []).map(String),
    active: promo?.active ?? true,
  };
}

const toBody = (v: Values, timeZone: string) => ({
  code: v.code.toUpperCase(),
  kind: v.kind,
  value: v.kind === 'percent' ? parseWhole(v.value)! : sarToHalalas(v.value)!,
  min_subtotal: halalasOrNull(v.min_subtotal) ?? 0,
  max_discount: halalasOrNull(v.max_discount),
  starts_at: v.starts_on ? dayStartIso(v.starts_on, timeZone) : null,
  ends_at: v.ends_on ? dayStartIso(nextDay(v.ends_on), timeZone) : null,
  usage_limit: wholeOrNull(v.usage_limit),
  per_customer_limit: wholeOrNull(v.per_customer_limit),
  first_order_only: v.first_order_only,
  product_ids: v.product_ids.map(Number),
  category_ids: v.category_ids.map(Number),
  active: v.active,
});

/** Creates or edits a promo code with every rule the pricing engine has. */
export function PromoForm({
  promo,
  choices,
  timeZone,
  onSaved,
  onCancel,
}: {
  promo: AdminPromoCode | null;
  choices: Pick<PromoCodesData, 'services' | 'categories'>;
  timeZone: string;
  onSaved: (promo: AdminPromoCode, message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial(promo, timeZone) });
  const { register, handleSubmit, formState, watch, setError } = form;
  const errors = formState.errors;
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data, message } = await savePromoCode(locale, promo?.id ?? null, toBody(values, timeZone));
      onSaved(data.promo_code, message);
    } catch (error) {
      setFailure(
        applyServerErrors(error, setError, (f) => fieldOf[f] ?? (f as keyof Values)).message ??
          t('money:failed'),
      );
    }
  });

  const text = (field: keyof Values, label: string, hint?: string, inputMode?: 'decimal' | 'numeric') => (
    <FormField label={label} error={errors[field] as never} hint={hint}>
      {(a11y) => (
        <input {...a11y} {...register(field)} inputMode={inputMode} dir="ltr" className={adminInputClass} />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="promo-form-title"
      className="mb-6 rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="promo-form-title" className="mb-4 text-lg font-bold">
        {promo ? t('money:promo.edit_title', { code: promo.code }) : t('money:promo.new_title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('code', t('money:promo.code'), t('money:promo.code_hint'))}
        <FormField label={t('money:promo.kind')} error={errors.kind}>
          {(a11y) => (
            <select {...a11y} {...register('kind')} className={adminInputClass}>
              <option value="percent">{t('money:promo.kind_percent')}</option>
              <option value="fixed">{t('money:promo.kind_fixed')}</option>
            </select>
          )}
        </FormField>
        {text(
          'value',
          kind === 'percent' ? t('money:promo.value_percent') : t('money:promo.value_fixed'),
          undefined,
          kind === 'percent' ? 'numeric' : 'decimal',
        )}
        {text('max_discount', t('money:promo.max_discount'), t('money:promo.optional_sar'), 'decimal')}
        {text('min_subtotal', t('money:promo.min_subtotal'), t('money:promo.optional_sar'), 'decimal')}
        {text('usage_limit', t('money:promo.usage_limit'), t('money:promo.no_limit'), 'numeric')}
        {text(
          'per_customer_limit',
          t('money:promo.per_customer_limit'),
          t('money:promo.no_limit'),
          'numeric',
        )}
        <FormField
          label={t('money:promo.starts_on')}
          error={errors.starts_on}
          hint={t('money:promo.day_hint')}
        >
          {(a11y) => <input {...a11y} type="date" {...register('starts_on')} className={adminInputClass} />}
        </FormField>
        <FormField label={t('money:promo.ends_on')} error={errors.ends_on} hint={t('money:promo.day_hint')}>
          {(a11y) => <input {...a11y} type="date" {...register('ends_on')} className={adminInputClass} />}
        </FormField>
      </div>
      <div className="mt-4 flex flex-wrap gap-x-6">
        <CheckField label={t('money:promo.first_order_only')}>
          <input type="checkbox" {...register('first_order_only')} className="size-5" />
        </CheckField>
        <CheckField label={t('money:promo.active')}>
          <input type="checkbox" {...register('active')} className="size-5" />
        </CheckField>
      </div>
      {(['category_ids', 'product_ids'] as const).map((field) => (
        <fieldset key={field} className="mt-4" aria-describedby={`${field}-hint`}>
          <legend className="text-sm font-medium">{t(`money:promo.${field}`)}</legend>
          <p id={`${field}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            {t('money:promo.limit_to_hint')}
          </p>
          <div className="mt-1 flex max-h-40 flex-wrap gap-x-5 overflow-y-auto">
            {(field === 'category_ids' ? choices.categories : choices.services).map((c) => (
              <CheckField key={c.id} label={c.name}>
                <input type="checkbox" value={String(c.id)} {...register(field)} className="size-5" />
              </CheckField>
            ))}
          </div>
          {errors[field] && (
            <p className="text-sm text-red-700 dark:text-red-300" data-testid="field-error">
              {errors[field]?.type === 'server' ? errors[field]?.message : t(errors[field]?.message ?? '')}
            </p>
          )}
        </fieldset>
      ))}
      <FormActions
        failure={failure}
        submitLabel={t('money:save')}
        submitting={formState.isSubmitting}
        cancelLabel={t('money:cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
