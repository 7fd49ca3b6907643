import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImages, productBranches, products, resourceServices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arabicLetters, call, multipart } from '../../test/call.ts';
import { createFixture } from '../../test/booking.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { auditOf, catalogueScene, type CatalogueScene } from '../../test/admin-catalogue.ts';

let t: TestApp;
let s: CatalogueScene;
beforeAll(async () => {
  t = await createTestApp();
  s = await catalogueScene(t);
});
afterAll(() => t.close());

const service = (extra: Record<string, unknown> = {}) => ({
  type: 'service',
  category_id: s.serviceCategory,
  name_en: 'Hot stone massage',
  name_ar: 'مساج بالأحجار الساخنة',
  description_en: 'Warm basalt stones',
  description_ar: 'أحجار بازلت دافئة',
  price: '180.50',
  price_before_discount: '200',
  duration: 75,
  buffer_minutes: 15,
  branch_ids: [s.fx.branchId],
  resource_ids: [s.fx.resourceIds[0]],
  ...extra,
});
const create = (body: unknown, token = s.owner.token, lang: 'en' | 'ar' = 'en') =>
  call(t, 'POST', '/api/v1/admin/catalogue/products', body, { token, lang });
const update = (id: number, body: unknown, token = s.owner.token) =>
  call(t, 'PUT', `/api/v1/admin/catalogue/products/${id}`, body, { token });
const publicProduct = (id: number) => call(t, 'GET', `/api/v1/products/${id}`);

describe('admin catalogue: deposits (issue 28)', () => {
  it('saves a percent or fixed deposit, published on the product; refuses negative, above 100 % or the price, translated', async () => {
    const res = await create(service({ deposit_kind: 'percent', deposit_value: '20' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ deposit_kind: 'percent', deposit_value: 20 });
    const seen = await publicProduct(res.body.data.id as number);
    expect(seen.body.data.product).toMatchObject({ deposit_percent: 20, deposit_amount: null });
    const fixed = await create(service({ deposit_kind: 'fixed', deposit_value: '25.50' }));
    expect(fixed.body.data).toMatchObject({ deposit_kind: 'fixed', deposit_value: 2550 });
    expect((await publicProduct(fixed.body.data.id as number)).body.data.product).toMatchObject({
      deposit_amount: 2550,
      deposit_percent: null,
    });

    const before = (await t.database.db.select().from(products)).length;
    const refused = async (kind: string, value: string, lang: 'en' | 'ar' = 'en') => {
      const r = await create(service({ deposit_kind: kind, deposit_value: value }), s.owner.token, lang);
      expect(r.status).toBe(422);
      return r.body.errors.deposit_value as string[];
    };
    expect(await refused('percent', '101')).toEqual(['A deposit cannot be more than 100\u00a0%']);
    expect(await refused('percent', '-5')).toEqual(['The deposit must be more than zero']);
    expect(await refused('fixed', '-1.00')).toEqual(['The deposit must be more than zero']);
    expect(await refused('fixed', '180.51')).toEqual(['The deposit cannot be more than the price']);
    expect((await refused('fixed', '500', 'ar'))[0]).toMatch(arabicLetters);
    expect((await t.database.db.select().from(products)).length).toBe(before);
  });
});

describe('admin catalogue: services and products', () => {
  it('adds a service: SAR decimals to halalas exactly, duration, buffer, branches, resources; audited; public at once', async () => {
    const res = await create(service({ price: '0.29', price_before_discount: '1.10' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({
      price: 29,
      price_before_discount: 110,
      duration: 75,
      buffer_minutes: 15,
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ price: 29, priceBeforeDiscount: 110, bufferMinutes: 15, isActive: true });
    expect(
      await t.database.db.select().from(resourceServices).where(eq(resourceServices.productId, id)),
    ).toEqual([{ resourceId: s.fx.resourceIds[0], productId: id }]);
    const [entry] = await auditOf(t, 'product', id);
    expect(entry).toMatchObject({ action: 'product.create', actorId: s.owner.id, before: null });
    expect(entry!.after).toMatchObject({ price: 29, name_ar: 'مساج بالأحجار الساخنة' });
    const seen = await publicProduct(id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.product).toMatchObject({
      price: 29,
      price_before_discount: 110,
      branch_ids: [s.fx.branchId],
    });
  });

  it('refuses a missing language, a bad price and a discount not above the price, per field and translated', async () => {
    const before = (await t.database.db.select().from(products)).length;
    const res = await create(
      service({
        name_ar: ' ',
        description_en: '',
        price: '12.345',
        price_before_discount: '1',
        duration: '',
      }),
      s.owner.token,
      'ar',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['description_en', 'duration', 'name_ar', 'price']);
    expect(res.body.errors.name_ar).toEqual(['اكتب الاسم بالعربية']);
    expect(res.body.errors.description_en).toEqual(['اكتب الوصف بالإنجليزية']);
    expect(res.body.errors.price[0]).toMatch(arabicLetters);
    const en = await create(service({ name_en: '', price: '100', price_before_discount: '100' }));
    expect(en.body.errors).toEqual({
      name_en: ['Write the name in English'],
      price_before_discount: ['The price before the discount must be higher than the price'],
    });
    const links = await create(service({ branch_ids: [], resource_ids: [s.elsewhere.resourceIds[0]] }));
    expect(links.body.errors.branch_ids).toEqual(['Choose at least one branch']);
    const foreign = await create(service({ resource_ids: [s.elsewhere.resourceIds[0]] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.resource_ids).toHaveLength(1);
    const shopCategory = await create(service({ category_id: s.shopCategory }));
    expect(shopCategory.body.errors.category_id).toEqual([
      'Choose a category of a menu of the same kind (services or shop)',
    ]);
    expect((await t.database.db.select().from(products)).length).toBe(before);
  });

  it('a customer sees a new price at once (the cached public answers are dropped on the edit)', async () => {
    const warm = await publicProduct(s.fx.productId);
    expect(warm.body.data.product.price).toBe(20000);
    const list = `/api/v1/products?branch_id=${s.fx.branchId}`;
    const listed = (await call(t, 'GET', list)).body.data.products.find(
      (p: { id: number }) => p.id === s.fx.productId,
    );
    expect(listed.price).toBe(20000);
    const res = await update(
      s.fx.productId,
      service({ price: '215.75', price_before_discount: '', resource_ids: s.fx.resourceIds }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await publicProduct(s.fx.productId)).body.data.product).toMatchObject({
      price: 21575,
      price_before_discount: null,
      name: 'Hot stone massage',
    });
    const relisted = (await call(t, 'GET', list)).body.data.products.find(
      (p: { id: number }) => p.id === s.fx.productId,
    );
    expect(relisted.price).toBe(21575);
    const [entry] = await auditOf(t, 'product', s.fx.productId);
    expect(entry).toMatchObject({ action: 'product.update', actorId: s.owner.id });
    expect(entry!.before).toMatchObject({ price: 20000 });
    expect(entry!.after).toMatchObject({ price: 21575 });
  });

  it('a price changed in the back office never reaches a cart line silently: checkout answers the stale-price 409', async () => {
    const fx = await createFixture(t, { resources: 1, price: 10000 });
    const customer = s.customers[0]!;
    await holdService(t, fx, customer.token, '11:00');
    const edit = await update(
      fx.productId,
      service({ price: '130', branch_ids: [fx.branchId], resource_ids: fx.resourceIds }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const res = await checkout(t, customer.token, 'cash');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Some prices changed since you added them. Please check your cart again');
    expect(res.body.data.cart.total).toBe(13000);
    const next = await checkout(t, customer.token, 'cash');
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body.data.order.total).toBe(13000);
  });

  it('a manager edits prices but changes where a product is offered only at their own branches', async () => {
    const ok = await update(
      s.fx.productId,
      service({ price: '99', resource_ids: s.fx.resourceIds }),
      s.manager.token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await auditOf(t, 'product', s.fx.productId))[0]).toMatchObject({ actorId: s.manager.id });
    const auditsBefore = (await auditOf(t, 'product', s.fx.productId)).length;
    const wider = await update(
      s.fx.productId,
      service({
        price: '98',
        branch_ids: [s.fx.branchId, s.elsewhere.branchId],
        resource_ids: s.fx.resourceIds,
      }),
      s.manager.token,
    );
    expect(wider.status).toBe(403);
    expect(wider.body.message).toMatch(/branch/i);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, s.fx.productId));
    expect(row!.price).toBe(9900);
    expect(
      await t.database.db.select().from(productBranches).where(eq(productBranches.productId, s.fx.productId)),
    ).toHaveLength(1);
    expect(await auditOf(t, 'product', s.fx.productId)).toHaveLength(auditsBefore);
    const receptionist = await update(s.fx.productId, service(), s.desk.token);
    expect(receptionist.status).toBe(403);
    // Nor a new product at another branch, nor a performer of another branch.
    const count = (await t.database.db.select().from(products)).length;
    const elsewhere = await create(
      service({ branch_ids: [s.elsewhere.branchId], resource_ids: [] }),
      s.manager.token,
    );
    expect(elsewhere.status).toBe(403);
    expect((await t.database.db.select().from(products)).length).toBe(count);
    const shared = (
      await create(
        service({
          name_en: 'Shared scrub',
          branch_ids: [s.fx.branchId, s.elsewhere.branchId],
          resource_ids: [],
        }),
      )
    ).body.data.id as number;
    const theirs = await update(
      shared,
      service({
        branch_ids: [s.fx.branchId, s.elsewhere.branchId],
        resource_ids: [s.elsewhere.resourceIds[0]],
      }),
      s.manager.token,
    );
    expect(theirs.status).toBe(403);
    const mine = await update(
      shared,
      service({ branch_ids: [s.fx.branchId, s.elsewhere.branchId], resource_ids: [s.fx.resourceIds[1]] }),
      s.manager.token,
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.branch_ids).toEqual([s.fx.branchId, s.elsewhere.branchId].sort((a, b) => a - b));
    const listed = await call(t, 'GET', '/api/v1/admin/catalogue/products?type=service', undefined, {
      token: s.manager.token,
    });
    const editable = (listed.body.data.branches as { id: number; editable: boolean }[]).filter(
      (b) => b.editable,
    );
    expect(editable.map((b) => b.id)).toEqual([s.fx.branchId]);
    expect(
      (listed.body.data.resources as { branch_id: number }[]).every((r) => r.branch_id === s.fx.branchId),
    ).toBe(true);
  });

  it('unpublishing hides a product from customers at once; publishing shows it again; audited', async () => {
    const id = (await create(service({ name_en: 'Quick facial' }))).body.data.id as number;
    expect((await publicProduct(id)).status).toBe(200);
    const off = await call(
      t,
      'POST',
      `/api/v1/admin/catalogue/products/${id}/publish`,
      { is_active: false },
      { token: s.owner.token },
    );
    expect(off.status).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    expect((await publicProduct(id)).status).toBe(404);
    const [entry] = await auditOf(t, 'product', id);
    expect(entry).toMatchObject({
      action: 'product.unpublish',
      before: { is_active: true },
      after: { is_active: false },
    });
    await call(
      t,
      'POST',
      `/api/v1/admin/catalogue/products/${id}/publish`,
      { is_active: true },
      { token: s.owner.token },
    );
    expect((await publicProduct(id)).status).toBe(200);
  });

  it('reorders every product of a type; a partial list is refused', async () => {
    const listed = await call(t, 'GET', '/api/v1/admin/catalogue/products?type=product', undefined, {
      token: s.owner.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.sizes.map((x: { size: string }) => x.size)).toEqual(['30ml', '50ml', '100ml']);
    const ids = (listed.body.data.products as { id: number }[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(1);
    const reorder = (body: unknown) =>
      call(t, 'POST', '/api/v1/admin/catalogue/products/reorder', body, { token: s.owner.token });
    const partial = await reorder({ type: 'product', ids: ids.slice(1) });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.ids).toHaveLength(1);
    const reversed = [...ids].reverse();
    expect((await reorder({ type: 'product', ids: reversed })).status).toBe(200);
    const again = await call(t, 'GET', '/api/v1/admin/catalogue/products?type=product', undefined, {
      token: s.owner.token,
    });
    expect((again.body.data.products as { id: number }[]).map((p) => p.id)).toEqual(reversed);
    const shop = await call(t, 'GET', '/api/v1/products?type=product');
    expect(shop.body.data.products[0].id).toBe(reversed[0]);
  });

  it('a picture comes as multipart and is kept as our own WebP; a file that is not a picture is refused', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const fields = {
      type: 'product',
      category_id: String(s.shopCategory),
      name_en: 'Rose oil',
      name_ar: 'زيت الورد',
      description_en: 'Taif rose',
      description_ar: 'ورد طائفي',
      price: '45.5',
      branch_ids: `${s.fx.branchId},${s.elsewhere.branchId}`,
      is_active: 'true',
    };
    const form = await multipart(fields, { filename: 'rose.png', type: 'image/png', data: png });
    const res = await call(t, 'POST', '/api/v1/admin/catalogue/products', form.payload, {
      token: s.owner.token,
      headers: form.headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      price: 4550,
      duration: null,
      branch_ids: [s.fx.branchId, s.elsewhere.branchId].sort((a, b) => a - b),
    });
    const url = res.body.data.image as string;
    expect(url).toMatch(/^\/api\/v1\/media\/catalogue\/[0-9a-f]{32}$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1200);
    const bad = await multipart(fields, {
      filename: 'x.png',
      type: 'image/png',
      data: Buffer.from('not a picture'),
    });
    const refused = await call(t, 'POST', '/api/v1/admin/catalogue/products', bad.payload, {
      token: s.owner.token,
      headers: bad.headers,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image).toHaveLength(1);
    expect(await t.database.db.select().from(catalogueImages)).toHaveLength(1);
  });
});
