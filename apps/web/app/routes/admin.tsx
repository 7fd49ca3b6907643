import { NavLink, Outlet, useLocation } from 'react-router';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Route } from './+types/admin';
import { ApiError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { localeFromPath, stripLocale } from '~/lib/locale';
import { tokenFromCookieHeader } from '~/lib/session';
import { I18nProvider, useTranslation } from '~/lib/use-translation';
import { useLocale } from '~/lib/use-locale';
import { cx } from '~/lib/cx';
import { RequireSignIn } from '~/components/require-sign-in';
import { LocalizedLink } from '~/components/ui/localized-link';
import { LanguageSwitch } from '~/components/layouts/language-switch';
import { ColourModeToggle } from '~/components/layouts/colour-mode-toggle';
import { useCurrentInView } from '~/components/layouts/use-current-in-view';
import { AccountEntry } from '~/components/layouts/site-header';
import { useRootData } from '~/lib/root-data';
import { adminI18n, loadAdminMessages } from '~/admin-kit/i18n';
import { adminBundleUrl } from '~/admin-kit/admin-messages';
import { adminMeta } from '~/admin-kit/admin-meta';
import { screenAt, screensFor } from '~/admin-kit/screens';
import { StaffProvider } from '~/admin-kit/staff';
import { EInvoicingAlertsBanner } from '~/features/admin-e-invoicing/components/e-invoicing-alerts';

/**
 * The back office's layout (issue 16, ADR 0027): its own header and navigation, the admin texts (a bundle of their
 * own) and the guard. Who may see what is GET admin/me; every admin route checks it again on the server.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const signedIn = !!tokenFromCookieHeader(request.headers.get('cookie'));
  const [staff] = await Promise.all([
    signedIn ? staffOf(serverApi(context, request, locale)) : Promise.resolve(null),
    loadAdminMessages(locale),
  ]);
  return { staff };
}

/** A customer (403) or a stale session (401) is not staff. */
async function staffOf(api: ReturnType<typeof serverApi>): Promise<StaffAccess | null> {
  try {
    return (await api.get<StaffAccess>('/admin/me')).data ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadAdminMessages(localeFromPath(new URL(request.url).pathname)),
  ]);
  return data;
}

export const meta: Route.MetaFunction = (args) => [
  ...adminMeta(args, 'home'),
  // The admin texts start downloading with the HTML (the entry waits for them before hydrating).
  {
    tagName: 'link',
    rel: 'preload',
    as: 'fetch',
    href: adminBundleUrl(localeFromPath(args.location.pathname)),
    crossOrigin: 'anonymous',
  },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { locale } = useLocale();
  return (
    <I18nProvider i18n={adminI18n(locale)}>
      <AdminShell staff={loaderData.staff} />
    </I18nProvider>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block whitespace-nowrap rounded-xl px-4 py-2 text-sm font-medium',
    isActive ? 'bg-brand-700 text-white' : 'hover:bg-sand-100 dark:hover:bg-slate-800',
  );

function AdminShell({ staff }: { staff: StaffAccess | null }) {
  const { t } = useTranslation('admin');
  const { to } = useLocale();
  const { pathname } = useLocation();
  const menu = useCurrentInView<HTMLUListElement>();
  const business = useRootData()?.business;
  const screen = screenAt(stripLocale(pathname));
  const allowed = !screen || (!!staff && screen.roles.includes(staff.role));
  return (
    <div className="min-h-dvh" data-app="admin">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common:nav.skip')}
      </a>
      <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <NavLink
            to={to('/admin')}
            className="me-auto flex min-w-0 items-center gap-2 py-1 font-bold text-brand-700 dark:text-brand-100"
          >
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            <span className="truncate text-base leading-tight sm:text-lg">
              {t('brand')}
              {business?.name && (
                <span className="hidden font-normal text-slate-600 sm:inline dark:text-slate-300">
                  {' · '}
                  {business.name}
                </span>
              )}
            </span>
          </NavLink>
          {staff && (
            <span
              className="hidden rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 sm:inline dark:bg-slate-800 dark:text-brand-100"
              data-testid="admin-role"
            >
              {t(`roles.${staff.role}`)}
            </span>
          )}
          <LanguageSwitch />
          <ColourModeToggle />
          <LocalizedLink
            to="/"
            className="hidden whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-sand-100 sm:inline-block dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t('to_site')}
          </LocalizedLink>
          <AccountEntry />
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        {staff && (
          <nav aria-label={t('nav.label')} className="md:w-56 md:shrink-0">
            <ul ref={menu} className="flex gap-1 overflow-x-auto pb-1 md:flex-col">
              <li>
                <NavLink to={to('/admin')} end className={navClass}>
                  {t('nav.home')}
                </NavLink>
              </li>
              {screensFor(staff.role).map((s) => (
                <li key={s.path}>
                  <NavLink to={to(`/admin/${s.path}`)} className={navClass}>
                    {t(s.navKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" className="min-w-0 flex-1">
          <RequireSignIn forbidden={!staff}>
            {staff && (
              <StaffProvider staff={staff}>
                {/* E-invoicing's alerts on every page the owner opens (issue 26 item 5). */}
                {staff.role === 'owner' && <EInvoicingAlertsBanner />}
                {allowed ? (
                  <Outlet />
                ) : (
                  <section className="mx-auto max-w-md py-16 text-center" data-testid="not-for-role">
                    <h1 className="text-2xl font-bold">{t('not_for_role.title')}</h1>
                    <p className="mt-3 text-slate-700 dark:text-slate-300">{t('not_for_role.text')}</p>
                  </section>
                )}
              </StaffProvider>
            )}
          </RequireSignIn>
        </main>
      </div>
    </div>
  );
}
