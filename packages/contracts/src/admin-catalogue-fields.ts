/** Field rules shared by the back office's catalogue schemas (admin-catalogue.ts, admin-catalogue-branches.ts). */
import { z } from 'zod';
import { decimalInt } from './pagination.ts';

export const idParam = decimalInt('validation.id', 1, 2147483647);

/** Required text in one language: its own message says which language is missing. */
export const inLanguage = (missing: string, max: number) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: 'catalogue.too_long' });

/** Optional text (an exception's note): empty is fine. */
export const optionalText = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'catalogue.too_long' }).default('');
