import { useTranslation } from '~/lib/use-translation';
import type { GiftCardDesign } from '@hajz/contracts/gift-card-designs';
import { DesignCard } from './design-card';

/** /gift-cards: the designs for sale, one card each; a phone shows one column. */
export function GiftCardShop({ designs }: { designs: GiftCardDesign[] }) {
  const { t } = useTranslation('giftshop');
  if (designs.length === 0) {
    return (
      <p className="rounded-2xl bg-sand-100 p-6 text-center dark:bg-slate-900" data-testid="gift-shop-empty">
        {t('empty')}
      </p>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t('how_it_works')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('list_label')}>
        {designs.map((design) => (
          <DesignCard key={design.id} design={design} />
        ))}
      </ul>
    </>
  );
}
