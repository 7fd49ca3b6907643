import { useTranslation } from '~/lib/use-translation';
import type { Halalas } from '@hajz/contracts/money';
import { formatMoney } from './money';
import { useLocale } from './use-locale';

/** A price, with the old one struck through when discounted (spec §2 service show). */
export function Price({
  price,
  before,
  className,
}: {
  price: Halalas;
  before?: Halalas | null;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const { locale } = useLocale();
  const discounted = !!before && before > price;
  return (
    <span className={className}>
      <span className="font-bold text-brand-700 dark:text-brand-100">{formatMoney(price, locale)}</span>
      {discounted && (
        <>
          {' '}
          <span className="sr-only">{t('price.was')}</span>
          <s className="text-sm text-slate-600 dark:text-slate-300">{formatMoney(before, locale)}</s>
        </>
      )}
    </span>
  );
}
