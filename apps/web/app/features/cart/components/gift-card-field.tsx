import { useId } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Cart } from '@hajz/contracts/cart';
import { maxGiftCardsPerOrder } from '@hajz/contracts/pricing-rules';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { AddGiftCard } from './add-gift-card';
import { GiftCardRow } from './gift-card-row';

/** The gift cards paying for this order (what each pays now and keeps), and ways to add one up to the limit. */
export function GiftCardField({ cards }: { cards: Cart['gift_cards'] }) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const headingId = useId();
  const full = useCart((s) => s.selection.gift_cards.length >= maxGiftCardsPerOrder);
  return (
    <section aria-labelledby={headingId} data-testid="gift-card-field">
      <h3 id={headingId} className="font-medium">
        {t('cart.gift_cards.title')}
      </h3>
      {cards.length > 0 && (
        <ul className="mt-2 space-y-2" aria-labelledby={headingId}>
          {cards.map((card) => (
            <GiftCardRow key={card.serial_number} card={card} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="gift-card-limit">
          {t('cart.gift_cards.limit', { max: formatNumber(maxGiftCardsPerOrder, locale) })}
        </p>
      ) : (
        <AddGiftCard />
      )}
    </section>
  );
}
