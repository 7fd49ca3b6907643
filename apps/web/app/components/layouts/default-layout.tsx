import { Outlet } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export default function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto min-h-[60dvh] max-w-6xl px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
