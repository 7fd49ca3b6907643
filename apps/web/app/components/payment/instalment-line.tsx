import type { PaymentMethod } from '@hajz/contracts/cart';
import type { Locale } from '@hajz/contracts/locale';
import { formatMoney, formatNumber } from '~/lib/money';
import type { TFunction } from '~/lib/translator';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';

type Instalments = NonNullable<PaymentMethod['instalments']>;

/**
 * The instalment preview Tabby and Tamara require near the price (ADR 0060): "or 4 interest-free payments of
 * 62.50 SAR with Tabby", from the cart's numbers (halalas). When the total does not split evenly the first payment
 * carries the remainder and the line says so, so the amount shown is always what is charged.
 */
export function instalmentText(
  t: TFunction,
  locale: Locale,
  method: string,
  { count, amount, rest }: Instalments,
): string {
  const values = { count, n: formatNumber(count, locale), method };
  return amount === rest
    ? t('checkout:instalments.even', { ...values, amount: formatMoney(amount, locale) })
    : t('checkout:instalments.uneven', {
        ...values,
        first: formatMoney(amount, locale),
        amount: formatMoney(rest, locale),
      });
}

/** One method's preview line: its logo's neighbour in the cart, its hint in the checkout dialog. */
export function InstalmentLine({
  method,
  instalments,
  className,
}: {
  method: Pick<PaymentMethod, 'id' | 'name'>;
  instalments: Instalments;
  className?: string;
}) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  return (
    <span className={className} data-testid="instalment-line" data-method={method.id}>
      {instalmentText(t, locale, method.name, instalments)}
    </span>
  );
}
