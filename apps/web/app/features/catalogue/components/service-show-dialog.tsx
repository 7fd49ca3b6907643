import { useEffect } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useLocation } from 'react-router';
import type { Product } from '@hajz/contracts/catalogue';
import type { DialogProps } from '~/lib/dialogs';
import { Price } from '~/lib/price';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { isSignedIn } from '~/lib/auth-store';
import { openSignIn } from '~/lib/sign-in';
import { replaceDialog } from '~/lib/dialog-flow';
import { stripLocale } from '~/lib/locale';
import { track } from '~/lib/tracking';
import { Button } from '~/components/ui/button';

/** Spec §2 service show: image, name, price (struck when discounted), duration, description, add button with price. */
export default function ServiceShowDialog({ product }: DialogProps<{ product: Product }>) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  const { pathname, search } = useLocation();
  useEffect(() => {
    track({ event: 'view_item', item_id: product.id, item_name: product.name });
  }, [product.id, product.name]);
  // Spec §4/§5: a guest signs in first (and comes back to this page); then the appointment dialog.
  const add = () =>
    isSignedIn()
      ? replaceDialog('service-appointment', { productId: product.id, product })
      : openSignIn({ redirectTo: stripLocale(pathname) + search });
  return (
    <div>
      <img
        src={product.inner_image}
        alt=""
        width={800}
        height={600}
        className="-mx-5 -mt-5 mb-4 aspect-[16/9] w-[calc(100%+2.5rem)] max-w-none object-cover"
      />
      <Dialog.Title className="text-xl font-bold">{product.name}</Dialog.Title>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Price price={product.price} before={product.price_before_discount} />
        {product.duration !== null && (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {t('services.duration', {
              count: product.duration,
              minutes: formatNumber(product.duration, locale),
            })}
          </span>
        )}
      </div>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{product.description}</p>
      <Button className="mt-5 w-full" onClick={add}>
        {t('services.add', { price: formatMoney(product.price, locale) })}
      </Button>
    </div>
  );
}
