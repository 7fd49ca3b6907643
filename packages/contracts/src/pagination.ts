import { z } from 'zod';

export const pageQuery = z.coerce
  .number({ error: 'validation.page' })
  .int({ error: 'validation.page' })
  .min(1, { error: 'validation.page' })
  .max(100000, { error: 'validation.page' })
  .default(1);

export const paginationOptions = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type PaginationOptions = z.infer<typeof paginationOptions>;
