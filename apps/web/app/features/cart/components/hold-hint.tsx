import { useTranslation } from '~/lib/use-translation';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { formatLineTime, minutesUntil } from '../format';

/** From this many minutes left, the hold counts as near its end (the default hold is 15 minutes). */
export const holdNearMinutes = 5;

/**
 * How long the line's time stays held. Past (or never held): the time may be gone, so the customer is asked
 * to pick it again (which reopens the appointment dialog on this line).
 */
export function HoldHint({
  expiresAt,
  now,
  timeZone,
  onPickAgain,
}: {
  expiresAt: string | null;
  now: number;
  timeZone: string;
  onPickAgain: () => void;
}) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const left = expiresAt === null ? 0 : minutesUntil(expiresAt, now);
  if (left <= 0) {
    return (
      <div
        role="status"
        data-testid="hold-expired"
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <span>{t('cart.hold_expired')}</span>
        <button
          type="button"
          onClick={onPickAgain}
          className="min-h-11 font-semibold underline underline-offset-4"
        >
          {t('cart.pick_again')}
        </button>
      </div>
    );
  }
  if (left <= holdNearMinutes) {
    return (
      <p
        data-testid="hold-near"
        className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
      >
        {t('cart.hold_near', { count: left, minutes: formatNumber(left, locale) })}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="hold-until">
      {t('cart.hold_until', { time: formatLineTime(expiresAt!, timeZone, locale) })}
    </p>
  );
}
