import { z } from 'zod';

/**
 * A whole number written in plain decimal digits ("12"), as query strings and path params carry them.
 * Stricter than z.coerce.number(), which would also take "1e1", "0x2" or " 3".
 */
export const decimalInt = (error: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]{1,12}$/.test(v) ? Number(v) : typeof v === 'number' ? v : NaN),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

export const pageQuery = decimalInt('validation.page', 1, 100000).default(1);

export const paginationOptions = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type PaginationOptions = z.infer<typeof paginationOptions>;
