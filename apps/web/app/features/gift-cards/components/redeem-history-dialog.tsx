import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { RedeemEntry } from '@hajz/contracts/vouchers';
import { Button } from '~/components/ui/button';
import { formatInstantDate } from '~/lib/dates';
import type { DialogProps } from '~/lib/dialogs';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';

type Entry = { [K in keyof RedeemEntry]?: RedeemEntry[K] | null };
export type RedeemHistoryProps = { serial: string; history: Entry[]; timeZone: string };

/**
 * Spec §2 gift card redeem history, registered as 'gift-card-redeem-history': each entry's date, order number and
 * amount with the currency. A missing date or order number shows N/A, a missing amount 0; no entries, a message.
 * The business's own changes (an adjustment, voiding the card: issue 17) say so instead of an order number.
 */
export default function RedeemHistoryDialog({
  serial,
  history,
  timeZone,
  close,
}: DialogProps<RedeemHistoryProps>) {
  const { t } = useTranslation('giftcards');
  const { locale } = useLocale();
  const na = t('details.not_available');
  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('history.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {t('history.description', { serial })}
      </Dialog.Description>
      {history.length === 0 ? (
        <p className="mt-6 rounded-2xl py-6 text-center" data-testid="redeem-history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="redeem-history">
          {history.map((entry, index) => (
            <li
              key={index}
              data-testid="redeem-entry"
              className="rounded-2xl p-4 text-sm ring-1 ring-sand-200 dark:ring-slate-700"
            >
              <dl className="space-y-1">
                <div className="flex justify-between gap-3">
                  <dt>{t('history.date')}</dt>
                  <dd data-testid="redeem-date">
                    {entry.date ? formatInstantDate(entry.date, timeZone, locale) : na}
                  </dd>
                </div>
                {entry.kind === 'adjustment' || entry.kind === 'void' ? (
                  <div className="flex justify-between gap-3">
                    <dt>{t('history.change')}</dt>
                    <dd data-testid="redeem-change">
                      {t(
                        entry.kind === 'void'
                          ? 'history.voided'
                          : (entry.amount ?? 0) < 0
                            ? 'history.added'
                            : 'history.taken_off',
                      )}
                    </dd>
                  </div>
                ) : (
                  <div className="flex justify-between gap-3">
                    <dt>{t('history.order_number')}</dt>
                    <dd data-testid="redeem-order">
                      {entry.order_number ? <bdi>{entry.order_number}</bdi> : na}
                    </dd>
                  </div>
                )}
                <div className="flex justify-between gap-3 font-bold">
                  <dt>{t('history.amount')}</dt>
                  <dd data-testid="redeem-amount" className="tabular-nums">
                    {formatMoney(Math.abs(entry.amount ?? 0), locale)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-6 w-full" onClick={close}>
        {t('history.close')}
      </Button>
    </div>
  );
}
