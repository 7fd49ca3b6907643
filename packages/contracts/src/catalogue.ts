import { z } from 'zod';
import { decimalInt, pageQuery, paginationOptions } from './pagination.ts';

const id = z.number().int().positive();
const idParam = decimalInt('validation.id', 1, 2147483647);
const optionalId = idParam.optional();

import { weekDays } from './catalogue-rules.ts';
import { trackingSettings } from './tracking.ts';

export * from './catalogue-rules.ts';

export const workingTime = z.object({
  day: z.enum(weekDays),
  is_active: z.boolean(),
  /** "HH:mm" in the business timezone; end before start means the shift runs past midnight. */
  start_at: z.string(),
  end_at: z.string(),
});
export type WorkingTime = z.infer<typeof workingTime>;

export const branch = z.object({
  id,
  name: z.string(),
  address: z.string(),
  city_name: z.string(),
  phone: z.string(),
  description: z.string(),
  is_open: z.boolean(),
  main_image: z.string(),
  image: z.string(),
  thumpimage_image: z.string(),
  google_map_link: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  working_times: z.array(workingTime),
});
export type Branch = z.infer<typeof branch>;
export const branchList = z.object({ branches: z.array(branch) });

export const productType = z.enum(['service', 'product']);
export type ProductType = z.infer<typeof productType>;
/** What a cart or order line can be: a service, a shop product, or a gift card bought on /gift-cards. */
export const cartProductType = z.enum(['service', 'product', 'gift_card']);
export type CartProductType = z.infer<typeof cartProductType>;

/** Money fields are integer halalas (see docs/decisions/0003-money-and-digits.md). */
export const product = z.object({
  id,
  product_id: id,
  type: productType,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  price_before_discount: z.number().int().nullable(),
  /** Whole percent saved; 0 when not discounted. */
  discount_value: z.number().int(),
  /** Minutes; null for shop products. */
  duration: z.number().int().nullable(),
  image: z.string(),
  inner_image: z.string(),
  category_id: id,
  branch_ids: z.array(id),
  /** The first branch offering it; the cart narrows this. */
  branch_id: id.nullable(),
  rating: z.number().nullable(),
  sizes: z.array(z.string()),
  /**
   * The deposit paid online when it is booked (issue 28): a fixed amount per place in halalas, or a percent of the
   * price; both null when none. `deposit_new_customers_only`: only a customer's first visit asks for it;
   * `deposit_peak_only`: only a time starting in the business's peak hours (`GET settings` → `peak_hours`, ADR 0064).
   */
  deposit_amount: z.number().int().nullable(),
  deposit_percent: z.number().int().nullable(),
  deposit_new_customers_only: z.boolean(),
  deposit_peak_only: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const category = z.object({
  id,
  name: z.string(),
  image: z.string(),
  parent_id: id.nullable(),
  products_count: z.number().int(),
  children: z.array(
    z.object({
      id,
      name: z.string(),
      image: z.string(),
      parent_id: id.nullable(),
      products_count: z.number().int(),
    }),
  ),
});
export type Category = z.infer<typeof category>;

export const menu = z.object({
  id,
  name: z.string(),
  type: productType,
  branch_id: id.nullable(),
  menu_categories: z.array(category),
});
export type Menu = z.infer<typeof menu>;

export const categoryQueryTypes = ['all', 'category', 'sub_category'] as const;

export const menusQuery = z.object({
  category_id: optionalId,
  sub_category_id: optionalId,
  branch_id: optionalId,
});
export const menusResponse = z.object({
  menus: z.array(menu),
  branch_id: id.nullable(),
  is_custom_menu: z.boolean(),
  category_query_type: z.enum(categoryQueryTypes),
});
export type MenusResponse = z.infer<typeof menusResponse>;

export const productsQuery = menusQuery.extend({
  page: pageQuery,
  type: productType.optional(),
});
export type ProductsQuery = z.infer<typeof productsQuery>;
export const productsResponse = z.object({
  products: z.array(product),
  pagination_options: paginationOptions,
});
export type ProductsResponse = z.infer<typeof productsResponse>;

export const productParams = z.object({ id: idParam });
export const productResponse = z.object({ product });

export const businessSettings = z.object({
  name: z.string(),
  tagline: z.string(),
  vat_number: z.string(),
  timezone: z.string(),
  currency: z.string(),
  business_type: z.string(),
  business_type_code: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  /** Gifting: days an open-time gift's recipient has to choose a time (ADR 0021). */
  gift_validity_days: z.number().int().optional(),
  /** A demo deployment (no real SMS or payments): the pages say so. */
  demo: z.boolean().optional(),
  /** Pixel / measurement ids and the consent version (issue 15): none configured, no banner and no tag. */
  tracking: trackingSettings.optional(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;
export const settingsResponse = z.object({ settings: businessSettings });

/**
 * GET settings: the business's public booking rules (issue 28). `cancellation_window_hours`: a booking cancelled
 * at least this long before it starts gets its deposit back; later (or not coming) keeps it.
 */
export const publicSettings = z.object({
  cancellation_window_hours: z.number().int(),
  /**
   * The business's peak hours (ADR 0064), in its time zone: 0 = Sunday, "HH:MM"; an end at or before the start runs
   * past midnight. A service with `deposit_peak_only` asks for its deposit only for a time starting in them.
   */
  peak_hours: z.array(z.object({ day: z.number().int(), start_at: z.string(), end_at: z.string() })),
  currency: z.string(),
  timezone: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettings>;
export const publicSettingsResponse = z.object({ settings: publicSettings });
