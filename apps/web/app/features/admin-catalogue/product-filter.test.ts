import { describe, expect, it } from 'vitest';
import type { AdminMenu, AdminProduct } from '@hajz/contracts/admin-catalogue';
import { categoryOptions, filterProducts } from './product-filter';

const category = (
  id: number,
  menu_id: number,
  name_en: string,
  name_ar: string,
  parent_id: number | null = null,
) => ({
  id,
  menu_id,
  parent_id,
  name_en,
  name_ar,
  image: '',
  sort: id,
  products_count: 0,
});
const menus: AdminMenu[] = [
  {
    id: 1,
    name_en: 'Spa',
    name_ar: 'السبا',
    type: 'service',
    branch_id: null,
    sort: 1,
    categories: [
      category(10, 1, 'Massage', 'مساج'),
      category(12, 1, 'Hair', 'الشعر'),
      category(11, 1, 'Hot stone', 'الحجر الساخن', 10),
    ],
  },
  {
    id: 2,
    name_en: 'Shop',
    name_ar: 'المتجر',
    type: 'product',
    branch_id: null,
    sort: 2,
    categories: [category(20, 2, 'Oud', 'عود')],
  },
];
const product = (id: number, category_id: number, name_en: string, name_ar: string) =>
  ({ id, category_id, name_en, name_ar, type: 'service' }) as AdminProduct;
const services = [
  product(1, 10, 'Swedish massage', 'مساج سويدي'),
  product(2, 11, 'Hot stone massage', 'مساج الأحجار الساخنة'),
  product(3, 12, 'Hair colour', 'صبغة الشعر'),
];
const ids = (list: AdminProduct[]) => list.map((p) => p.id);

describe('finding a service or product in the catalogue (issue 30 item 13)', () => {
  it('finds by the start of any word of either name, folded as the shop searches', () => {
    expect(ids(filterProducts(services, menus, { q: 'MASS', categoryId: null }))).toEqual([1, 2]);
    expect(ids(filterProducts(services, menus, { q: 'stone mass', categoryId: null }))).toEqual([2]);
    expect(
      ids(filterProducts(services, menus, { q: 'شعر', categoryId: null })),
      'the article folded',
    ).toEqual([3]);
    expect(
      ids(filterProducts(services, menus, { q: 'الاحجار', categoryId: null })),
      'alef forms folded',
    ).toEqual([2]);
    expect(ids(filterProducts(services, menus, { q: '  ', categoryId: null }))).toEqual([1, 2, 3]);
    expect(filterProducts(services, menus, { q: 'nails', categoryId: null })).toEqual([]);
  });

  it('filters by category, a category taking in its sub-categories, together with the search', () => {
    expect(ids(filterProducts(services, menus, { q: '', categoryId: 10 }))).toEqual([1, 2]);
    expect(ids(filterProducts(services, menus, { q: '', categoryId: 11 }))).toEqual([2]);
    expect(ids(filterProducts(services, menus, { q: 'swedish', categoryId: 11 }))).toEqual([]);
  });

  it('offers the categories of the type’s menus, a sub-category under its parent, in the reader’s language', () => {
    expect(categoryOptions(menus, 'service', 'en')).toEqual([
      { id: 10, label: 'Massage' },
      { id: 11, label: 'Massage › Hot stone' },
      { id: 12, label: 'Hair' },
    ]);
    expect(categoryOptions(menus, 'product', 'ar')).toEqual([{ id: 20, label: 'عود' }]);
  });
});
