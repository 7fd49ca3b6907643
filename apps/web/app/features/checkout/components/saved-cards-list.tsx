import { useTranslation } from '~/lib/use-translation';
import type { SavedCard } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { cardLabel } from '../format';

/**
 * Spec §2 saved cards list: brand, last four digits and expiry; choosing one pays with it, the bin icon deletes
 * it (after a confirm). Loading, empty and error states like every list.
 */
export function SavedCardsList({
  cards,
  loading,
  failed,
  onPay,
  onDelete,
  onRetry,
}: {
  cards: SavedCard[];
  loading: boolean;
  failed: boolean;
  onPay: (card: SavedCard) => void;
  onDelete: (card: SavedCard) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('checkout');
  if (failed && cards.length === 0) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
        <p>{t('select.cards_failed')}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {t('select.retry')}
        </Button>
      </div>
    );
  }
  if (loading && cards.length === 0) {
    return (
      <div role="status" aria-label={t('select.loading_cards')} className="space-y-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (cards.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">{t('select.no_cards')}</p>;
  }
  return (
    <ul className="space-y-2" aria-busy={loading || undefined} data-testid="saved-cards">
      {cards.map((card) => {
        const label = cardLabel(card, t);
        return (
          <li
            key={card.id}
            className="flex items-center gap-1 rounded-2xl bg-white ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700"
          >
            <button
              type="button"
              onClick={() => onPay(card)}
              className="min-h-14 flex-1 rounded-2xl px-4 py-2 text-start hover:bg-brand-50 dark:hover:bg-slate-800"
            >
              <span className="block font-semibold">{label}</span>
              {card.expiry && (
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {t('select.expires', { expiry: card.expiry })}
                </span>
              )}
            </button>
            <button
              type="button"
              onClick={() => onDelete(card)}
              aria-label={t('select.delete', { card: label })}
              className="me-1 flex size-11 items-center justify-center rounded-full text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 fill-none stroke-current stroke-2"
              >
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
