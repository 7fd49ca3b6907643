import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Category } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { CategoryChips, chipLinks } from './category-chips';

async function renderAt(ui: ReactNode, url: string, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

const sub = (id: number, name: string, parent: number) => ({
  id,
  name,
  image: '',
  parent_id: parent,
  products_count: 1,
});
const massage: Category = {
  id: 1,
  name: 'Massage',
  image: '',
  parent_id: null,
  products_count: 2,
  children: [sub(10, 'Relaxing', 1), sub(11, 'Therapeutic', 1)],
};
const hair: Category = { id: 2, name: 'Hair', image: '', parent_id: null, products_count: 1, children: [] };
const categories = [massage, hair];

describe('chipLinks', () => {
  it('builds "all" and one link per category, keeping the branch and dropping the page', () => {
    const { top, subs } = chipLinks('/services', { branch: 3, page: 4 }, categories, {}, 'All');
    expect(top.map((c) => [c.label, c.href, c.active])).toEqual([
      ['All', '/services?branch=3', true],
      ['Massage', '/services?branch=3&category=1', false],
      ['Hair', '/services?branch=3&category=2', false],
    ]);
    expect(subs).toEqual([]);
  });

  it("adds the chosen category's sub-categories", () => {
    const { top, subs } = chipLinks(
      '/services',
      { category: 1, sub: 11, page: 1 },
      categories,
      { category: massage, sub: massage.children[1] },
      'All',
    );
    expect(top.find((c) => c.active)?.label).toBe('Massage');
    expect(subs.map((c) => [c.label, c.href, c.active])).toEqual([
      ['All', '/services?category=1', false],
      ['Relaxing', '/services?category=1&sub=10', false],
      ['Therapeutic', '/services?category=1&sub=11', true],
    ]);
  });
});

describe('CategoryChips', () => {
  it('renders links with the current chip marked, and sub-category chips under a category', async () => {
    await renderAt(
      <CategoryChips
        path="/services"
        filters={{ category: 1, page: 1 }}
        categories={categories}
        selection={{ category: massage }}
      />,
      '/services?category=1',
    );
    const top = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(top).getByRole('link', { name: 'Massage' }).getAttribute('aria-current')).toBe('page');
    expect(within(top).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/services');
    const subs = screen.getByRole('navigation', { name: 'Types of Massage' });
    expect(within(subs).getByRole('link', { name: 'Relaxing' }).getAttribute('href')).toBe(
      '/services?category=1&sub=10',
    );
    expect(within(subs).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides the sub-category row when nothing or a category without children is chosen', async () => {
    await renderAt(
      <CategoryChips
        path="/shop"
        filters={{ category: 2, page: 1 }}
        categories={categories}
        selection={{ category: hair }}
      />,
      '/shop',
    );
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });

  it('keeps Arabic links under /ar', async () => {
    await renderAt(
      <CategoryChips
        path="/services"
        filters={{ branch: 1, page: 1 }}
        categories={categories}
        selection={{}}
      />,
      '/ar/services?branch=1',
      'ar',
    );
    const nav = screen.getByRole('navigation', { name: 'الفئات' });
    expect(within(nav).getByRole('link', { name: 'الكل' }).getAttribute('href')).toBe(
      '/ar/services?branch=1',
    );
    expect(within(nav).getByRole('link', { name: 'Hair' }).getAttribute('href')).toBe(
      '/ar/services?branch=1&category=2',
    );
  });
});
