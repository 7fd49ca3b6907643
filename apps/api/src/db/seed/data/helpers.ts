import type { SeedCategory } from '../types.ts';

export type CategoryRow = [slug: string, nameEn: string, nameAr: string];

/** A top-level category and its sub-categories, all in `menu`; images follow the slug. */
export function categoryTree(menu: string, sort: number, top: CategoryRow, subs: CategoryRow[]): SeedCategory[] {
  const image = (slug: string) => `/img/categories/${slug}.svg`;
  const [slug, nameEn, nameAr] = top;
  return [
    { slug, menu, nameEn, nameAr, image: image(slug), sort },
    ...subs.map(([s, en, ar], i) => ({
      slug: s,
      menu,
      parent: slug,
      nameEn: en,
      nameAr: ar,
      image: image(s),
      sort: i + 1,
    })),
  ];
}
