import { useTranslation } from '~/lib/use-translation';
import type { Product } from '@hajz/contracts/catalogue';
import { LocalizedLink } from '~/components/ui/localized-link';
import { openDialog } from '~/lib/dialogs';
import { Price } from '~/lib/price';
import { sizedPrice, sizesOf } from '../size-price';
import { RatingStars } from './rating-stars';

/** A shop product in a grid: the whole card links to /product/{id}; "Quick view" opens the shop-show dialog. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  // The smallest size's price, so the card agrees with the product view (base 100 SAR when unpriced).
  const from = sizedPrice(product, sizesOf(product)[0]!.size);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 focus-within:ring-brand-500 dark:bg-slate-900 dark:ring-slate-800">
      <img
        src={product.image}
        alt=""
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm font-semibold leading-snug sm:text-base">
          <LocalizedLink
            to={`/product/${product.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl"
          >
            {product.name}
          </LocalizedLink>
        </h3>
        {product.rating !== null && <RatingStars rating={product.rating} compact />}
        <Price
          price={from.price}
          before={from.before}
          className="mt-auto flex flex-wrap items-baseline gap-x-1 pt-1 text-sm sm:text-base"
        />
        <button
          type="button"
          onClick={() => openDialog('shop-show', { product })}
          aria-label={t('shop.quick_view_for', { name: product.name })}
          className="relative z-10 mt-2 min-h-10 rounded-full text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:ring-brand-100 dark:hover:bg-slate-800"
        >
          {t('shop.quick_view')}
        </button>
      </div>
    </article>
  );
}
