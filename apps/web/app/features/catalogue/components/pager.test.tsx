import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { Pager } from './pager';

async function renderAt(ui: ReactNode, url: string, locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

const filters = { branch: 2, category: 1, sub: undefined };

describe('Pager', () => {
  it('has only "next" on the first page, keeping the filters', async () => {
    await renderAt(
      <Pager
        path="/services"
        filters={{ ...filters, page: 1 }}
        pagination={{ current_page: 1, last_page: 3 }}
      />,
      '/services',
    );
    expect(screen.queryByRole('link', { name: /previous/i })).toBeNull();
    const next = screen.getByRole('link', { name: /next/i });
    expect(next.getAttribute('href')).toBe('/services?branch=2&category=1&page=2');
    expect(next.getAttribute('rel')).toBe('next');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('has both links in the middle; "previous" to page 1 drops the page parameter', async () => {
    await renderAt(
      <Pager
        path="/services"
        filters={{ ...filters, page: 2 }}
        pagination={{ current_page: 2, last_page: 3 }}
      />,
      '/services',
    );
    const prev = screen.getByRole('link', { name: /previous/i });
    expect(prev.getAttribute('href')).toBe('/services?branch=2&category=1');
    expect(prev.getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: /next/i }).getAttribute('href')).toBe(
      '/services?branch=2&category=1&page=3',
    );
  });

  it('has only "previous" on the last page', async () => {
    await renderAt(
      <Pager path="/shop" filters={{ page: 3 }} pagination={{ current_page: 3, last_page: 3 }} />,
      '/shop',
    );
    expect(screen.getByRole('link', { name: /previous/i }).getAttribute('href')).toBe('/shop?page=2');
    expect(screen.queryByRole('link', { name: /next/i })).toBeNull();
  });

  it('renders nothing for a single page', async () => {
    await renderAt(
      <Pager path="/shop" filters={{ page: 1 }} pagination={{ current_page: 1, last_page: 1 }} />,
      '/shop',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps /ar in Arabic and translates the labels', async () => {
    await renderAt(
      <Pager
        path="/services"
        filters={{ ...filters, page: 2 }}
        pagination={{ current_page: 2, last_page: 5 }}
      />,
      '/ar/services',
      'ar',
    );
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'التالي' }).getAttribute('href')).toBe(
      '/ar/services?branch=2&category=1&page=3',
    );
    expect(screen.getByRole('link', { name: 'السابق' }).getAttribute('href')).toBe(
      '/ar/services?branch=2&category=1',
    );
    expect(screen.getByText('صفحة 2 من 5')).toBeTruthy();
  });
});
