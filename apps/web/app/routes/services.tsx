import { data, redirect, useLoaderData } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/services';
import type { BranchList, MenusResponse, ProductsResponse } from '~/lib/catalogue-types';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath, localizePath } from '~/lib/locale';
import { formatNumber } from '~/lib/money';
import { pageMeta } from '~/lib/meta';
import { useLocale } from '~/lib/use-locale';
import { PageHeading } from '~/components/page-heading';
import { ServiceCard } from '~/features/catalogue/components/service-card';
import { BranchFilter } from '~/features/catalogue/components/branch-filter';
import { CategoryChips } from '~/features/catalogue/components/category-chips';
import { CatalogueResults } from '~/features/catalogue/components/catalogue-results';
import { ListError } from '~/features/catalogue/components/list-error';
import { filtersHref, MalformedFilterError, parseFilters, productsQuery } from '~/features/catalogue/filters';
import { resolveSelection } from '~/features/catalogue/menu-selection';

const path = '/services';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'services');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  let filters;
  try {
    filters = parseFilters(url.searchParams);
  } catch (error) {
    if (error instanceof MalformedFilterError) throw data(null, { status: 404 });
    throw error;
  }
  const api = serverApi(context, request, locale);
  // The menu (the branch's own menu when it has one) decides which categories exist here,
  // so it is checked before asking for products.
  const [menus, branches] = await Promise.all([
    loadOrThrow(api.get<MenusResponse>('/menus', { query: { branch_id: filters.branch } })),
    loadOrThrow(api.get<BranchList>('/branches')),
  ]);
  // A branch's own menu comes first, then the shared one: chips cover every service offered there.
  const categories = menus.menus.filter((m) => m.type === 'service').flatMap((m) => m.menu_categories);
  const selection = resolveSelection(categories, filters);
  if (!selection) {
    // After switching branch, a category that branch's menu lacks is dropped; otherwise the URL is wrong.
    if (filters.branch !== undefined)
      throw redirect(localizePath(filtersHref(path, { branch: filters.branch }), locale));
    throw data(null, { status: 404 });
  }
  const { products, pagination_options } = await loadOrThrow(
    api.get<ProductsResponse>('/products', { query: { type: 'service', ...productsQuery(filters) } }),
  );
  if (pagination_options.total > 0 && filters.page > pagination_options.last_page) {
    throw redirect(
      localizePath(filtersHref(path, { ...filters, page: pagination_options.last_page }), locale),
    );
  }
  return {
    filters,
    categories,
    selection,
    isCustomMenu: menus.is_custom_menu,
    branches: branches.branches.map((b) => ({ id: b.id, name: b.name })),
    products,
    pagination: pagination_options,
  };
}

export default function Services() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('catalogue');
  const { locale } = useLocale();
  const { filters, categories, selection, isCustomMenu, branches, products, pagination } =
    useLoaderData<typeof loader>();
  const filtered = filters.branch !== undefined || selection.category !== undefined;
  const branchName = branches.find((b) => b.id === filters.branch)?.name;

  return (
    <>
      <PageHeading title={t('services.title')} subtitle={t('services.description')} />
      <div className="space-y-4">
        <BranchFilter path={path} filters={filters} branches={branches} />
        {isCustomMenu && branchName && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {tc('filters.custom_menu', { name: branchName })}
          </p>
        )}
        <CategoryChips path={path} filters={filters} categories={categories} selection={selection} />
      </div>

      <CatalogueResults
        id="services-results"
        title={selection.sub?.name ?? selection.category?.name ?? tc('services.all')}
        count={tc('services.count', {
          count: pagination.total,
          total: formatNumber(pagination.total, locale),
        })}
        items={products}
        renderItem={(s, i) => <ServiceCard service={s} priority={i < 3} />}
        listClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        empty={tc('services.empty')}
        clearHref={filtered ? path : undefined}
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
  return <ListError title={t('services.title')} />;
}
