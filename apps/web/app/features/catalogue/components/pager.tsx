import { useTranslation } from '~/lib/use-translation';
import type { PaginationOptions } from '@hajz/contracts/pagination';
import { LocalizedLink } from '~/components/ui/localized-link';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { filtersHref, type CatalogueFilters } from '../filters';

type Props = {
  /** The unprefixed page path, e.g. "/services". */
  path: string;
  /** The current filters; every page link keeps them. */
  filters: CatalogueFilters;
  pagination: Pick<PaginationOptions, 'current_page' | 'last_page'>;
};

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-sand-200 hover:bg-brand-50 dark:text-brand-100 dark:ring-slate-700 dark:hover:bg-slate-800';

/** Previous / "Page X of Y" / next, as real links (rel=prev/next) that keep the filters. Hidden for one page. */
export function Pager({ path, filters, pagination }: Props) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  const { current_page: page, last_page: last } = pagination;
  if (last <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-8 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
      <div className="justify-self-start">
        {page > 1 && (
          <LocalizedLink
            to={filtersHref(path, { ...filters, page: Math.min(page - 1, last) })}
            rel="prev"
            className={linkClass}
          >
            <Chevron />
            {t('pager.previous')}
          </LocalizedLink>
        )}
      </div>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t('pager.status', { page: formatNumber(page, locale), total: formatNumber(last, locale) })}
      </p>
      <div className="justify-self-end">
        {page < last && (
          <LocalizedLink
            to={filtersHref(path, { ...filters, page: page + 1 })}
            rel="next"
            className={linkClass}
          >
            {t('pager.next')}
            <Chevron forward />
          </LocalizedLink>
        )}
      </div>
    </nav>
  );
}

/** Points backwards (or forwards) in reading order: mirrored in Arabic. */
function Chevron({ forward = false }: { forward?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 fill-none stroke-current stroke-2 rtl:rotate-180"
    >
      <path d={forward ? 'm8 5 5 5-5 5' : 'm12 5-5 5 5 5'} />
    </svg>
  );
}
