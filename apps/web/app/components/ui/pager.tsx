import { useTranslation } from '~/lib/use-translation';
import { Button } from './button';

type Props = {
  /** The list's pagination (spec §3): the pager shows only when there is a page before or after this one. */
  pagination: { prev_page_url: string | null; next_page_url: string | null } | null | undefined;
  page: number;
  last: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / "page X of Y" / Next under a paged list; the arrows turn with the reading direction. */
export function Pager({ pagination, page, last, busy, onPrevious, onNext }: Props) {
  const { t } = useTranslation('common');
  const hasPrevious = Boolean(pagination?.prev_page_url);
  const hasNext = Boolean(pagination?.next_page_url);
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={t('pager.pages')} className="mt-5 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={!hasPrevious || busy} onClick={onPrevious}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {t('pager.page_of', { page, last })}
      </p>
      <Button variant="secondary" disabled={!hasNext || busy} onClick={onNext}>
        {t('pager.next')}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ›
        </span>
      </Button>
    </nav>
  );
}
