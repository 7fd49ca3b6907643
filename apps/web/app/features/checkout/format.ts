import type { SavedCard } from '@hajz/contracts/orders';
import type { TFunction } from '~/lib/translator';

/** "Visa •••• 4242" / "فيزا •••• 4242": the brand translated when we know it, as the provider names it otherwise. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>, t: TFunction) =>
  t('select.card', {
    brand: t(`brands.${card.brand.toUpperCase()}`, { defaultValue: card.brand }),
    last4: card.last4,
  });
