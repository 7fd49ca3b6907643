import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import sharp from 'sharp';
import { arabicLetters, call, multipart, type Json } from '../../test/call.ts';
import { auditOf, catalogueScene, type CatalogueScene } from '../../test/admin-catalogue.ts';

let t: TestApp;
let s: CatalogueScene;
beforeAll(async () => {
  t = await createTestApp();
  s = await catalogueScene(t);
});
afterAll(() => t.close());

const admin = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang?: 'ar') =>
  call(t, method, `/api/v1/admin/catalogue${url}`, body, { token, lang });
const publicMenus = async (query = '') =>
  (await call(t, 'GET', `/api/v1/menus${query}`)).body.data.menus as Json[];

describe('admin catalogue: menus and categories', () => {
  it('the owner adds a menu; a manager may not; names in both languages or a per-field error', async () => {
    const missing = await admin(
      s.owner.token,
      'POST',
      '/menus',
      { name_en: 'Gifts', name_ar: '', type: 'product' },
      'ar',
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name_ar: ['اكتب الاسم بالعربية'] });
    const refused = await admin(s.manager.token, 'POST', '/menus', {
      name_en: 'Gifts',
      name_ar: 'هدايا',
      type: 'product',
    });
    expect(refused.status).toBe(403);
    const res = await admin(s.owner.token, 'POST', '/menus', {
      name_en: 'Gifts',
      name_ar: 'هدايا',
      type: 'product',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await publicMenus()).map((m) => m.name)).toContain('Gifts');
    const [entry] = await auditOf(t, 'menu', res.body.data.id);
    expect(entry).toMatchObject({ action: 'menu.create', actorId: s.owner.id, before: null });
  });

  it('categories and sub-categories: added, renamed, reordered; customers see them at once; audited', async () => {
    const menu = (
      await admin(s.owner.token, 'POST', '/menus', { name_en: 'Spa', name_ar: 'سبا', type: 'service' })
    ).body.data;
    const add = (body: Json, token = s.owner.token) => admin(token, 'POST', '/categories', body);
    const face = await add({ menu_id: menu.id, name_en: 'Face', name_ar: 'الوجه' });
    const body = await add({ menu_id: menu.id, name_en: 'Body', name_ar: 'الجسم' }, s.manager.token);
    expect([face.status, body.status]).toEqual([201, 201]);
    const sub = await add({
      menu_id: menu.id,
      parent_id: face.body.data.id,
      name_en: 'Peels',
      name_ar: 'تقشير',
    });
    expect(sub.status).toBe(201);
    const deep = await add(
      { menu_id: menu.id, parent_id: sub.body.data.id, name_en: 'Deep', name_ar: 'عميق' },
      s.owner.token,
    );
    expect(deep.status).toBe(422);
    expect(deep.body.errors.parent_id).toEqual(['Choose a category of the same menu']);
    const noLanguage = await admin(
      s.owner.token,
      'POST',
      '/categories',
      { menu_id: menu.id, name_en: '', name_ar: '' },
      'ar',
    );
    expect(Object.keys(noLanguage.body.errors).sort()).toEqual(['name_ar', 'name_en']);
    expect(noLanguage.body.errors.name_en[0]).toMatch(arabicLetters);

    const shown = (await publicMenus()).find((m) => m.id === menu.id)!;
    expect((shown.menu_categories as Json[]).map((c) => c.name)).toEqual(['Face', 'Body']);
    expect((shown.menu_categories as Json[])[0]!.children.map((c: Json) => c.name)).toEqual(['Peels']);

    const rename = await admin(s.manager.token, 'PUT', `/categories/${face.body.data.id}`, {
      name_en: 'Facials',
      name_ar: 'العناية بالوجه',
    });
    expect(rename.status).toBe(200);
    const partial = await admin(s.owner.token, 'POST', '/categories/reorder', { ids: [body.body.data.id] });
    expect(partial.status).toBe(422);
    const mixed = await admin(s.owner.token, 'POST', '/categories/reorder', {
      ids: [body.body.data.id, sub.body.data.id],
    });
    expect(mixed.status).toBe(422);
    // Each item once: a repeat would leave two categories with one place.
    const repeated = await admin(s.owner.token, 'POST', '/categories/reorder', {
      ids: [body.body.data.id, face.body.data.id, face.body.data.id],
    });
    expect(repeated.status).toBe(422);
    const reorder = await admin(s.owner.token, 'POST', '/categories/reorder', {
      ids: [body.body.data.id, face.body.data.id],
    });
    expect(reorder.status).toBe(200);
    const again = (await publicMenus()).find((m) => m.id === menu.id)!;
    expect((again.menu_categories as Json[]).map((c) => c.name)).toEqual(['Body', 'Facials']);
    const [entry] = await auditOf(t, 'menu', menu.id);
    expect(entry).toMatchObject({
      action: 'category.reorder',
      after: { ids: [body.body.data.id, face.body.data.id] },
    });
    const [renamed] = await auditOf(t, 'category', face.body.data.id);
    expect(renamed).toMatchObject({
      action: 'category.update',
      actorId: s.manager.id,
      before: { name_en: 'Face' },
      after: { name_en: 'Facials' },
    });
  });

  it('a category’s picture comes as multipart and is kept as our own WebP', async () => {
    const menu = (await admin(s.owner.token, 'GET', '/menus')).body.data.menus[0];
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#383' } })
      .jpeg()
      .toBuffer();
    const form = await multipart(
      { menu_id: String(menu.id), name_en: 'Offers', name_ar: 'عروض' },
      { filename: 'offers.jpg', type: 'image/jpeg', data: jpeg },
    );
    const res = await call(t, 'POST', '/api/v1/admin/catalogue/categories', form.payload, {
      token: s.manager.token,
      headers: form.headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const img = await t.app.inject({ method: 'GET', url: res.body.data.image });
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(300);
    const shown = (await publicMenus()).find((m) => m.id === menu.id)!;
    expect((shown.menu_categories as Json[]).find((c) => c.name === 'Offers')!.image).toBe(
      res.body.data.image,
    );
  });

  it('menus are renamed by owners and managers, reordered by the owner only', async () => {
    const listed = await admin(s.manager.token, 'GET', '/menus');
    expect(listed.status).toBe(200);
    const all = listed.body.data.menus as Json[];
    const ids = all.map((m) => m.id as number);
    const shared = new Set(all.filter((m) => m.branch_id === null).map((m) => m.id));
    const rename = await admin(s.manager.token, 'PUT', `/menus/${ids[0]}`, {
      name_en: 'Our services',
      name_ar: 'خدماتنا',
    });
    expect(rename.status).toBe(200);
    expect((await publicMenus()).find((m) => m.id === ids[0])!.name).toBe('Our services');
    expect((await admin(s.manager.token, 'POST', '/menus/reorder', { ids: [...ids].reverse() })).status).toBe(
      403,
    );
    const res = await admin(s.owner.token, 'POST', '/menus/reorder', { ids: [...ids].reverse() });
    expect(res.status).toBe(200);
    // Without a branch, customers see the business-wide menus (a branch's own menu shows at that branch).
    expect((await publicMenus()).map((m) => m.id)).toEqual([...ids].reverse().filter((id) => shared.has(id)));
  });

  it('a branch’s own menu belongs to that branch: a manager of another branch is refused it', async () => {
    const [own] = await t.database.db
      .insert(menus)
      .values({
        slug: `own-${Date.now()}`,
        nameEn: 'Elsewhere specials',
        nameAr: 'عروض',
        type: 'service',
        branchId: s.elsewhere.branchId,
      })
      .returning();
    const res = await admin(s.manager.token, 'PUT', `/menus/${own!.id}`, { name_en: 'Mine', name_ar: 'لي' });
    expect(res.status).toBe(403);
    const category = await admin(s.manager.token, 'POST', '/categories', {
      menu_id: own!.id,
      name_en: 'X',
      name_ar: 'س',
    });
    expect(category.status).toBe(403);
    const [row] = await t.database.db.select().from(menus).where(eq(menus.id, own!.id));
    expect(row!.nameEn).toBe('Elsewhere specials');
    expect(
      (await admin(s.owner.token, 'PUT', `/menus/${own!.id}`, { name_en: 'Mine', name_ar: 'لي' })).status,
    ).toBe(200);
  });
});
