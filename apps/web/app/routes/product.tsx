import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/product';
import type { Product } from '~/lib/catalogue-types';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath } from '~/lib/locale';
import { pageMeta } from '~/lib/meta';
import { ErrorPage } from '~/components/error-page';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ProductView } from '~/features/shop/components/product-view';
import { parseProductId } from '~/features/shop/product-id';

/** The canonical URL drops the " copy" duplicate. */
export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, 'not_found');
  const canonical = args.location.pathname.replace(/\/product\/[^/]+$/, `/product/${args.data.product.id}`);
  return pageMeta({ ...args, location: { ...args.location, pathname: canonical } }, 'product', {
    name: args.data.product.name,
  });
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseProductId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const api = serverApi(context, request, localeFromPath(new URL(request.url).pathname));
  const { product } = await loadOrThrow(api.get<{ product: Product }>(`/products/${id}`));
  // Services are shown in their dialog on /services; sizes and quantities only make sense for shop products.
  if (product.type !== 'product') throw data(null, { status: 404 });
  return { product };
}

export default function ProductPage() {
  const { t } = useTranslation('catalogue');
  const { product } = useLoaderData<typeof loader>();
  return (
    <>
      <LocalizedLink
        to="/shop"
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 fill-none stroke-current stroke-2 rtl:rotate-180"
        >
          <path d="m12 5-5 5 5 5" />
        </svg>
        {t('shop.back_to_shop')}
      </LocalizedLink>
      {/* Keyed by id so moving between products starts each with 1 item of the first size. */}
      <ProductView key={product.id} product={product} />
    </>
  );
}

/** Keeps "Page not found" inside the site's header and footer, like any unknown path. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'error'} />;
}
