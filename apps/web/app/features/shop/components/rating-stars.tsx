import { useTranslation } from '~/lib/use-translation';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { cx } from '~/lib/cx';

/**
 * A rating out of 5, announced as "Rated 4.5 out of 5". The full variant fills five stars
 * proportionally from the reading start (the right in Arabic); the compact one shows one star and the number.
 */
export function RatingStars({
  rating,
  compact = false,
  className,
}: {
  rating: number;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  const shown = formatNumber(rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = t('shop.rating', { rating: shown });
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  if (compact) {
    return (
      <span role="img" aria-label={label} className={cx('inline-flex items-center gap-1 text-sm', className)}>
        <span aria-hidden="true" className="text-amber-600">
          ★
        </span>
        <span aria-hidden="true" className="font-semibold text-slate-700 dark:text-slate-200">
          {shown}
        </span>
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} className={cx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="relative inline-block whitespace-nowrap text-lg leading-none tracking-wider"
      >
        <span className="text-slate-300 dark:text-slate-600">★★★★★</span>
        <span
          className="absolute inset-y-0 start-0 overflow-hidden text-amber-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {shown}
      </span>
    </span>
  );
}
