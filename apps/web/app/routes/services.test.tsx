import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub, data } from 'react-router';
import type { Category } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import Services, { ErrorBoundary } from './services';

const massage: Category = {
  id: 1,
  name: 'Massage',
  image: '',
  parent_id: null,
  products_count: 0,
  children: [],
};

/** The page as the loader would feed it, minus the API. */
const pageData = (over: Record<string, unknown> = {}) => ({
  filters: { branch: 2, category: 1, sub: undefined, page: 1 },
  categories: [massage],
  selection: { category: massage },
  isCustomMenu: false,
  branches: [
    { id: 1, name: 'Olaya' },
    { id: 2, name: 'Tahlia' },
  ],
  products: [],
  pagination: {
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: 0,
    next_page_url: null,
    prev_page_url: null,
  },
  ...over,
});

async function renderPage(url: string, loader: () => unknown, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    { path: '/services', Component: Services, ErrorBoundary, HydrateFallback: () => null, loader },
    { path: '/ar/services', Component: Services, ErrorBoundary, HydrateFallback: () => null, loader },
  ]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

describe('/services page', () => {
  it('shows the empty state with a clear-filters link, the chosen branch and category', async () => {
    await renderPage('/services?branch=2&category=1', () => pageData());
    expect(await screen.findByText('No services match these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/services');
    expect((screen.getByRole('combobox', { name: 'Branch' }) as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('link', { name: 'Massage' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
  });

  it('shows an error state with a retry link when loading fails', async () => {
    await renderPage(
      '/ar/services?category=1',
      () => {
        throw data({ message: 'down' }, { status: 503 });
      },
      'ar',
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('تعذّر تحميل هذه القائمة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'حاول مرة أخرى' }).getAttribute('href')).toBe(
      '/ar/services?category=1',
    );
  });

  it('shows "Page not found" for a 404', async () => {
    await renderPage('/services?category=999', () => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
