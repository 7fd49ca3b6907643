import { describe, expect, it } from 'vitest';
import { demoBusiness } from '../../db/seed/data/demo-business.ts';
import { messages } from '../../i18n/messages.ts';
import { arabicLetters, id, useCatalogueApp, type Json } from '../../test/catalogue.ts';

const { f, get } = useCatalogueApp();

describe('GET /api/v1/menus', () => {
  const topSlugs = (menu: string) =>
    demoBusiness.categories.filter((c) => c.menu === menu && !c.parent).map((c) => c.slug);
  const parentOf = new Map(demoBusiness.categories.map((c) => [c.slug, c.parent]));
  /** Seeded products under a top category, directly or in a sub-category. */
  const seededCountUnder = (top: string, branch?: string) =>
    demoBusiness.products.filter(
      (p) =>
        (p.category === top || parentOf.get(p.category) === top) &&
        (branch === undefined || p.branches === 'all' || p.branches.includes(branch)),
    ).length;

  it('lists the services and shop menus with categories and their children', async () => {
    const { status, body } = await get('/api/v1/menus');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const data = body.data;
    expect(data.is_custom_menu).toBe(false);
    expect(data.branch_id).toBeNull();
    expect(data.category_query_type).toBe('all');
    expect(data.menus.map((m: Json) => m.type).sort()).toEqual(['product', 'service']);
    for (const menu of data.menus) {
      expect(menu.branch_id).toBeNull();
      expect(menu.menu_categories.length).toBeGreaterThan(0);
      for (const category of menu.menu_categories) {
        expect(category.parent_id).toBeNull();
        expect(category.children.length).toBeGreaterThan(0);
        for (const child of category.children) expect(child.parent_id).toBe(category.id);
      }
    }
    const services = data.menus.find((m: Json) => m.type === 'service');
    expect(services.menu_categories.map((c: Json) => c.id)).toEqual(
      topSlugs('services').map((s) => id(f.categoryId, s)),
    );
  });

  it('counts products per category as the sum over its children', async () => {
    const { body } = await get('/api/v1/menus');
    const slugOf = new Map(Object.entries(f.categoryId).map(([slug, value]) => [value, slug]));
    for (const menu of body.data.menus) {
      for (const category of menu.menu_categories) {
        const own = demoBusiness.products.filter((p) => p.category === slugOf.get(category.id)).length;
        const children = category.children.reduce((sum: number, c: Json) => sum + c.products_count, 0);
        expect(category.products_count).toBe(own + children);
        expect(category.products_count).toBe(seededCountUnder(slugOf.get(category.id)!));
        for (const child of category.children) {
          expect(child.products_count).toBe(
            demoBusiness.products.filter((p) => p.category === slugOf.get(child.id)).length,
          );
        }
      }
    }
  });

  it('names menus and categories in Arabic when asked', async () => {
    const en = (await get('/api/v1/menus', { 'accept-language': 'en' })).body;
    const ar = (await get('/api/v1/menus', { 'accept-language': 'ar' })).body;
    expect(ar.message).toBe('تم');
    expect(ar.data.menus[0].name).toMatch(arabicLetters);
    expect(ar.data.menus[0].name).not.toBe(en.data.menus[0].name);
    expect(ar.data.menus[0].menu_categories[0].name).toMatch(arabicLetters);
    expect(ar.data.menus[0].menu_categories[0].children[0].name).toMatch(arabicLetters);
  });

  it('gives the branch with a custom menu that menu', async () => {
    const diriyah = id(f.branchId, 'riyadh-diriyah-ladies');
    const { status, body } = await get(`/api/v1/menus?branch_id=${diriyah}`);
    expect(status).toBe(200);
    expect(body.data.is_custom_menu).toBe(true);
    expect(body.data.branch_id).toBe(diriyah);
    const custom = body.data.menus.find((m: Json) => m.branch_id === diriyah);
    expect(custom).toBeDefined();
    expect(custom.name).toBe(demoBusiness.menus.find((m) => m.branch === 'riyadh-diriyah-ladies')!.nameEn);
    expect(custom.menu_categories.map((c: Json) => c.id)).toEqual(
      topSlugs('diriyah-ladies-services').map((s) => id(f.categoryId, s)),
    );
    // The branch's own menu comes first and the shared menus follow, so nothing it offers is unreachable.
    expect(body.data.menus[0].branch_id).toBe(diriyah);
    expect(body.data.menus.slice(1).map((m: Json) => m.branch_id)).toEqual(
      // The gift card designs' menu is never listed (they are sold on /gift-cards).
      demoBusiness.menus.filter((m) => !m.branch && m.type !== 'gift_card').map(() => null),
    );
    const offered = (await get(`/api/v1/products?branch_id=${diriyah}&type=service`)).body.data
      .pagination_options.total;
    const counted = body.data.menus
      .filter((m: Json) => m.type === 'service')
      .flatMap((m: Json) => m.menu_categories)
      .reduce((sum: number, c: Json) => sum + c.products_count, 0);
    expect(counted).toBe(offered);
  });

  it('gives another branch the business-wide menus, counting what that branch offers', async () => {
    const olaya = id(f.branchId, 'riyadh-olaya');
    const { status, body } = await get(`/api/v1/menus?branch_id=${olaya}`);
    expect(status).toBe(200);
    expect(body.data.is_custom_menu).toBe(false);
    expect(body.data.branch_id).toBe(olaya);
    expect(body.data.menus.every((m: Json) => m.branch_id === null)).toBe(true);
    const slugOf = new Map(Object.entries(f.categoryId).map(([slug, value]) => [value, slug]));
    for (const menu of body.data.menus) {
      for (const category of menu.menu_categories) {
        expect(category.products_count).toBe(seededCountUnder(slugOf.get(category.id)!, 'riyadh-olaya'));
      }
    }
  });

  it('narrows to one category with category_id', async () => {
    const hair = id(f.categoryId, 'hair');
    const { status, body } = await get(`/api/v1/menus?category_id=${hair}`);
    expect(status).toBe(200);
    expect(body.data.category_query_type).toBe('category');
    const categories = body.data.menus.flatMap((m: Json) => m.menu_categories);
    expect(categories.map((c: Json) => c.id)).toEqual([hair]);
    expect(categories[0].children.length).toBe(
      demoBusiness.categories.filter((c) => c.parent === 'hair').length,
    );
  });

  it('narrows to one sub-category with sub_category_id', async () => {
    const hair = id(f.categoryId, 'hair');
    const colour = id(f.categoryId, 'hair-colour');
    const { status, body } = await get(`/api/v1/menus?category_id=${hair}&sub_category_id=${colour}`);
    expect(status).toBe(200);
    expect(body.data.category_query_type).toBe('sub_category');
    const categories = body.data.menus.flatMap((m: Json) => m.menu_categories);
    expect(categories.map((c: Json) => c.id)).toEqual([hair]);
    expect(categories[0].children.map((c: Json) => c.id)).toEqual([colour]);

    const alone = await get(`/api/v1/menus?sub_category_id=${colour}`);
    expect(alone.status).toBe(200);
    expect(alone.body.data.category_query_type).toBe('sub_category');
    const children = alone.body.data.menus
      .flatMap((m: Json) => m.menu_categories)
      .flatMap((c: Json) => c.children);
    expect(children.map((c: Json) => c.id)).toEqual([colour]);
  });

  it.each([
    ['category_id', 'category_id=999999'],
    ['sub_category_id', 'sub_category_id=999999'],
    ['branch_id', 'branch_id=999999'],
  ])('answers 404 with a translated message for an unknown %s', async (_field, query) => {
    const en = await get(`/api/v1/menus?${query}`, { 'accept-language': 'en' });
    const ar = await get(`/api/v1/menus?${query}`, { 'accept-language': 'ar' });
    expect(en.status).toBe(404);
    expect(ar.status).toBe(404);
    expect(en.body).toEqual({ status: false, message: messages.en['errors.not_found'] });
    expect(ar.body).toEqual({ status: false, message: messages.ar['errors.not_found'] });
  });

  it('answers 404 when category_id names a sub-category or sub_category_id a top category', async () => {
    expect((await get(`/api/v1/menus?category_id=${id(f.categoryId, 'hair-colour')}`)).status).toBe(404);
    expect((await get(`/api/v1/menus?sub_category_id=${id(f.categoryId, 'hair')}`)).status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', ''])(
    'answers 422 with errors.category_id for category_id=%j',
    async (value) => {
      for (const locale of ['en', 'ar'] as const) {
        const { status, body } = await get(`/api/v1/menus?category_id=${encodeURIComponent(value)}`, {
          'accept-language': locale,
        });
        expect(status).toBe(422);
        expect(body.status).toBe(false);
        expect(body.message).toBe(messages[locale]['errors.validation']);
        expect(body.errors.category_id).toEqual([messages[locale]['validation.id']]);
      }
    },
  );

  it('answers 422 for a sub-category under a different category', async () => {
    const hair = id(f.categoryId, 'hair');
    const manicure = id(f.categoryId, 'nails-manicure');
    const { status, body } = await get(`/api/v1/menus?category_id=${hair}&sub_category_id=${manicure}`, {
      'accept-language': 'ar',
    });
    expect(status).toBe(422);
    expect(body.message).toBe(messages.ar['errors.validation']);
    expect(Object.keys(body.errors)).toEqual(['sub_category_id']);
    expect(body.errors.sub_category_id[0]).toMatch(arabicLetters);
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('finds a product in both languages', async () => {
    const list = (await get('/api/v1/products')).body.data.products;
    const first = list[0];
    const en = await get(`/api/v1/products/${first.id}`, { 'accept-language': 'en' });
    const ar = await get(`/api/v1/products/${first.id}`, { 'accept-language': 'ar' });
    expect(en.status).toBe(200);
    expect(ar.status).toBe(200);
    expect(en.body.data.product).toEqual(first);
    expect(ar.body.message).toBe('تم');
    expect(ar.body.data.product.id).toBe(first.id);
    expect(ar.body.data.product.name).toMatch(arabicLetters);
    expect(ar.body.data.product.name).not.toBe(en.body.data.product.name);
    expect(ar.body.data.product.description).toMatch(arabicLetters);
    expect(ar.body.data.product.price).toBe(en.body.data.product.price);
  });

  it('finds a shop product with its sizes', async () => {
    const shop = (await get('/api/v1/products?type=product')).body.data.products[0];
    const { status, body } = await get(`/api/v1/products/${shop.id}`);
    expect(status).toBe(200);
    expect(body.data.product).toMatchObject({
      type: 'product',
      sizes: ['30ml', '50ml', '100ml'],
      duration: null,
    });
  });

  it('answers 404 with a translated message for an unknown id', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const { status, body } = await get('/api/v1/products/999999', { 'accept-language': locale });
      expect(status).toBe(404);
      expect(body).toEqual({ status: false, message: messages[locale]['errors.product_not_found'] });
    }
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999', '1e3x', '%20'])(
    'answers 422 with errors.id for id=%s',
    async (value) => {
      const { status, body } = await get(`/api/v1/products/${value}`);
      expect(status).toBe(422);
      expect(body.status).toBe(false);
      expect(body.errors.id).toEqual([messages.en['validation.id']]);
    },
  );
});
