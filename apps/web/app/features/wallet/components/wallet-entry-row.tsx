import { useTranslation } from '~/lib/use-translation';
import type { Locale } from '@hajz/contracts/locale';
import type { WalletEntry } from '@hajz/contracts/wallet';
import { cx } from '~/lib/cx';
import { formatMoney, formatNumber } from '~/lib/money';
import { directionOf, formatEntryWhen, formatSignedMoney, formatSignedPoints } from '../format';

/**
 * One history entry: why (the server's translated reason), for which order, when (on the business's clock), the
 * signed amount and the balance after it. A credit is green, but never by colour alone: the amount carries its
 * sign and, for screen readers, the word "Credit" or "Debit".
 */
export function WalletEntryRow({
  entry,
  locale,
  timeZone,
}: {
  entry: WalletEntry;
  locale: Locale;
  timeZone: string;
}) {
  const { t } = useTranslation('wallet');
  const direction = directionOf(entry.amount);
  const isWallet = entry.account === 'wallet';
  const points = (count: number, value: string) => t('entry.points', { count: Math.abs(count), value });
  const amount = isWallet
    ? formatSignedMoney(entry.amount, locale)
    : points(entry.amount, formatSignedPoints(entry.amount, locale));
  const after = isWallet
    ? formatMoney(entry.balance_after, locale)
    : points(entry.balance_after, formatNumber(entry.balance_after, locale));
  return (
    <li
      data-testid="wallet-entry"
      data-account={entry.account}
      data-direction={direction ?? undefined}
      className="grid gap-x-4 gap-y-2 rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-[1fr_auto] dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="min-w-0">
        <h3 className="font-semibold">{entry.reason_text || entry.reason}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {t(`entry.account_${entry.account}`)}
          </span>
          {entry.order_number && (
            <span data-testid="entry-order">{t('entry.order', { number: entry.order_number })}</span>
          )}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <time dateTime={entry.created_at} data-testid="entry-date">
            {formatEntryWhen(entry.created_at, timeZone, locale)}
          </time>
        </p>
      </div>
      {/* Under the details on a phone; on the end side, lined up, from a small tablet up. */}
      <div className="sm:text-end">
        <p
          data-testid="entry-amount"
          className={cx(
            'text-lg font-bold tabular-nums',
            direction === 'credit' && 'text-emerald-700 dark:text-emerald-300',
          )}
        >
          {direction && <span className="sr-only">{`${t(`entry.${direction}`)}: `}</span>}
          {amount}
        </p>
        <p data-testid="entry-balance-after" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('entry.balance_after', { balance: after })}
        </p>
      </div>
    </li>
  );
}
