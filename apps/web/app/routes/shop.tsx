import { data, redirect, useLoaderData } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/shop';
import type { MenusResponse, ProductsResponse } from '~/lib/catalogue-types';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath, localizePath } from '~/lib/locale';
import { formatNumber } from '~/lib/money';
import { pageMeta } from '~/lib/meta';
import { useLocale } from '~/lib/use-locale';
import { PageHeading } from '~/components/page-heading';
import { CategoryChips } from '~/features/catalogue/components/category-chips';
import { CatalogueResults } from '~/features/catalogue/components/catalogue-results';
import { ListError } from '~/features/catalogue/components/list-error';
import { filtersHref, MalformedFilterError, parseFilters, productsQuery } from '~/features/catalogue/filters';
import { resolveSelection } from '~/features/catalogue/menu-selection';
import { ProductCard } from '~/features/shop/components/product-card';

const path = '/shop';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'shop');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  let parsed;
  try {
    parsed = parseFilters(url.searchParams);
  } catch (error) {
    if (error instanceof MalformedFilterError) throw data(null, { status: 404 });
    throw error;
  }
  // The shop is the same everywhere: no branch filter here.
  const filters = { ...parsed, branch: undefined };
  const api = serverApi(context, request, locale);
  const menus = await loadOrThrow(api.get<MenusResponse>('/menus'));
  const categories = menus.menus.find((m) => m.type === 'product')?.menu_categories ?? [];
  const selection = resolveSelection(categories, filters);
  if (!selection) throw data(null, { status: 404 });
  const { products, pagination_options } = await loadOrThrow(
    api.get<ProductsResponse>('/products', { query: { type: 'product', ...productsQuery(filters) } }),
  );
  if (pagination_options.total > 0 && filters.page > pagination_options.last_page) {
    throw redirect(
      localizePath(filtersHref(path, { ...filters, page: pagination_options.last_page }), locale),
    );
  }
  return { filters, categories, selection, products, pagination: pagination_options };
}

export default function Shop() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const { locale } = useLocale();
  const { filters, categories, selection, products, pagination } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHeading title={t('shop.title')} subtitle={t('shop.description')} />
      <CategoryChips path={path} filters={filters} categories={categories} selection={selection} />

      <CatalogueResults
        id="shop-results"
        title={selection.sub?.name ?? selection.category?.name ?? tc('shop.all')}
        count={tc('shop.count', { count: pagination.total, total: formatNumber(pagination.total, locale) })}
        items={products}
        renderItem={(p, i) => <ProductCard product={p} priority={i < 2} />}
        listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        skeleton="tile"
        empty={tc('shop.empty')}
        clearHref={selection.category ? path : undefined}
        clearLabel={tc('filters.clear')}
        path={path}
        filters={filters}
        pagination={pagination}
      />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('pages');
  return <ListError title={t('shop.title')} />;
}
