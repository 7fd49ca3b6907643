import type { Locale } from '@hajz/contracts/locale';
import type { SavedCard } from '@hajz/contracts/orders';
import type { TFunction } from 'i18next';

/** An instant as a time on the business's clock, with Western digits: "3:45 PM" / "3:45 م". */
export const formatTimeOfDay = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** "Visa •••• 4242" / "فيزا •••• 4242": the brand translated when we know it, as the provider names it otherwise. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>, t: TFunction<'checkout'>) =>
  t('select.card', {
    brand: t(`brands.${card.brand.toUpperCase()}`, { defaultValue: card.brand }),
    last4: card.last4,
  });
