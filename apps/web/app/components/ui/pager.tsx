import { useTranslation } from '~/lib/use-translation';
import { Button } from './button';

/**
 * Where a list stands among its pages, whoever pages it: the customer's lists from the server's
 * `pagination_options` (spec §3, which knows the last page), the back office's from the address and `has_more`.
 */
export type Paging = {
  page: number;
  /** The last page, when the server says; without it the pager reads "Page N". */
  last?: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / "page X of Y" / Next under a paged list, shown only when there is a page before or after this one. */
export function Pager({ paging, busy }: { paging: Paging; busy: boolean }) {
  const { t } = useTranslation('common');
  const { page, last, hasPrevious, hasNext } = paging;
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={t('pager.pages')} className="mt-5 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={!hasPrevious || busy} onClick={paging.onPrevious}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {last === undefined ? t('pager.page', { page }) : t('pager.page_of', { page, last })}
      </p>
      <Button variant="secondary" disabled={!hasNext || busy} onClick={paging.onNext}>
        {t('pager.next')}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ›
        </span>
      </Button>
    </nav>
  );
}
