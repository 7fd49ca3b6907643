import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { I18nProvider } from '~/lib/use-translation';
import { directionOf, preferredPageLocale, readCookie } from '@hajz/contracts/locale';
import { consentCookieKey } from '@hajz/contracts/consent-cookie';
import type { BusinessSettings } from '@hajz/contracts/catalogue';
import type { Route } from './+types/root';
import { loadI18n, loadedI18n } from './lib/i18n';
import { localeBundleUrl } from './lib/locale-messages';
import { localeFromPath, localizePath } from './lib/locale';
import { serverApi, loadOrThrow, publicOriginOf } from './lib/api.server';
import { ApiError } from './lib/api-client';
import { tokenFromCookieHeader } from './lib/session';
import { useAuth } from './lib/auth-store';
import type { Profile } from '@hajz/contracts/auth';
import { colourModeScript, useColourMode, type ColourValue } from './lib/colour-mode';
import { Toaster } from './components/ui/toaster';
import { DialogHost } from './components/ui/dialog-host';
import { ErrorPage } from './components/error-page';
import { useBuildWatch } from './lib/use-build-watch';
import { useNonce } from './lib/nonce';
import { ConsentGate } from './features/consent/components/consent-gate';
import './dialogs';
import stylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  // React 19 hoists a stylesheet with a precedence ahead of the script preloads, so CSS is not queued behind JS.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // A prefix-less (English) URL honours a stored Arabic choice, then the browser's language (spec §2).
  const preferred = preferredPageLocale(
    url.pathname,
    request.headers.get('cookie'),
    request.headers.get('accept-language'),
  );
  if (preferred !== locale) {
    throw redirect(localizePath(url.pathname, preferred) + url.search, {
      headers: { vary: 'Cookie, Accept-Language' },
    });
  }
  await loadI18n(locale);
  const api = serverApi(context, request, locale);
  const signedIn = !!tokenFromCookieHeader(request.headers.get('cookie'));
  const [{ settings }, user] = await Promise.all([
    loadOrThrow(api.get<{ settings: BusinessSettings }>('/settings/business')),
    signedIn ? currentUser(api) : Promise.resolve(null),
  ]);
  const consentRecorded =
    readCookie(request.headers.get('cookie'), consentCookieKey) === settings.tracking?.consent_version;
  return { locale, business: settings, origin: publicOriginOf(context), user, consentRecorded };
}

/** The signed-in customer for the header and guards; a revoked or stale token simply means a guest. */
async function currentUser(api: ReturnType<typeof serverApi>): Promise<Profile | null> {
  try {
    return (await api.get<Profile>('/user/profile')).data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadI18n(data.locale);
  return data;
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export type RouteHandle = { colourMode?: ColourValue };

function useForcedColourMode(): ColourValue | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const mode = (matches[i]?.handle as RouteHandle | undefined)?.colourMode;
    if (mode) return mode;
  }
  return undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const forced = useForcedColourMode();
  const nonce = useNonce();
  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      data-forced-colour-mode={forced}
      className={forced === 'dark' ? 'dark' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#114b47" />
        {/* The browser hides a nonce from the DOM once applied: the client never sees the server's. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: colourModeScript }}
        />
        {/* The page's language messages, fetched by the entry before hydration: start the download with the HTML. */}
        <link rel="preload" as="fetch" href={localeBundleUrl(locale)} crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <I18nProvider i18n={loadedI18n(locale)}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const forced = useForcedColourMode() ?? null;
  const setForced = useColourMode((s) => s.setForced);
  useEffect(() => setForced(forced), [forced, setForced]);
  // Reads the stored token (spec §4 startup), then marks the document interactive (end-to-end tests wait for it).
  useEffect(() => {
    useAuth.getState().init();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useBuildWatch();
  return (
    <>
      <Outlet />
      <DialogHost />
      <Toaster />
      <ConsentGate />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? 'not-found' : 'error'} />;
}
