import { useTranslation } from '~/lib/use-translation';
import type { Locale } from '@hajz/contracts/locale';
import type { WalletResponse } from '@hajz/contracts/wallet';
import { Button } from '~/components/ui/button';
import { openDialog } from '~/lib/dialogs';
import { formatMoney, formatNumber } from '~/lib/money';

const cardClass = 'rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700';

/** The wallet balance in riyals and the loyalty points, side by side from a small tablet up. */
export function BalanceCards({ data, locale }: { data: WalletResponse; locale: Locale }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <section aria-labelledby="wallet-balance-title" className={cardClass}>
        <h2 id="wallet-balance-title" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          {t('page.wallet_balance')}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="wallet-page-balance">
          {formatMoney(data.wallet.balance, locale)}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('page.wallet_hint')}</p>
      </section>
      <section aria-labelledby="points-balance-title" className={cardClass}>
        <h2 id="points-balance-title" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          {t('page.points_balance')}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="points-page-balance">
          {formatNumber(data.points.balance, locale)}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('page.points_hint')}</p>
        <Button
          variant="secondary"
          className="mt-3"
          data-testid="loyalty-levels"
          onClick={() => void openDialog('loyalty-info')}
        >
          {t('page.loyalty_levels')}
        </Button>
      </section>
    </div>
  );
}
