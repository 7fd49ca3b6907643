import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';

/** Previous / "Page N" / Next under a back-office list that knows only whether more follows. */
export function AdminPager({
  page,
  hasMore,
  busy,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={t('bookings.pages')} className="mt-5 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('bookings.previous')}
      </Button>
      <p className="text-sm">{t('bookings.page', { page })}</p>
      <Button variant="secondary" disabled={!hasMore || busy} onClick={() => onPage(page + 1)}>
        {t('bookings.next')}
      </Button>
    </nav>
  );
}
