import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { ErrorPage } from '~/components/error-page';
import { PageHeading } from '~/components/page-heading';
import { buttonClass } from '~/components/ui/button';

/**
 * A list page's error boundary: "Page not found" for a 404 (unknown category, branch or product),
 * otherwise an error state with a retry link that runs the page's loader again.
 */
export function ListError({ title }: { title: string }) {
  const { t } = useTranslation('catalogue');
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />;
  return (
    <>
      <PageHeading title={title} />
      <div
        role="alert"
        className="rounded-2xl bg-red-50 px-4 py-10 text-center text-red-950 dark:bg-red-950 dark:text-red-50"
      >
        <p className="font-semibold">{t('list_error.title')}</p>
        <p className="mt-1 text-sm">{t('list_error.hint')}</p>
        <Link
          to={location.pathname + location.search}
          className={buttonClass('secondary', 'mt-4 bg-white dark:bg-slate-900')}
        >
          {t('list_error.retry')}
        </Link>
      </div>
    </>
  );
}
