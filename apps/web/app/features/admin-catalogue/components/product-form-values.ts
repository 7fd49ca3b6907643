/** The service / product form's values: its client checks (messages are `catalogue-admin` keys) and first values. */
import { halalasToSarText, sarPattern, sarTextToHalalas } from '@hajz/contracts/admin-catalogue-rules';
import type { AdminProduct, AdminProductsResponse } from '@hajz/contracts/admin-catalogue';
import { depositKinds, parseDeposit } from '@hajz/contracts/deposit-rules';
import { z } from 'zod';
import type { ProductType } from '../api';

const text = (missing: string, max: number) =>
  z.string().trim().min(1, { error: missing }).max(max, { error: 'errors.too_long' });

export function productSchema(type: ProductType, keptElsewhere: number[]) {
  return z
    .object({
      name_en: text('errors.name_en', 120),
      name_ar: text('errors.name_ar', 120),
      description_en: text('errors.description_en', 2000),
      description_ar: text('errors.description_ar', 2000),
      category_id: z.string().min(1, { error: 'errors.category' }),
      price: z.string().trim().regex(sarPattern, { error: 'errors.price' }),
      price_before_discount: z
        .string()
        .trim()
        .refine((v) => v === '' || sarPattern.test(v), { error: 'errors.price' }),
      duration: z.string().trim(),
      buffer_minutes: z.string().trim(),
      // At least one branch in all, counting those kept elsewhere.
      branch_ids: z.array(z.string()).min(keptElsewhere.length ? 0 : 1, { error: 'errors.branches' }),
      resource_ids: z.array(z.string()),
      is_active: z.boolean(),
      deposit_kind: z.enum(depositKinds),
      deposit_value: z.string().trim(),
      deposit_new_customers_only: z.boolean(),
      deposit_peak_only: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const minutes = (s: string) => (/^[0-9]{1,3}$/.test(s) ? Number(s) : NaN);
      if (type === 'service') {
        const d = minutes(v.duration);
        if (!(d >= 5 && d <= 720))
          ctx.addIssue({ code: 'custom', path: ['duration'], message: 'errors.duration' });
        const b = v.buffer_minutes === '' ? 0 : minutes(v.buffer_minutes);
        if (!(b >= 0 && b <= 240))
          ctx.addIssue({ code: 'custom', path: ['buffer_minutes'], message: 'errors.buffer' });
      }
      const price = sarTextToHalalas(v.price);
      // The deposit (issue 28): the server's own check, with its message key under errors.
      if (type === 'service' && price !== null && v.deposit_kind !== 'none') {
        const parsed = parseDeposit(v.deposit_kind, v.deposit_value, price);
        if ('problem' in parsed)
          ctx.addIssue({
            code: 'custom',
            path: ['deposit_value'],
            message: parsed.problem.replace('catalogue.', 'errors.'),
          });
      }
      const before = v.price_before_discount ? sarTextToHalalas(v.price_before_discount) : null;
      if (price !== null && before !== null && before <= price)
        ctx.addIssue({ code: 'custom', path: ['price_before_discount'], message: 'errors.discount' });
    });
}
export type Values = z.infer<ReturnType<typeof productSchema>>;
export const fieldNames = [
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'category_id',
  'price',
  'price_before_discount',
  'duration',
  'buffer_minutes',
  'branch_ids',
  'resource_ids',
  'is_active',
  'deposit_kind',
  'deposit_value',
  'deposit_new_customers_only',
  'deposit_peak_only',
  'image',
] as const;

/** The product's branches this person does not run. */
export const keptElsewhereOf = (product: AdminProduct | null, options: AdminProductsResponse) =>
  (product?.branch_ids ?? []).filter((id) => !options.branches.some((b) => b.id === id && b.editable));

export function initial(product: AdminProduct | null, options: AdminProductsResponse): Values {
  return {
    name_en: product?.name_en ?? '',
    name_ar: product?.name_ar ?? '',
    description_en: product?.description_en ?? '',
    description_ar: product?.description_ar ?? '',
    category_id: product ? String(product.category_id) : '',
    price: product ? halalasToSarText(product.price) : '',
    price_before_discount: product?.price_before_discount
      ? halalasToSarText(product.price_before_discount)
      : '',
    duration: product?.duration ? String(product.duration) : '',
    buffer_minutes: product ? String(product.buffer_minutes) : '0',
    branch_ids: (product?.branch_ids ?? [])
      .filter((id) => !keptElsewhereOf(product, options).includes(id))
      .map(String),
    resource_ids: (product?.resource_ids ?? []).map(String),
    is_active: product?.is_active ?? true,
    deposit_kind: product?.deposit_kind ?? 'none',
    deposit_value: !product?.deposit_value
      ? ''
      : product.deposit_kind === 'fixed'
        ? halalasToSarText(product.deposit_value)
        : String(product.deposit_value),
    deposit_new_customers_only: product?.deposit_new_customers_only ?? false,
    deposit_peak_only: product?.deposit_peak_only ?? false,
  };
}
