import { useTranslation } from '~/lib/use-translation';
import type { Locale } from '@hajz/contracts/locale';
import type { Voucher } from '@hajz/contracts/vouchers';
import { formatInstantDate } from '~/lib/dates';
import { formatMoney } from '~/lib/money';
import { CardImage } from './card-image';
import { StatusPill } from './status-pill';

/** One card in the grid: the whole tile is the button that opens its details. */
export function GiftCardTile({
  card,
  locale,
  timeZone,
  onOpen,
}: {
  card: Voucher;
  locale: Locale;
  timeZone: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('giftcards');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('page.open', { name: card.voucher_group_name, serial: card.serial_number })}
        data-testid="gift-card"
        data-serial={card.serial_number}
        className="w-full rounded-3xl bg-white p-3 text-start ring-1 ring-sand-200 transition hover:ring-teal-600 focus-visible:ring-2 focus-visible:ring-teal-700 dark:bg-slate-900 dark:ring-slate-700"
      >
        <div className="relative">
          <CardImage src={card.card_image} />
          <StatusPill status={card.status} className="absolute end-2 top-2" />
        </div>
        <p className="mt-3 font-bold">{card.voucher_group_name}</p>
        <p className="mt-1 tabular-nums" data-testid="gift-card-amounts">
          {t('card.remaining_of', {
            remaining: formatMoney(card.remaining_amount, locale),
            total: formatMoney(card.value, locale),
          })}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('card.expires', { date: formatInstantDate(card.expiry_date, timeZone, locale) })}
        </p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <bdi>{card.serial_number}</bdi>
        </p>
      </button>
    </li>
  );
}
