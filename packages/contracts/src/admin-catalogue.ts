/**
 * The back office's catalogue (issue 17 item 1): services and shop products, menus and their categories, and
 * branches (contact, weekly hours, exceptions). Names and descriptions are written in both languages; each missing
 * language is its own translated field error. Prices are SAR typed as decimals ("12.50"), stored in halalas.
 * Product and category writes may come as multipart with an `image`, so their fields also accept text forms
 * ("1,2" for a list, "true" for a flag).
 */
import { z } from 'zod';
import { catalogueLimits, sarTextToHalalas } from './admin-catalogue-rules.ts';
import { idParam, inLanguage } from './admin-catalogue-fields.ts';
import { decimalInt } from './pagination.ts';
import { depositKinds, parseDeposit } from './deposit-rules.ts';

export * from './admin-catalogue-rules.ts';
export * from './admin-catalogue-branches.ts';

export const catalogueIdParams = z.object({ id: idParam });

const sar = (error: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error }).transform((text, ctx) => {
      const halalas = sarTextToHalalas(text);
      if (halalas === null) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return halalas;
    }),
  );

/** A list of ids as JSON ([1, 2]) or as form text ("1,2"; "" is none). */
const idList = (error: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim() === ''
          ? []
          : v.split(',').map((s) => (/^[0-9]{1,10}$/.test(s.trim()) ? Number(s.trim()) : NaN))
        : v,
    z
      .array(z.number({ error }).int({ error }).min(1, { error }).max(2147483647, { error }), { error })
      .max(200, {
        error,
      }),
  );

/** true/false as JSON, or "true"/"false" as form text. */
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'validation.invalid' }),
);

const formInt = (error: string, min: number, max: number) => decimalInt(error, min, max);

export const productBody = z
  .object({
    type: z.enum(['service', 'product'], { error: 'validation.enum' }),
    category_id: formInt('catalogue.category_required', 1, 2147483647),
    name_en: inLanguage('catalogue.name_en_required', catalogueLimits.name),
    name_ar: inLanguage('catalogue.name_ar_required', catalogueLimits.name),
    description_en: inLanguage('catalogue.description_en_required', catalogueLimits.description),
    description_ar: inLanguage('catalogue.description_ar_required', catalogueLimits.description),
    price: sar('catalogue.price'),
    /** The price before the discount (shown struck through); empty or absent: no discount. */
    price_before_discount: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      sar('catalogue.price').nullable(),
    ),
    /** Minutes; services only (required there). */
    duration: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      formInt('catalogue.duration', catalogueLimits.duration.min, catalogueLimits.duration.max).nullable(),
    ),
    buffer_minutes: z.preprocess(
      (v) => (v === '' || v === undefined ? 0 : v),
      formInt('catalogue.buffer', 0, catalogueLimits.buffer.max),
    ),
    branch_ids: idList('catalogue.branches_required').refine((ids) => ids.length > 0, {
      error: 'catalogue.branches_required',
    }),
    /** Services: who can perform it (resources of the chosen branches). */
    resource_ids: z.preprocess((v) => (v === undefined ? [] : v), idList('catalogue.resources')),
    is_active: z.preprocess((v) => (v === undefined ? true : v), flag),
    /** Services: the deposit paid online (issue 28): none, a whole percent ("20") or SAR ("25.50"). */
    deposit_kind: z.preprocess(
      (v) => (v === undefined || v === '' ? 'none' : v),
      z.enum(depositKinds, { error: 'validation.enum' }),
    ),
    deposit_value: z.preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
      z.string({ error: 'catalogue.deposit_invalid' }).max(12, { error: 'catalogue.deposit_invalid' }),
    ),
    deposit_new_customers_only: z.preprocess((v) => (v === undefined ? false : v), flag),
    /** Services: the deposit is asked only for a time in the business's peak hours (ADR 0064). */
    deposit_peak_only: z.preprocess((v) => (v === undefined ? false : v), flag),
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when other fields failed (every error at once), so the values may be the raw input.
      if (v.type === 'service' && (v.duration === null || v.duration === undefined))
        ctx.addIssue({ code: 'custom', path: ['duration'], message: 'catalogue.duration' });
      const { price, price_before_discount: before } = v as {
        price: unknown;
        price_before_discount: unknown;
      };
      if (typeof price === 'number' && typeof before === 'number' && before <= price)
        ctx.addIssue({
          code: 'custom',
          path: ['price_before_discount'],
          message: 'catalogue.discount_above_price',
        });
      const kind = (v as { deposit_kind: unknown }).deposit_kind;
      if (typeof price === 'number' && (kind === 'percent' || kind === 'fixed')) {
        const parsed = parseDeposit(kind, (v as { deposit_value: unknown }).deposit_value, price);
        if ('problem' in parsed)
          ctx.addIssue({ code: 'custom', path: ['deposit_value'], message: parsed.problem });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ProductBody = z.output<typeof productBody>;
export type ProductBodyInput = z.input<typeof productBody>;

export const adminProduct = z.object({
  id: z.number().int(),
  type: z.enum(['service', 'product']),
  category_id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  price: z.number().int(),
  price_before_discount: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  buffer_minutes: z.number().int(),
  image: z.string(),
  branch_ids: z.array(z.number().int()),
  resource_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  sort: z.number().int(),
  deposit_kind: z.enum(depositKinds),
  /** Percent (1–100) or halalas, as the kind says; 0 with none. */
  deposit_value: z.number().int(),
  deposit_new_customers_only: z.boolean(),
  deposit_peak_only: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductsQuery = z.object({
  type: z.enum(['service', 'product'], { error: 'validation.enum' }).optional(),
});

/** Resources a service can be given to, by branch (the names in both languages). */
export const adminResourceOption = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
});
export const adminProductsResponse = z.object({
  products: z.array(adminProduct),
  /** Every branch by name; a manager changes links at `editable` ones only. */
  branches: z.array(
    z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string(), editable: z.boolean() }),
  ),
  resources: z.array(adminResourceOption),
  /** What a shop product is sold in: the spec's sizes (§9), the same for every product, priced from its price. */
  sizes: z.array(z.object({ size: z.string(), factor: z.number() })),
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponse>;

/** A new order: every id of the list (one menu's categories of one level, or one type's products). */
export const reorderBody = z.object({
  ids: z
    .array(
      z
        .number({ error: 'validation.id' })
        .int({ error: 'validation.id' })
        .positive({ error: 'validation.id' }),
      {
        error: 'catalogue.reorder',
      },
    )
    .min(1, { error: 'catalogue.reorder' })
    .max(500, { error: 'catalogue.reorder' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'catalogue.reorder' }),
});

export const menuBody = z.object({
  name_en: inLanguage('catalogue.name_en_required', catalogueLimits.name),
  name_ar: inLanguage('catalogue.name_ar_required', catalogueLimits.name),
  type: z.enum(['service', 'product'], { error: 'validation.enum' }),
  /** A branch's own menu; null (or absent) for the business-wide menu. */
  branch_id: z
    .number({ error: 'validation.id' })
    .int({ error: 'validation.id' })
    .positive({ error: 'validation.id' })
    .nullable()
    .default(null),
});
export const menuUpdateBody = menuBody.pick({ name_en: true, name_ar: true });

export const categoryBody = z.object({
  menu_id: formInt('catalogue.menu_required', 1, 2147483647),
  /** A sub-category's category; empty for a category of the menu. */
  parent_id: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    formInt('validation.id', 1, 2147483647).nullable(),
  ),
  name_en: inLanguage('catalogue.name_en_required', catalogueLimits.name),
  name_ar: inLanguage('catalogue.name_ar_required', catalogueLimits.name),
});
export const categoryUpdateBody = categoryBody.pick({ name_en: true, name_ar: true });

const adminCategory = z.object({
  id: z.number().int(),
  menu_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name_en: z.string(),
  name_ar: z.string(),
  image: z.string(),
  sort: z.number().int(),
  products_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminMenu = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  type: z.enum(['service', 'product']),
  branch_id: z.number().int().nullable(),
  sort: z.number().int(),
  categories: z.array(adminCategory),
});
export type AdminMenu = z.infer<typeof adminMenu>;
export const adminMenusResponse = z.object({ menus: z.array(adminMenu) });

/** POST admin/catalogue/products/reorder: every product of one type, in its new order. */
export const productReorderBody = reorderBody.extend({
  type: z.enum(['service', 'product'], { error: 'validation.enum' }),
});
export const publishBody = z.object({ is_active: z.boolean({ error: 'validation.invalid' }) });
export const reorderResponse = z.object({ ids: z.array(z.number().int()) });
export const imageKeyParams = z.object({
  key: z.string().regex(/^[0-9a-f]{32}$/, { error: 'validation.invalid' }),
});
