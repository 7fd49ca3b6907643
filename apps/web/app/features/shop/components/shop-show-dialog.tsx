import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { Product } from '@hajz/contracts/catalogue';
import type { DialogProps } from '~/lib/dialogs';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ProductView } from './product-view';

/** Spec §2 "Shop show": the shop's quick view, the same ProductView as /product/{id}, titled for the dialog. */
export default function ShopShowDialog({ product, close }: DialogProps<{ product: Product }>) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="pt-8 sm:pt-6">
      <ProductView product={product} Title={Dialog.Title}>
        <LocalizedLink
          to={`/product/${product.id}`}
          onClick={close}
          className="mt-4 block text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
        >
          {t('shop.full_details')}
        </LocalizedLink>
      </ProductView>
    </div>
  );
}
