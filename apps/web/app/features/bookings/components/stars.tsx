import { useTranslation } from '~/lib/use-translation';

/** Five stars, `rating` of them filled, read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('bookings');
  return (
    <span role="img" aria-label={t('rating.of_five', { rating })} className={className} data-testid="stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={
            n <= rating ? 'text-amber-600 dark:text-amber-400' : 'text-slate-400 dark:text-slate-600'
          }
        >
          {n <= rating ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
