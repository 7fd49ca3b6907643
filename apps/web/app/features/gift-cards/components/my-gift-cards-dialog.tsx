import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import type { DialogProps } from '~/lib/dialogs';
import { localizePath } from '~/lib/locale';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useVouchers } from '../use-vouchers';
import { CardImage } from './card-image';
import { LoadError } from './load-error';

export type MyGiftCardsProps = {
  /** Called with the chosen card's serial; the dialog closes itself after it. */
  onPick: (serial: string) => void;
};

/**
 * Spec §2 "My gift cards", registered as 'my-gift-cards': the cards usable now (GET vouchers/list_available_vouchers,
 * page 1 of 30 per spec §7/§9), each a button that hands its serial to `onPick` — the cart's gift card picker.
 */
export default function MyGiftCardsDialog({ onPick, close }: DialogProps<MyGiftCardsProps>) {
  const { t } = useTranslation('giftcards');
  const { locale } = useLocale();
  const { data, isLoading, error, retry } = useVouchers(locale, 'available');
  return (
    <div aria-busy={isLoading || undefined}>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('picker.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {t('picker.description')}
      </Dialog.Description>
      <div className="mt-4">
        {error && !isLoading && <LoadError error={error} onRetry={retry} />}
        {!data && isLoading && (
          <div role="status" aria-label={t('page.loading')} className="space-y-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        )}
        {data && data.vouchers.length === 0 && (
          <div className="py-6 text-center">
            <p data-testid="my-gift-cards-empty">{t('picker.empty')}</p>
            <Link
              to={localizePath('/gift-cards', locale)}
              onClick={close}
              className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-100"
            >
              {t('picker.buy')}
            </Link>
          </div>
        )}
        {data && data.vouchers.length > 0 && (
          <ul className="space-y-3" data-testid="my-gift-cards">
            {data.vouchers.map((card) => (
              <li key={card.serial_number}>
                <button
                  type="button"
                  data-serial={card.serial_number}
                  aria-label={t('picker.use', {
                    name: card.voucher_group_name,
                    serial: card.serial_number,
                    remaining: formatMoney(card.remaining_amount, locale),
                  })}
                  onClick={() => {
                    onPick(card.serial_number);
                    close();
                  }}
                  className="flex w-full items-center gap-3 rounded-2xl p-3 text-start ring-1 ring-sand-200 hover:ring-teal-600 focus-visible:ring-2 focus-visible:ring-teal-700 dark:ring-slate-700"
                >
                  <CardImage src={card.card_image} className="w-24 shrink-0 rounded-xl" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold">{card.voucher_group_name}</span>
                    <bdi className="block text-xs text-slate-600 dark:text-slate-400">
                      {card.serial_number}
                    </bdi>
                  </span>
                  <span className="font-bold tabular-nums">{formatMoney(card.remaining_amount, locale)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="secondary" className="mt-6 w-full" onClick={close}>
        {t('history.close')}
      </Button>
    </div>
  );
}
