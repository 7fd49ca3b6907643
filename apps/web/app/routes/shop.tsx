import { data, redirect, useLoaderData, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/shop';
import type { MenusResponse, ProductsResponse } from '~/lib/catalogue-types';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath, localizePath } from '~/lib/locale';
import { formatNumber } from '~/lib/money';
import { pageMeta } from '~/lib/meta';
import { useLocale } from '~/lib/use-locale';
import { PageHeading } from '~/components/page-heading';
import { CategoryChips } from '~/features/catalogue/components/category-chips';
import { EmptyList } from '~/features/catalogue/components/empty-list';
import { ListError } from '~/features/catalogue/components/list-error';
import { ListSkeleton } from '~/features/catalogue/components/list-skeleton';
import { Pager } from '~/features/catalogue/components/pager';
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
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  return (
    <>
      <PageHeading title={t('shop.title')} subtitle={t('shop.description')} />
      <CategoryChips path={path} filters={filters} categories={categories} selection={selection} />

      <section aria-labelledby="shop-results" aria-busy={loading} className="mt-6">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id="shop-results" className="text-lg font-bold">
            {selection.sub?.name ?? selection.category?.name ?? tc('shop.all')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {tc('shop.count', { count: pagination.total, total: formatNumber(pagination.total, locale) })}
          </p>
        </div>
        {loading ? (
          <ListSkeleton shape="tile" />
        ) : products.length === 0 ? (
          <EmptyList
            message={tc('shop.empty')}
            clearHref={selection.category ? path : undefined}
            clearLabel={tc('filters.clear')}
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {products.map((p, i) => (
              <li key={p.id} className="grid">
                <ProductCard product={p} priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pager path={path} filters={filters} pagination={pagination} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('pages');
  return <ListError title={t('shop.title')} />;
}
