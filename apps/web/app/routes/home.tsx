import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { rememberInviteFrom } from '~/lib/invite-code';
import { useTranslation } from '~/lib/use-translation';
import type { BranchList, MenusResponse, ProductsResponse } from '~/lib/catalogue-types';
import type { Route } from './+types/home';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath } from '~/lib/locale';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ServiceCard } from '~/features/catalogue/components/service-card';
import { BranchCard } from '~/features/branches/components/branch-card';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home');

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request, localeFromPath(new URL(request.url).pathname));
  const [menus, services, branches] = await Promise.all([
    loadOrThrow(api.get<MenusResponse>('/menus')),
    loadOrThrow(api.get<ProductsResponse>('/products', { query: { type: 'service' } })),
    loadOrThrow(api.get<BranchList>('/branches')),
  ]);
  const serviceMenu = menus.menus.find((m) => m.type === 'service');
  return {
    categories: serviceMenu?.menu_categories ?? [],
    featured: services.products.slice(0, 6),
    branches: branches.branches.slice(0, 3),
  };
}

export default function Home() {
  const { t } = useTranslation('pages');
  // A share link (/?invite=CODE, issue 15) lands here: keep its code until this person signs up.
  useEffect(() => void rememberInviteFrom(window.location.search), []);
  const { categories, featured, branches } = useLoaderData<typeof loader>();
  const business = useRootData()?.business;
  return (
    <>
      <section className="relative -mx-4 -mt-6 overflow-hidden bg-brand-900 px-4 py-14 text-white sm:rounded-b-3xl">
        <img
          src="/img/hero.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover opacity-60"
        />
        <div className="relative mx-auto max-w-6xl">
          <h1 className="max-w-xl text-3xl font-bold leading-tight sm:text-5xl">{business?.name}</h1>
          <p className="mt-3 max-w-xl text-lg text-sand-100">{business?.tagline}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LocalizedLink to="/services" className={buttonClass('inverse')}>
              {t('home.book_now')}
            </LocalizedLink>
            <LocalizedLink to="/branches" className={buttonClass('inverse-outline')}>
              {t('home.find_branch')}
            </LocalizedLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-categories" className="mt-10">
        <h2 id="home-categories" className="mb-4 text-xl font-bold">
          {t('home.categories')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {categories.map((c) => (
            <li key={c.id}>
              <LocalizedLink
                to={`/services?category=${c.id}`}
                className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 hover:ring-brand-500 dark:bg-slate-900 dark:ring-slate-800"
              >
                <img
                  src={c.image}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="size-12 rounded-xl object-cover"
                />
                <span className="font-medium">{c.name}</span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-featured" className="mt-10">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="home-featured" className="text-xl font-bold">
            {t('home.featured')}
          </h2>
          <LocalizedLink to="/services" className="text-sm font-semibold text-brand-700 dark:text-brand-100">
            {t('home.see_all')}
          </LocalizedLink>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </div>
      </section>

      <section aria-labelledby="home-branches" className="mt-10">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="home-branches" className="text-xl font-bold">
            {t('home.branches')}
          </h2>
          <LocalizedLink to="/branches" className="text-sm font-semibold text-brand-700 dark:text-brand-100">
            {t('home.see_all')}
          </LocalizedLink>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((b) => (
            <BranchCard key={b.id} branch={b} />
          ))}
        </div>
      </section>
    </>
  );
}
