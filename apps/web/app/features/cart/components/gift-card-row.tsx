import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { normalizeSerial } from '@hajz/contracts/pricing-rules';
import { formatMoney } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { errorTextClass, linkButtonClass } from './field-class';

/** One gift card on the order: its number, what it pays now and keeps after, or why it cannot be used; Remove. */
export function GiftCardRow({ card }: { card: Cart['gift_cards'][number] }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const serial = normalizeSerial(card.serial_number);
  const busy = useCart((s) => s.choosing === `gift-card:${serial}`);
  return (
    <li
      data-testid="gift-card-row"
      aria-busy={busy || undefined}
      className="rounded-xl px-3 py-1 ring-1 ring-sand-200 dark:ring-slate-700"
    >
      <div className="flex items-center justify-between gap-2">
        <bdi className="min-w-0 font-semibold break-all">{card.serial_number}</bdi>
        <button
          type="button"
          className={linkButtonClass}
          aria-label={t('cart.gift_cards.remove', { serial: card.serial_number })}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => void useCart.getState().removeGiftCard(locale, card.serial_number)}
        >
          {busy ? t('cart.removing') : t('cart.remove')}
        </button>
      </div>
      {card.applied ? (
        <p className="pb-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="block">
            {t('cart.gift_cards.pays', { amount: formatMoney(card.amount, locale) })}
          </span>
          {card.remaining_after !== null && (
            <span className="block">
              {t('cart.gift_cards.remaining', { amount: formatMoney(card.remaining_after, locale) })}
            </span>
          )}
        </p>
      ) : (
        <p role="alert" className={`${errorTextClass} pb-2`} data-testid="gift-card-message">
          {card.message ?? t('cart.gift_cards.refused')}
        </p>
      )}
    </li>
  );
}
