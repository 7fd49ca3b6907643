import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMenu, AdminProduct, AdminProductsResponse } from '@hajz/contracts/admin-catalogue';
import { useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { saveProduct, type ProductType } from '../api';
import { applyFieldErrors, ErrorText, Field, inputClass, labelClass, panelClass, StatusLine } from './fields';
import { fieldNames, initial, keptElsewhereOf, productSchema, type Values } from './product-form-values';

/** Adds or edits a service or shop product: both languages, SAR as decimals, links, a picture. */
export function ProductForm({
  type,
  product,
  menus,
  options,
  onSaved,
  onCancel,
}: {
  type: ProductType;
  product: AdminProduct | null;
  menus: AdminMenu[];
  options: AdminProductsResponse;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const [status, setStatus] = useState<string | null>(null);
  const image = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(productSchema(type, keptElsewhereOf(product, options))),
    defaultValues: initial(product, options),
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const errors = formState.errors;
  // Only the server checks the picture: its error lands on a field the form does not otherwise have.
  const imageError = (errors as Record<string, FieldError | undefined>).image;
  const name = (x: { name_en: string; name_ar: string }) => (locale === 'ar' ? x.name_ar : x.name_en);
  const chosenBranches = watch('branch_ids');
  const categories = menus
    .filter((m) => m.type === type)
    .flatMap((m) =>
      m.categories.map((c) => ({
        id: c.id,
        label: `${name(m)} › ${c.parent_id ? `${name(m.categories.find((p) => p.id === c.parent_id) ?? c)} › ` : ''}${name(c)}`,
      })),
    );
  const branchName = (id: number) => {
    const b = options.branches.find((x) => x.id === id);
    return b ? name(b) : `#${id}`;
  };
  const editable = options.branches.filter((b) => b.editable);
  // Branches a manager does not run: kept as they are (the server refuses changing them), shown as text.
  const keptElsewhere = (product?.branch_ids ?? []).filter((id) => !editable.some((b) => b.id === id));

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    const data = new FormData();
    data.set('type', type);
    for (const key of [
      'name_en',
      'name_ar',
      'description_en',
      'description_ar',
      'category_id',
      'price',
    ] as const)
      data.set(key, values[key]);
    data.set('price_before_discount', values.price_before_discount);
    data.set('branch_ids', [...keptElsewhere.map(String), ...values.branch_ids].join(','));
    data.set('is_active', String(values.is_active));
    if (type === 'service') {
      data.set('duration', values.duration);
      data.set('buffer_minutes', values.buffer_minutes || '0');
      data.set('resource_ids', values.resource_ids.join(','));
      data.set('deposit_kind', values.deposit_kind);
      data.set('deposit_value', values.deposit_kind === 'none' ? '' : values.deposit_value);
      data.set('deposit_new_customers_only', String(values.deposit_new_customers_only));
      data.set('deposit_peak_only', String(values.deposit_peak_only));
    }
    const file = image.current?.files?.[0];
    if (file) data.set('image', file);
    try {
      const saved = await saveProduct(locale, product?.id ?? null, data);
      onSaved(saved.message);
    } catch (error) {
      setStatus(applyFieldErrors(error, setError, fieldNames) ?? t('save_failed'));
    }
  });

  const textField = (key: 'name_en' | 'name_ar' | 'description_en' | 'description_ar', multiline = false) => (
    <Field id={`product-${key}`} label={t(`fields.${key}`)} error={errors[key]}>
      {(aria) =>
        multiline ? (
          <textarea
            {...aria}
            {...register(key)}
            rows={3}
            dir={key.endsWith('_ar') ? 'rtl' : 'ltr'}
            className={inputClass}
          />
        ) : (
          <input
            {...aria}
            {...register(key)}
            dir={key.endsWith('_ar') ? 'rtl' : 'ltr'}
            className={inputClass}
          />
        )
      }
    </Field>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`${panelClass} flex flex-col gap-4`}
      aria-labelledby="product-form-title"
    >
      <h2 id="product-form-title" className="text-lg font-bold">
        {product ? t(`${type}s.edit_title`, { name: name(product) }) : t(`${type}s.add_title`)}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('name_en')}
        {textField('name_ar')}
        {textField('description_en', true)}
        {textField('description_ar', true)}
      </div>
      <Field id="product-category" label={t('fields.category')} error={errors.category_id}>
        {(aria) => (
          <select
            {...aria}
            {...register('category_id')}
            // The initial choice also as markup: a DOM that applies a select's value late still shows it.
            defaultValue={product ? String(product.category_id) : ''}
            className={inputClass}
          >
            <option value="">{t('fields.choose')}</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="product-price"
          label={t('fields.price')}
          hint={t('fields.price_hint')}
          error={errors.price}
        >
          {(aria) => (
            <input {...aria} {...register('price')} inputMode="decimal" dir="ltr" className={inputClass} />
          )}
        </Field>
        <Field
          id="product-before"
          label={t('fields.price_before_discount')}
          hint={t('fields.price_before_discount_hint')}
          error={errors.price_before_discount}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('price_before_discount')}
              inputMode="decimal"
              dir="ltr"
              className={inputClass}
            />
          )}
        </Field>
        {type === 'service' && (
          <>
            <Field id="product-duration" label={t('fields.duration')} error={errors.duration}>
              {(aria) => (
                <input
                  {...aria}
                  {...register('duration')}
                  inputMode="numeric"
                  dir="ltr"
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              id="product-buffer"
              label={t('fields.buffer')}
              hint={t('fields.buffer_hint')}
              error={errors.buffer_minutes}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...register('buffer_minutes')}
                  inputMode="numeric"
                  dir="ltr"
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="product-deposit-kind" label={t('fields.deposit_kind')} error={errors.deposit_kind}>
              {(aria) => (
                <select {...aria} {...register('deposit_kind')} className={inputClass}>
                  {(['none', 'percent', 'fixed'] as const).map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`fields.deposit_${kind}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id="product-deposit-value"
              label={t('fields.deposit_value')}
              hint={t('fields.deposit_hint')}
              error={errors.deposit_value}
            >
              {(aria) => (
                <input
                  {...aria}
                  {...register('deposit_value')}
                  inputMode="decimal"
                  dir="ltr"
                  className={inputClass}
                />
              )}
            </Field>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" {...register('deposit_new_customers_only')} className="size-5" />
              {t('fields.deposit_new_only')}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" {...register('deposit_peak_only')} className="size-5" />
              {t('fields.deposit_peak_only')}
            </label>
          </>
        )}
      </div>
      <fieldset aria-describedby={errors.branch_ids ? 'product-branches-error' : undefined}>
        <legend className={labelClass}>{t('fields.branches')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {editable.map((b) => (
            <label key={b.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={String(b.id)} {...register('branch_ids')} className="size-5" />
              {name(b)}
            </label>
          ))}
        </div>
        {keptElsewhere.length > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('fields.branches_elsewhere', {
              names: keptElsewhere.map(branchName).join(locale === 'ar' ? '، ' : ', '),
            })}
          </p>
        )}
        <ErrorText id="product-branches-error" error={errors.branch_ids as never} />
      </fieldset>
      {type === 'service' && (
        <fieldset aria-describedby={errors.resource_ids ? 'product-resources-error' : undefined}>
          <legend className={labelClass}>{t('fields.resources')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
            {options.resources
              .filter((r) => chosenBranches.includes(String(r.branch_id)))
              .map((r) => (
                <label key={r.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    value={String(r.id)}
                    {...register('resource_ids')}
                    className="size-5"
                  />
                  {name(r)}{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    ({branchName(r.branch_id)})
                  </span>
                </label>
              ))}
          </div>
          <ErrorText id="product-resources-error" error={errors.resource_ids as never} />
        </fieldset>
      )}
      <div>
        <label htmlFor="product-image" className={labelClass}>
          {t('fields.image')}
        </label>
        <p id="product-image-hint" className="text-sm text-slate-600 dark:text-slate-300">
          {t('fields.image_hint')}
        </p>
        <input
          id="product-image"
          ref={image}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={imageError ? 'product-image-hint product-image-error' : 'product-image-hint'}
          className="mt-1 block min-h-11 w-full text-sm"
        />
        <ErrorText id="product-image-error" error={imageError} />
      </div>
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" {...register('is_active')} className="size-5" />
        {t('fields.is_active')}
      </label>
      <StatusLine text={status} tone="error" />
      <div className="flex flex-wrap gap-3">
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
