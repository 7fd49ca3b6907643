/**
 * The catalogue's URL state (spec §3 Menu state): `?branch=&category=&sub=&page=`.
 * Filters live in the URL so chips and pager links are plain links that work without JavaScript.
 */
export type CatalogueFilters = {
  branch?: number;
  category?: number;
  sub?: number;
  page: number;
};

/** The API's id and page bounds (contracts: positive int32 ids, pages 1..100000). */
const maxId = 2147483647;
const maxPage = 100000;

/** Thrown by parseFilters for an id that cannot exist; the loader turns it into a 404. */
export class MalformedFilterError extends Error {}

function parseId(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value)) throw new MalformedFilterError(value);
  const n = Number(value);
  if (n < 1 || n > maxId) throw new MalformedFilterError(value);
  return n;
}

/** Anything that is not a whole page number in range is page 1 (a typo should not break the list). */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= maxPage ? n : 1;
}

export function parseFilters(params: URLSearchParams): CatalogueFilters {
  return {
    branch: parseId(params.get('branch')),
    category: parseId(params.get('category')),
    sub: parseId(params.get('sub')),
    page: parsePage(params.get('page')),
  };
}

/**
 * A link to `path` with these filters, in a stable order, leaving out what is unset and page 1.
 * `path` is the unprefixed path ("/services"); LocalizedLink adds "/ar" where needed.
 */
export function filtersHref(path: string, filters: Partial<CatalogueFilters>): string {
  const params = new URLSearchParams();
  if (filters.branch) params.set('branch', String(filters.branch));
  if (filters.category) params.set('category', String(filters.category));
  if (filters.sub) params.set('sub', String(filters.sub));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The query for GET /products and /menus (the API's names). */
export function productsQuery(filters: CatalogueFilters) {
  return {
    branch_id: filters.branch,
    category_id: filters.category,
    sub_category_id: filters.sub,
    page: filters.page,
  };
}
