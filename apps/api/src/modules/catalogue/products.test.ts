import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches as branchesTable,
  categories as categoriesTable,
  products as productsTable,
} from '../../db/schema.ts';
import { demoBusiness } from '../../db/seed/data/demo-business.ts';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const perPage = 10;
// The catalogue lists services and shop products; gift card designs are sold on /gift-cards only.
const seeded = demoBusiness.products.filter((p) => p.type !== 'gift_card');
const parentOf = new Map(demoBusiness.categories.map((c) => [c.slug, c.parent]));
const offeredAt = (branch: string) =>
  seeded.filter((p) => p.branches === 'all' || p.branches.includes(branch));

let t: TestApp;
let branchId: Record<string, number>;
let categoryId: Record<string, number>;
let productSlug: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pairs = async (table: typeof branchesTable | typeof categoriesTable | typeof productsTable) =>
    (await db.select({ id: table.id, slug: table.slug }).from(table)).map((r) => [r.slug, r.id] as const);
  branchId = Object.fromEntries(await pairs(branchesTable));
  categoryId = Object.fromEntries(await pairs(categoriesTable));
  productSlug = new Map((await pairs(productsTable)).map(([slug, id]) => [id, slug]));
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Json };
}

const id = (map: Record<string, number>, slug: string): number => {
  const value = map[slug];
  if (value === undefined) throw new Error(`no seeded row with slug ${slug}`);
  return value;
};

/** Every product for a query, following next_page_url to the end. */
async function allPages(query: string): Promise<{ products: Json[]; total: number; pages: number }> {
  const products: Json[] = [];
  let url: string | null = `/api/v1/products?${query}`;
  let total = -1;
  let pages = 0;
  while (url) {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    const options: Json = body.data.pagination_options;
    if (total === -1) total = options.total;
    expect(options.total).toBe(total);
    expect(body.data.products.length).toBeLessThanOrEqual(perPage);
    products.push(...body.data.products);
    pages += 1;
    expect(pages).toBeLessThanOrEqual(100);
    url = options.next_page_url;
  }
  return { products, total, pages };
}

describe('GET /api/v1/products: pagination', () => {
  it('gives 10 per page with pagination_options and no previous link on page 1', async () => {
    const { status, body } = await get('/api/v1/products');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.message).toBe('OK');
    expect(body.data.products).toHaveLength(perPage);
    const lastPage = Math.ceil(seeded.length / perPage);
    expect(body.data.pagination_options).toEqual({
      current_page: 1,
      last_page: lastPage,
      per_page: perPage,
      total: seeded.length,
      next_page_url: '/api/v1/products?page=2',
      prev_page_url: null,
    });
  });

  it('walks every page: totals equal the seeded product count, no duplicates', async () => {
    const { products, total, pages } = await allPages('');
    expect(total).toBe(seeded.length);
    expect(products).toHaveLength(seeded.length);
    expect(new Set(products.map((p) => p.id)).size).toBe(seeded.length);
    expect(pages).toBe(Math.ceil(seeded.length / perPage));
    expect(new Set(products.map((p) => productSlug.get(p.id)))).toEqual(new Set(seeded.map((p) => p.slug)));
  });

  it('has links on a middle page and no next link on the last page', async () => {
    const lastPage = Math.ceil(seeded.length / perPage);
    const middle = (await get('/api/v1/products?page=2')).body.data.pagination_options;
    expect(middle.current_page).toBe(2);
    expect(middle.prev_page_url).toBe('/api/v1/products?page=1');
    expect(middle.next_page_url).toBe(lastPage > 2 ? '/api/v1/products?page=3' : null);

    const last = (await get(`/api/v1/products?page=${lastPage}`)).body.data;
    expect(last.products).toHaveLength(seeded.length - (lastPage - 1) * perPage);
    expect(last.pagination_options.next_page_url).toBeNull();
    expect(last.pagination_options.prev_page_url).toBe(`/api/v1/products?page=${lastPage - 1}`);
  });

  it('keeps the filters in the page links', async () => {
    const olaya = id(branchId, 'riyadh-olaya');
    const expected = offeredAt('riyadh-olaya').filter((p) => p.type === 'service').length;
    expect(expected).toBeGreaterThan(2 * perPage); // so page 2 has both links
    const { status, body } = await get(`/api/v1/products?type=service&branch_id=${olaya}&page=2`);
    expect(status).toBe(200);
    const options = body.data.pagination_options;
    expect(options.total).toBe(expected);
    for (const [url, page] of [
      [options.prev_page_url, '1'],
      [options.next_page_url, '3'],
    ] as const) {
      const params = new URL(url, 'http://localhost').searchParams;
      expect(params.get('type')).toBe('service');
      expect(params.get('branch_id')).toBe(String(olaya));
      expect(params.get('page')).toBe(page);
      expect(url.startsWith('/api/v1/products?')).toBe(true);
    }
    // Following the links stays inside the filter.
    const walked = await allPages(`type=service&branch_id=${olaya}`);
    expect(walked.products).toHaveLength(expected);
    expect(walked.products.every((p) => p.type === 'service' && p.branch_ids.includes(olaya))).toBe(true);
  });

  it('answers 200 with an empty list and a link back beyond the last page', async () => {
    const lastPage = Math.ceil(seeded.length / perPage);
    const { status, body } = await get('/api/v1/products?page=50&type=product');
    expect(status).toBe(200);
    expect(body.data.products).toEqual([]);
    const productPages = Math.ceil(seeded.filter((p) => p.type === 'product').length / perPage);
    expect(body.data.pagination_options).toMatchObject({
      current_page: 50,
      last_page: productPages,
      next_page_url: null,
    });
    expect(body.data.pagination_options.prev_page_url).toBe(
      `/api/v1/products?type=product&page=${productPages}`,
    );
    const plain = (await get(`/api/v1/products?page=${lastPage + 1}`)).body.data.pagination_options;
    expect(plain.prev_page_url).toBe(`/api/v1/products?page=${lastPage}`);
  });

  it.each(['0', '-1', '1.5', 'abc', '999999999', '', '1e1', '0x2', '%203', '2abc'])(
    'answers 422 with errors.page for page=%j',
    async (page) => {
      for (const locale of ['en', 'ar'] as const) {
        const { status, body } = await get(`/api/v1/products?page=${page}`, { 'accept-language': locale });
        expect(status).toBe(422);
        expect(body).toEqual({
          status: false,
          message: messages[locale]['errors.validation'],
          errors: { page: [messages[locale]['validation.page']] },
        });
      }
    },
  );
});

describe('GET /api/v1/products: filters', () => {
  it('category_id includes the products of its sub-categories', async () => {
    for (const top of ['massage', 'hair', 'perfumes']) {
      const topId = id(categoryId, top);
      const subIds = new Set(
        demoBusiness.categories.filter((c) => c.parent === top).map((c) => id(categoryId, c.slug)),
      );
      const expected = seeded.filter((p) => p.category === top || parentOf.get(p.category) === top);
      const { products, total } = await allPages(`category_id=${topId}`);
      expect(total).toBe(expected.length);
      expect(products.map((p) => productSlug.get(p.id)).sort()).toEqual(expected.map((p) => p.slug).sort());
      expect(products.every((p) => p.category_id === topId || subIds.has(p.category_id))).toBe(true);
      expect(products.some((p) => subIds.has(p.category_id))).toBe(true);
    }
  });

  it('sub_category_id gives only that sub-category', async () => {
    const colour = id(categoryId, 'hair-colour');
    const { products, total } = await allPages(`sub_category_id=${colour}`);
    expect(total).toBe(seeded.filter((p) => p.category === 'hair-colour').length);
    expect(total).toBeGreaterThan(0);
    expect(products.every((p) => p.category_id === colour)).toBe(true);
    const both = await allPages(`category_id=${id(categoryId, 'hair')}&sub_category_id=${colour}`);
    expect(both.total).toBe(total);
  });

  it('branch_id gives only products offered at that branch', async () => {
    for (const slug of ['riyadh-diriyah-ladies', 'riyadh-olaya', 'madinah-sultanah']) {
      const branch = id(branchId, slug);
      const { products, total } = await allPages(`branch_id=${branch}`);
      expect(total).toBe(offeredAt(slug).length);
      expect(products.every((p) => p.branch_ids.includes(branch))).toBe(true);
    }
    // The ladies' branch offers its own services; the flagship does not.
    const diriyahOnly = seeded.filter(
      (p) => Array.isArray(p.branches) && p.branches.join() === 'riyadh-diriyah-ladies',
    );
    expect(diriyahOnly.length).toBeGreaterThan(0);
    const olaya = await allPages(`branch_id=${id(branchId, 'riyadh-olaya')}`);
    const olayaSlugs = new Set(olaya.products.map((p) => productSlug.get(p.id)));
    for (const p of diriyahOnly) expect(olayaSlugs.has(p.slug)).toBe(false);
  });

  it.each(['service', 'product'] as const)('type=%s gives only that type', async (type) => {
    const { products, total } = await allPages(`type=${type}`);
    expect(total).toBe(seeded.filter((p) => p.type === type).length);
    expect(products.every((p) => p.type === type)).toBe(true);
  });

  it('combines filters', async () => {
    const diriyah = id(branchId, 'riyadh-diriyah-ladies');
    const massage = id(categoryId, 'massage');
    const { total } = await allPages(`branch_id=${diriyah}&category_id=${massage}&type=service`);
    const expected = offeredAt('riyadh-diriyah-ladies').filter(
      (p) => p.type === 'service' && (p.category === 'massage' || parentOf.get(p.category) === 'massage'),
    );
    expect(total).toBe(expected.length);
  });

  it('answers 422 with errors.type for type=bogus', async () => {
    const { status, body } = await get('/api/v1/products?type=bogus', { 'accept-language': 'ar' });
    expect(status).toBe(422);
    expect(body.message).toBe(messages.ar['errors.validation']);
    expect(body.errors.type).toEqual([messages.ar['validation.enum']]);
  });

  it.each(['category_id', 'sub_category_id', 'branch_id'])(
    'answers 404 for an unknown %s and 422 for a malformed one',
    async (field) => {
      const unknown = await get(`/api/v1/products?${field}=999999`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: false, message: messages.en['errors.not_found'] });
      const malformed = await get(`/api/v1/products?${field}=abc`);
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors[field]).toEqual([messages.en['validation.id']]);
    },
  );

  it('answers 422 for a sub-category under a different category', async () => {
    const { status, body } = await get(
      `/api/v1/products?category_id=${id(categoryId, 'hair')}&sub_category_id=${id(categoryId, 'nails-manicure')}`,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['sub_category_id']);
  });
});

describe('GET /api/v1/products: product shape', () => {
  let everything: Json[];
  beforeAll(async () => {
    everything = (await allPages('')).products;
  });

  it('sends money as integer halalas', () => {
    for (const p of everything) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(0);
      expect(p.price_before_discount === null || Number.isInteger(p.price_before_discount)).toBe(true);
      expect(Number.isInteger(p.discount_value)).toBe(true);
    }
  });

  it('matches the seed prices', () => {
    const bySlug = new Map(seeded.map((p) => [p.slug, p]));
    for (const p of everything) {
      const s = bySlug.get(productSlug.get(p.id)!)!;
      expect(p.price).toBe(s.price);
      expect(p.price_before_discount).toBe(s.priceBeforeDiscount ?? null);
    }
  });

  it('shows discounts only where the price was cut', () => {
    const discounted = everything.filter((p) => p.price_before_discount !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) {
      expect(p.price_before_discount).toBeGreaterThan(p.price);
      expect(p.discount_value).toBeGreaterThan(0);
      expect(p.discount_value).toBe(
        Math.round(((p.price_before_discount - p.price) / p.price_before_discount) * 100),
      );
    }
    for (const p of everything.filter((x) => x.price_before_discount === null))
      expect(p.discount_value).toBe(0);
  });

  it('gives shop products three sizes and no duration; services a duration and no sizes', () => {
    const shop = everything.filter((p) => p.type === 'product');
    expect(shop.length).toBeGreaterThan(0);
    for (const p of shop) {
      expect(p.sizes).toEqual(['30ml', '50ml', '100ml']);
      expect(p.duration).toBeNull();
    }
    for (const p of everything.filter((x) => x.type === 'service')) {
      expect(p.sizes).toEqual([]);
      expect(p.duration === null || (Number.isInteger(p.duration) && p.duration > 0)).toBe(true);
    }
  });

  it('names the branches that offer each product, the first as branch_id', () => {
    for (const p of everything) {
      expect(p.branch_ids.length).toBeGreaterThan(0);
      expect(p.branch_id).toBe(p.branch_ids[0]);
      expect(p.product_id).toBe(p.id);
    }
  });
});
