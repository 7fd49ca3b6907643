/** Spec §7 pagination_options as the browser reads them (shape check without a schema library, and the page a link names). */
import type { PaginationOptions } from '@hajz/contracts/pagination';
import { isInt, isNullableStr, shape } from './shape';

export const isPagination = shape<PaginationOptions>({
  current_page: isInt,
  last_page: isInt,
  total: isInt,
  next_page_url: isNullableStr,
  prev_page_url: isNullableStr,
});

/** The page a next/previous page URL points to ('/api/v1/orders?active=1&page=3' → 3), or null. */
export function pageOf(url: string | null | undefined): number | null {
  if (!url) return null;
  const page = Number(new URL(url, 'http://x').searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : null;
}
