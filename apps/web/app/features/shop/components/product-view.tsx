import { useState, type ElementType, type ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useLocation } from 'react-router';
import type { Product } from '@hajz/contracts/catalogue';
import { Button } from '~/components/ui/button';
import { formatMoney, formatNumber } from '~/lib/money';
import { Price } from '~/lib/price';
import { toast } from '~/lib/toast-store';
import { isSignedIn } from '~/lib/auth-store';
import { openSignIn } from '~/lib/sign-in';
import { useLocale } from '~/lib/use-locale';
import { ApiError } from '~/lib/api-client';
import { addToCart } from '~/lib/cart-api';
import { stripLocale } from '~/lib/locale';
import { track } from '~/lib/tracking';
import { sizedPrice, sizesOf } from '../size-price';
import { QuantityCounter } from './quantity-counter';
import { RatingStars } from './rating-stars';
import { SizePicker } from './size-picker';

type Props = {
  product: Product;
  /** The title element: the page's h1, or the dialog's Dialog.Title. */
  Title?: ElementType<{ className?: string; children?: ReactNode }>;
  /** Extra actions under the add button (the quick view links to the full page). */
  children?: ReactNode;
};

/**
 * Spec §2 "Shop show and product view": image, title, price, rating, a quantity counter and the
 * 30ml/50ml/100ml sizes, with the price following the size and the quantity. Shared by /product/{id}
 * and the shop's quick-view dialog. Lays out in two columns only when its own box is wide.
 */
export function ProductView({ product, Title = 'h1', children }: Props) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  const sizes = sizesOf(product);
  const [size, setSize] = useState<string>(sizes[0]!.size);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const { pathname, search } = useLocation();
  const total = sizedPrice(product, size, quantity);
  const each = sizedPrice(product, size, 1);

  /** Spec §7 POST cart for a shop product: no appointment, the first branch, the size and the quantity. */
  const add = async () => {
    if (!isSignedIn()) return openSignIn({ redirectTo: stripLocale(pathname) + search });
    const branch = product.branch_id ?? product.branch_ids[0];
    if (adding || branch === undefined) return;
    setAdding(true);
    try {
      const envelope = await addToCart(locale, {
        product_id: product.id,
        quantity,
        branch_id: branch,
        selectedExtension: size,
        visitors: 1,
      });
      toast(envelope.message, 'success');
      track({
        event: 'add_to_cart',
        item_id: product.id,
        item_name: product.name,
        quantity,
        value: total.price / 100,
        currency: 'SAR',
      });
    } catch (error) {
      toast((error instanceof ApiError && error.envelope.message) || t('shop.add_failed'), 'error');
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="@container">
      <div className="grid gap-5 @2xl:grid-cols-2 @2xl:gap-8">
        <img
          src={product.inner_image}
          alt=""
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-2xl object-cover"
        />
        <div className="min-w-0">
          <Title className="text-2xl font-bold">{product.name}</Title>
          <div className="mt-2">
            {product.rating !== null ? (
              <RatingStars rating={product.rating} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('shop.no_rating')}</p>
            )}
          </div>
          <div
            className="mt-3 flex flex-wrap items-center gap-2"
            aria-live="polite"
            data-testid="product-price"
          >
            <Price price={total.price} before={total.before} className="whitespace-nowrap text-xl" />
            {product.discount_value > 0 && (
              <span className="whitespace-nowrap rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900">
                {t('services.save', { percent: formatNumber(product.discount_value, locale) })}
              </span>
            )}
          </div>
          {quantity > 1 && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {t('shop.each', { price: formatMoney(each.price, locale) })}
            </p>
          )}
          {product.description && (
            <p className="mt-3 text-slate-700 dark:text-slate-300">{product.description}</p>
          )}
          <div className="mt-5 space-y-4">
            <SizePicker sizes={sizes} value={size} onChange={setSize} />
            <QuantityCounter value={quantity} onChange={setQuantity} />
          </div>
          <Button className="mt-6 w-full" onClick={add} disabled={adding} aria-busy={adding || undefined}>
            {t('shop.add_to_cart')}
          </Button>
          {children}
        </div>
      </div>
    </div>
  );
}
